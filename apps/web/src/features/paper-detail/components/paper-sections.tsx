import { Flex, Tag, Typography, theme } from 'antd';
import { toChineseNumeral, type TPaperGroup } from '@zuoyeben/shared';
import { AnswerPanel, QuestionBody } from '@/features/question-bank';

interface PaperSectionsProps {
  groups: readonly TPaperGroup[];
  showAnswers: boolean;
  /** Question numbers without an answer: red border and the 答案缺失 flag (spec 02 §5, spec 03 §8.2). */
  answerLackNumbers?: readonly number[];
}

/** The paper's questions in type sections numbered 一、二、…, questions numbered 1, 2, … across sections. */
export function PaperSections({ groups, showAnswers, answerLackNumbers = [] }: PaperSectionsProps) {
  const { token } = theme.useToken();
  let number = 0;
  return (
    <Flex vertical gap={24}>
      {groups.map((g, n) => (
        <section key={`${g.itemTypeGuid}-${n}`} aria-label={`${toChineseNumeral(n + 1)}、${g.itemTypeName}`}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {toChineseNumeral(n + 1)}、{g.itemTypeName}
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginInlineStart: 8 }}>（共{g.total}题，共{g.score}分）</Typography.Text>
          </Typography.Title>
          <Flex vertical gap={12}>
            {g.list.map((item) => {
              number += 1;
              const lacks = answerLackNumbers.includes(number);
              return (
                <Flex key={`${item.itemGuid}-${number}`} vertical gap={8} role="article" aria-label={`第${number}题`}
                  style={{
                    padding: token.paddingSM,
                    borderRadius: token.borderRadius,
                    border: `1px ${lacks ? 'solid' : 'dashed'} ${lacks ? token.colorError : token.colorBorderSecondary}`,
                  }}>
                  <Flex gap={8} align="baseline">
                    <Typography.Text strong style={{ flex: 'none' }}>{number}.</Typography.Text>
                    <Typography.Text type="secondary" style={{ flex: 'none' }}>（{item.score}分）</Typography.Text>
                    <div style={{ minWidth: 0, flex: 1 }}><QuestionBody item={item} /></div>
                    {lacks && <Tag color="error" style={{ flex: 'none' }}>答案缺失</Tag>}
                  </Flex>
                  {showAnswers && <AnswerPanel item={item} />}
                </Flex>
              );
            })}
          </Flex>
        </section>
      ))}
    </Flex>
  );
}
