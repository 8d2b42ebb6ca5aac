import { Flex, Typography, theme } from 'antd';
import type { TBankItem } from '@zuoyeben/shared';
import { RichText } from './rich-text';

type Option = TBankItem['options'][number];

function Options({ options }: { options: readonly Option[] }) {
  if (options.length === 0) return null;
  // Short options sit four to a row like a printed paper; long ones take a row each.
  const isShort = options.every((o) => o.text.replace(/<[^>]+>/g, '').length <= 18);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: isShort ? 'repeat(auto-fill, minmax(160px, 1fr))' : '1fr', gap: '4px 24px' }}>
      {options.map((o) => (
        <Flex key={o.label} gap={6} align="baseline">
          <span>{o.label}.</span>
          <RichText html={o.text} inline />
        </Flex>
      ))}
    </div>
  );
}

/** Stem and options of a question, and of each sub-question of a group type. */
export function QuestionBody({ item }: { item: Pick<TBankItem, 'stem' | 'options' | 'subItems'> }) {
  return (
    <Flex vertical gap={8}>
      <RichText html={item.stem} />
      <Options options={item.options} />
      {item.subItems?.map((sub, i) => (
        <Flex key={i} vertical gap={4}>
          <Flex gap={6} align="baseline">
            <span>({i + 1})</span>
            <RichText html={sub.stem} />
          </Flex>
          <Options options={sub.options} />
        </Flex>
      ))}
    </Flex>
  );
}

const answerText = (answer: readonly string[]) => answer.join('；');

/** The 查看解析 panel: the answer (and the sub-questions' answers) and the explanation. */
export function AnswerPanel({ item }: { item: Pick<TBankItem, 'answer' | 'subItems' | 'explanation'> }) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      gap={8}
      role="region"
      aria-label="答案与解析"
      style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadius, padding: token.paddingSM }}
    >
      <div>
        <Typography.Text strong>【答案】</Typography.Text>
        {item.subItems?.length
          ? item.subItems.map((s, i) => (
              <span key={i} style={{ marginInlineEnd: 12 }}>
                ({i + 1}) <RichText html={answerText(s.answer)} inline />
              </span>
            ))
          : <RichText html={answerText(item.answer) || '略'} inline />}
      </div>
      <div>
        <Typography.Text strong>【解析】</Typography.Text>
        <RichText html={item.explanation || '暂无解析'} />
      </div>
    </Flex>
  );
}
