import { Flex, Typography, theme } from 'antd';
import type { TStudentQuestionContent } from '@zuoyeben/shared';
import { RichOptions, RichText } from '@/components/rich-text';

/**
 * The bank question of a homework published from a paper, as printed: a group's passage, the stem and the choice
 * options, with formulas typeset by KaTeX and figures in SVG; once the answers are published, the explanation.
 */
export function QuestionContent({ content }: { content: TStudentQuestionContent }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginXS} className="student-question-content" style={{ fontSize: token.fontSizeLG, lineHeight: 1.8, overflowX: 'auto' }}>
      {content.material && (
        <div style={{ padding: token.paddingXS, background: token.colorFillQuaternary, borderRadius: token.borderRadius }}>
          <RichText html={content.material} />
        </div>
      )}
      <RichText html={content.stem} />
      <RichOptions options={content.options} />
      {content.explanation && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          <Typography.Text strong>解析：</Typography.Text>
          <RichText html={content.explanation} inline />
        </Typography.Paragraph>
      )}
    </Flex>
  );
}
