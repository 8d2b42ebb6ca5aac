import { Button, Space, Typography } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';

/** Option count with − / +; the parent refuses 1 or 8 with the spec's words, so the buttons never disable. */
export function OptionCount({ th, value, disabled, onChange }: { th: number; value: number; disabled: boolean; onChange: (next: number) => void }) {
  return (
    <Space size={4}>
      <Button size="small" icon={<MinusOutlined />} aria-label={`第${th}题减少选项`} disabled={disabled} onClick={() => onChange(value - 1)} />
      <Typography.Text style={{ minWidth: 16, display: 'inline-block', textAlign: 'center' }}>{value}</Typography.Text>
      <Button size="small" icon={<PlusOutlined />} aria-label={`第${th}题增加选项`} disabled={disabled} onClick={() => onChange(value + 1)} />
    </Space>
  );
}
