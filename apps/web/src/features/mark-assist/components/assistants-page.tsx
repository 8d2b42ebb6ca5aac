import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const ENTRIES = [
  { title: '辅助批改', to: paths.aiCorrection.subjective.getHref(), text: '把一道主观题的作答按规则分组：去掉空格、全角和大小写差别后相同的答案，开启填空题批改助手后等价的算式（如 2x+2 与 2(x+1)），开启单词批改后拼写相近的单词。一次给整组打分。' },
  { title: '批改详情', to: paths.aiCorrection.subjective.getHref(), text: '在辅助批改中选好作业和题目后进入，查看每位学生的作答和得分，可直接修改分数。' },
  { title: '网页阅卷', to: paths.jobManager.job.getHref(), text: '在作业列表中打开一份作业，逐份批阅主观题。' },
  { title: '题库推荐', to: paths.jobManager.tikuRecommend.getHref(), text: '按学生的错题和知识点得分率统计，推荐练习题。' },
  { title: '推荐报告', to: paths.report.recommend.getHref(), text: '按知识点掌握情况汇总的练习建议。' },
] as const;

/** /ai/index (教学助手): the marking assistants and the recommendations, all rules and statistics. */
export function AssistantsPage() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginMD}>
      <Typography.Title level={4} style={{ margin: 0 }}>教学助手</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        这里的助手都按固定规则和成绩统计工作，结果可由老师逐一查看和修改。
      </Typography.Paragraph>
      <Row gutter={[token.marginMD, token.marginMD]}>
        {ENTRIES.map((e) => (
          <Col key={e.title} xs={24} md={12} lg={8}>
            <Card title={<Link to={e.to}>{e.title}</Link>} style={{ height: '100%' }}>
              <Typography.Paragraph style={{ margin: 0 }}>{e.text}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
