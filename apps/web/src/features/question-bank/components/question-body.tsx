import { Flex, Typography, theme } from 'antd';
import type { TBankItem } from '@zuoyeben/shared';
import { RichOptions, RichText } from '@/components/rich-text';

/** Stem and options of a question, and of each sub-question of a group type. */
export function QuestionBody({ item }: { item: Pick<TBankItem, 'stem' | 'options' | 'subItems'> }) {
  return (
    <Flex vertical gap={8}>
      <RichText html={item.stem} />
      <RichOptions options={item.options} />
      {item.subItems?.map((sub, i) => (
        <Flex key={i} vertical gap={4}>
          <Flex gap={6} align="baseline">
            <span>({i + 1})</span>
            <RichText html={sub.stem} />
          </Flex>
          <RichOptions options={sub.options} />
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
