import { Form } from 'antd';
import { ItemType } from '@zuoyeben/shared';
import { addOption, isChoice, removeOption, relabel, withStem, type ItemBodyDraft } from '../lib/draft';
import type { RichTextTool } from './rich-text-field';
import { AnswerInput } from './answer-input';
import { OptionsEditor } from './options-editor';
import { RichTextField } from './rich-text-field';

/** Messages to show under each part of one question body, once the teacher has tried to save. */
export interface BodyErrors {
  stem?: string;
  options?: string;
  answer?: string;
}

interface BodyFieldsProps<B extends ItemBodyDraft> {
  body: B;
  onChange(body: B): void;
  errors: BodyErrors;
  /** 第1小题 for a sub-question; empty for the item itself. */
  prefix?: string;
  stemLabel?: string;
  stemPlaceholder?: string;
  /** A group keeps its options and answers in its sub-questions. */
  isGroup?: boolean;
}

const STEM_TOOLS: readonly RichTextTool[] = ['formula', 'blank', 'bracket', 'image'];

/** Stem, options (choice types) and answer of one question: the item, or one sub-question of a group. */
export function BodyFields<B extends ItemBodyDraft>({ body, onChange, errors, prefix = '', stemLabel = '题干', stemPlaceholder, isGroup = false }: BodyFieldsProps<B>) {
  const status = (message?: string) => (message ? { validateStatus: 'error' as const, help: message } : {});
  return (
    <>
      <Form.Item label={stemLabel} required={!prefix} {...status(errors.stem)}>
        <RichTextField
          label={`${prefix}${stemLabel}`}
          tools={STEM_TOOLS}
          value={body.stem}
          onChange={(stem) => onChange(withStem(body, stem))}
          minRows={prefix ? 2 : 4}
          placeholder={stemPlaceholder ?? (body.type === ItemType.FillBlank ? '每个空写作 ____，公式写在 $…$ 之间' : '公式写在 $…$ 之间，例如 $\\frac{1}{2}$')}
          status={errors.stem ? 'error' : undefined}
        />
      </Form.Item>
      {isChoice(body.type) && (
        <Form.Item label="选项" required {...status(errors.options)}>
          <OptionsEditor
            options={body.options}
            prefix={prefix}
            hasError={Boolean(errors.options)}
            onChange={(index, text) => onChange({ ...body, options: relabel(body.options.map((o, i) => (i === index ? { text } : o))) })}
            onAdd={() => onChange(addOption(body))}
            onRemove={(index) => onChange(removeOption(body, index))}
          />
        </Form.Item>
      )}
      {!isGroup && (
        <Form.Item label={body.type === ItemType.ShortAnswer ? '参考答案' : '答案'} required {...status(errors.answer)}>
          <AnswerInput body={body} prefix={prefix} onChange={(answer) => onChange({ ...body, answer })} />
        </Form.Item>
      )}
    </>
  );
}
