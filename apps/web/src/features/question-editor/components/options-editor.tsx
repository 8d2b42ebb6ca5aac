import { Button, Flex, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ItemEditorLimits, type ItemOption } from '@zuoyeben/shared';
import { RichTextField } from './rich-text-field';

interface OptionsEditorProps {
  options: readonly ItemOption[];
  /** Prefix of the accessible names when several bodies are on screen (第1小题). */
  prefix?: string;
  onChange(index: number, text: string): void;
  onAdd(): void;
  onRemove(index: number): void;
  hasError?: boolean;
}

/** Options lettered A–T: type each one, add up to 20, remove any (the later ones move up a letter). */
export function OptionsEditor({ options, prefix = '', onChange, onAdd, onRemove, hasError }: OptionsEditorProps) {
  return (
    <Flex vertical gap={8}>
      {options.map((o, i) => (
        <Flex key={o.label} gap={8} align="flex-start">
          <Typography.Text strong style={{ width: 20, lineHeight: '32px', flex: 'none', textAlign: 'center' }}>{o.label}</Typography.Text>
          <RichTextField
            compact
            minRows={1}
            label={`${prefix}选项${o.label}`}
            tools={['formula', 'image']}
            value={o.text}
            onChange={(text) => onChange(i, text)}
            placeholder={`选项${o.label}的内容，公式写在 $…$ 之间`}
            status={hasError && !o.text.trim() ? 'error' : undefined}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除${prefix}选项${o.label}`}
            disabled={options.length <= ItemEditorLimits.minOptions}
            onClick={() => onRemove(i)}
            style={{ flex: 'none' }}
          />
        </Flex>
      ))}
      <div>
        <Button icon={<PlusOutlined />} onClick={onAdd} disabled={options.length >= ItemEditorLimits.maxOptions}>
          添加选项{options.length >= ItemEditorLimits.maxOptions ? '（最多 A–T 共 20 个）' : ''}
        </Button>
      </div>
    </Flex>
  );
}
