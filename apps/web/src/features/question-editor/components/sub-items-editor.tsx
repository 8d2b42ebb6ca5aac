import { Button, Card, Flex, Form, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ItemEditorLimits, ItemEditorMessages, SUB_ITEM_TYPES, itemTypeInfo, type SubItem } from '@zuoyeben/shared';
import { newSubItem, withType } from '../lib/draft';
import { BodyFields, type BodyErrors } from './body-fields';

interface SubItemsEditorProps {
  subItems: readonly SubItem[];
  onChange(subItems: SubItem[]): void;
  /** The rule's messages about sub-questions, shown under the one they name (第N小题：…). */
  messages: readonly string[];
}

const SUB_TYPE_OPTIONS = SUB_ITEM_TYPES.map((code) => ({ value: code, label: itemTypeInfo(code)!.name }));

/** Errors of sub-question n, by the part of its body they concern. */
function errorsOf(messages: readonly string[], n: number): BodyErrors {
  const prefix = ItemEditorMessages.subItemPrefix(n);
  const mine = messages.filter((m) => m.startsWith(prefix)).map((m) => m.slice(prefix.length));
  const pick = (test: (m: string) => boolean) => mine.find(test);
  return {
    stem: pick((m) => m.startsWith('题干') || m === ItemEditorMessages.blankMarker),
    options: pick((m) => m.startsWith('选项')),
    answer: pick((m) => !m.startsWith('题干') && !m.startsWith('选项') && m !== ItemEditorMessages.blankMarker && !m.startsWith('解析')),
  };
}

/** The sub-questions of a group type (阅读理解, 完形填空 …): each with its own type, stem, options and answer. */
export function SubItemsEditor({ subItems, onChange, messages }: SubItemsEditorProps) {
  const update = (index: number, sub: SubItem) => onChange(subItems.map((s, i) => (i === index ? sub : s)));
  return (
    <Flex vertical gap={12}>
      {subItems.map((sub, i) => (
        <Card
          key={i}
          size="small"
          title={`第${i + 1}小题`}
          extra={(
            <Flex gap={8} align="center">
              <Select aria-label={`第${i + 1}小题题型`} size="small" style={{ width: 110 }} options={SUB_TYPE_OPTIONS} value={sub.type}
                onChange={(type) => update(i, withType(sub, type))} />
              <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={`删除第${i + 1}小题`}
                disabled={subItems.length <= 1} onClick={() => onChange(subItems.filter((_, j) => j !== i))} />
            </Flex>
          )}
        >
          <BodyFields body={sub} prefix={`第${i + 1}小题`} stemLabel="小题题干" stemPlaceholder="可不填（如完形填空的空位已在文章中）"
            errors={errorsOf(messages, i + 1)} onChange={(body) => update(i, body)} />
        </Card>
      ))}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button icon={<PlusOutlined />} onClick={() => onChange([...subItems, newSubItem()])} disabled={subItems.length >= ItemEditorLimits.maxSubItems}>
          添加小题
        </Button>
      </Form.Item>
    </Flex>
  );
}
