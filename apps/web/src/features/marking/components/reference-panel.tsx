import { Card, Empty, Flex, Tabs, Typography, theme } from 'antd';
import type { TMarkQuestionContent, TStudentFile } from '@zuoyeben/shared';
import { RichText } from '@/components/rich-text';
import { WorkFiles } from '@/components/work-files';

interface ReferencePanelProps {
  th: number;
  questionFiles: TStudentFile[];
  answerFiles: TStudentFile[];
  /** The bank question of a homework published from a paper: shown instead of files. */
  content?: TMarkQuestionContent | null;
}

/** The bank's reference answer (one line per blank) and explanation, typeset as on the paper. */
function BankAnswer({ content }: { content: TMarkQuestionContent }) {
  const { token } = theme.useToken();
  if (content.answer.length === 0 && !content.explanation) return <Empty description="题库中没有该题的参考答案" />;
  return (
    <Flex vertical gap={token.marginXS}>
      {content.answer.map((a, i) => (
        <Flex key={i} gap={token.marginXS} align="baseline">
          {content.answer.length > 1 && <Typography.Text type="secondary">（{i + 1}）</Typography.Text>}
          <RichText html={a} />
        </Flex>
      ))}
      {content.explanation && (
        <div>
          <Typography.Text strong>解析：</Typography.Text>
          <RichText html={content.explanation} />
        </div>
      )}
    </Flex>
  );
}

/**
 * The question and its reference answer beside the student's answer: the homework's answer files first (what a
 * marker compares with), then its question files; for a homework published from a paper, the bank's answer and stem.
 * Tabs keep both at hand without pushing the score off screen.
 */
export function ReferencePanel({ th, questionFiles, answerFiles, content }: ReferencePanelProps) {
  const tab = (files: TStudentFile[], title: string, none: string) =>
    files.length > 0 ? <WorkFiles files={files} title={title} hideTitle pdfHeight="60vh" /> : <Empty description={none} />;
  const items = content
    ? [
        { key: 'answer', label: '参考答案', children: <BankAnswer content={content} /> },
        {
          key: 'question',
          label: `题目（${content.typeName}）`,
          children: (
            <>
              {content.material && <RichText html={content.material} />}
              <RichText html={content.stem} />
            </>
          ),
        },
      ]
    : [
        { key: 'answer', label: '参考答案', children: tab(answerFiles, '参考答案', '未上传参考答案') },
        { key: 'question', label: '题目', children: tab(questionFiles, '题目', '未上传题目文件') },
      ];
  return (
    <Card size="small" title={`第${th}题 题目与参考答案`} aria-label="题目与参考答案">
      <Tabs size="small" defaultActiveKey={content || answerFiles.length > 0 ? 'answer' : 'question'} items={items} />
    </Card>
  );
}
