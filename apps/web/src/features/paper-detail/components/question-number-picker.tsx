import { Checkbox, Flex } from 'antd';

interface QuestionNumberPickerProps {
  count: number;
  value?: number[];
  onChange?(value: number[]): void;
}

/** Question numbers 1..count as checkboxes (the optional 题号 of AddNotice and the manual transfer). */
export function QuestionNumberPicker({ count, value = [], onChange }: QuestionNumberPickerProps) {
  return (
    <Checkbox.Group value={value} onChange={(v) => onChange?.([...v].sort((a, b) => a - b))} style={{ width: '100%' }}>
      <Flex wrap gap={4}>
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <Checkbox key={n} value={n} style={{ width: 56, marginInlineStart: 0 }} aria-label={`第${n}题`}>{n}</Checkbox>
        ))}
      </Flex>
    </Checkbox.Group>
  );
}
