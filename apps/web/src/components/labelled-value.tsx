import { Typography } from 'antd';

/** A fact of a card, 年级：七年级: the label in secondary text, the value in normal text. */
export function LabelledValue({ label, value }: { label: string; value: string | number }) {
  return (
    <Typography.Text type="secondary">
      {label}：<Typography.Text>{value}</Typography.Text>
    </Typography.Text>
  );
}
