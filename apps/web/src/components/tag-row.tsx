import { Flex, Tag, Typography } from 'antd';

/** One choice of a filter row; value undefined is the row's 全部. */
export interface Choice<T> {
  value: T | undefined;
  label: string;
}

interface TagRowProps<T> {
  label: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange(v: T | undefined): void;
}

/** A labelled row of checkable tags, one chosen at a time (the filter rows of the banks and paper lists). */
export function TagRow<T extends number | string>({ label, choices, value, onChange }: TagRowProps<T>) {
  return (
    <Flex gap={8} align="baseline" role="group" aria-label={label}>
      <Typography.Text type="secondary" style={{ flex: 'none', width: '3em' }}>{label}</Typography.Text>
      <Flex wrap gap={4}>
        {choices.map((c) => (
          <Tag.CheckableTag key={c.label} checked={c.value === value} onChange={() => onChange(c.value)}>{c.label}</Tag.CheckableTag>
        ))}
      </Flex>
    </Flex>
  );
}
