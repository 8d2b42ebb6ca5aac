import { Button, Flex, Input, Radio, Typography } from 'antd';
import { ItemEditorLimits, ItemType, TRUE_FALSE_ANSWERS } from '@zuoyeben/shared';
import { toggleLetter, type ItemBodyDraft } from '../lib/draft';

interface AnswerInputProps {
  body: ItemBodyDraft;
  prefix?: string;
  onChange(answer: string[]): void;
}

/**
 * The answer as the type asks for it: letter toggles for choices (one letter, or several kept in A–T order),
 * 对/错 for true/false, one input per blank of a fill-in, a text for a worked question.
 */
export function AnswerInput({ body, prefix = '', onChange }: AnswerInputProps) {
  switch (body.type) {
    case ItemType.SingleChoice:
    case ItemType.MultipleChoice:
      if (body.options.length === 0) return <Typography.Text type="secondary">请先添加选项</Typography.Text>;
      return (
        <Flex wrap gap={8} role="group" aria-label={`${prefix}正确答案`}>
          {body.options.map((o) => {
            const chosen = body.answer.includes(o.label);
            return (
              <Button key={o.label} type={chosen ? 'primary' : 'default'} aria-pressed={chosen} style={{ minWidth: 40 }}
                onClick={() => onChange(toggleLetter(body, o.label).answer)}>
                {o.label}
              </Button>
            );
          })}
          {body.type === ItemType.MultipleChoice && <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>可选多个</Typography.Text>}
        </Flex>
      );
    case ItemType.TrueFalse:
      return (
        <Radio.Group
          aria-label={`${prefix}正确答案`}
          optionType="button"
          buttonStyle="solid"
          value={body.answer[0]}
          options={TRUE_FALSE_ANSWERS.map((a) => ({ value: a, label: a }))}
          onChange={(e) => onChange([e.target.value as string])}
        />
      );
    case ItemType.FillBlank:
      if (body.answer.length === 0) return <Typography.Text type="secondary">在题干中插入填空横线 ____ 后，这里为每个空填写答案</Typography.Text>;
      return (
        <Flex vertical gap={8}>
          {body.answer.map((a, i) => (
            <Input
              key={i}
              addonBefore={`第${i + 1}空`}
              aria-label={`${prefix}第${i + 1}空答案`}
              value={a}
              maxLength={ItemEditorLimits.blankAnswerMaxLength}
              showCount
              onChange={(e) => onChange(body.answer.map((x, j) => (j === i ? e.target.value : x)))}
            />
          ))}
        </Flex>
      );
    case ItemType.ShortAnswer:
      return (
        <Input.TextArea
          aria-label={`${prefix}参考答案`}
          value={body.answer[0] ?? ''}
          autoSize={{ minRows: 2, maxRows: 8 }}
          placeholder="参考答案，公式写在 $…$ 之间"
          onChange={(e) => onChange([e.target.value])}
        />
      );
    default:
      return <Typography.Text type="secondary">请先选择题型</Typography.Text>;
  }
}
