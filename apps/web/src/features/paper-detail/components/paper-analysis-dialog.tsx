import { useMemo } from 'react';
import { Col, Empty, Flex, Modal, Row, Table, Tabs, Tag, Typography } from 'antd';
import { analysePaper, type PaperAnalysis, type TPaperDetail } from '@zuoyeben/shared';
import { AnswerPanel, QuestionBody } from '@/features/question-bank';
import { DifficultyPie } from './difficulty-pie';

interface PaperAnalysisDialogProps {
  open: boolean;
  paper: TPaperDetail;
  onClose(): void;
}

type QuestionRow = PaperAnalysis['rows'][number];
type TypeRow = PaperAnalysis['types'][number];

const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '0%');

function TypeAnalysis({ analysis }: { analysis: PaperAnalysis }) {
  if (analysis.rows.length === 0) return <Empty description="暂无数据" />;
  return (
    <Flex vertical gap={16}>
      <Row gutter={24} align="middle">
        <Col span={11}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>难度分布</Typography.Title>
          <DifficultyPie slices={analysis.difficulty} />
        </Col>
        <Col span={13}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>题型分布</Typography.Title>
          <Table<TypeRow> size="small" pagination={false} rowKey={(r) => r.itemTypeName} dataSource={analysis.types} aria-label="题型分布"
            columns={[
              { title: '题型', dataIndex: 'itemTypeName' },
              { title: '题数', dataIndex: 'count', align: 'right' },
              { title: '分值', dataIndex: 'score', align: 'right' },
              { title: '分值占比', key: 'share', align: 'right', render: (_, r) => share(r.score, analysis.totalScore) },
            ]} />
        </Col>
      </Row>
      <Typography.Title level={5} style={{ margin: 0 }}>逐题知识点</Typography.Title>
      <Table<QuestionRow> size="small" rowKey="number" dataSource={analysis.rows} pagination={false} scroll={{ y: 220 }} aria-label="逐题知识点"
        columns={[
          { title: '题号', dataIndex: 'number', width: 64 },
          { title: '题型', dataIndex: 'itemTypeName', width: 100 },
          { title: '分值', dataIndex: 'score', width: 64, align: 'right' },
          { title: '难度', dataIndex: 'difficultyName', width: 72 },
          { title: '知识点', dataIndex: 'knowledgeNames',
            render: (names: string[]) => (names.length ? names.map((n) => <Tag key={n}>{n}</Tag>) : <Typography.Text type="secondary">—</Typography.Text>) },
        ]} />
    </Flex>
  );
}

function AnswerExplanations({ paper }: { paper: TPaperDetail }) {
  const items = paper.groups.flatMap((g) => g.list);
  if (items.length === 0) return <Empty description="暂无数据" />;
  return (
    <Flex vertical gap={16} style={{ maxHeight: 560, overflowY: 'auto', paddingInlineEnd: 8 }}>
      {items.map((item, i) => (
        <Flex key={`${item.itemGuid}-${i}`} vertical gap={8} role="article" aria-label={`第${i + 1}题解析`}>
          <Flex gap={8} align="baseline">
            <Typography.Text strong style={{ flex: 'none' }}>{i + 1}.</Typography.Text>
            <div style={{ minWidth: 0, flex: 1 }}><QuestionBody item={item} /></div>
          </Flex>
          <AnswerPanel item={item} />
        </Flex>
      ))}
    </Flex>
  );
}

/** 试卷分析 (spec 02 paper detail screen): question-type analysis (difficulty pie, per-question knowledge) and answers. */
export function PaperAnalysisDialog({ open, paper, onClose }: PaperAnalysisDialogProps) {
  const analysis = useMemo(() => analysePaper(paper.groups), [paper.groups]);
  return (
    <Modal open={open} title={`试卷分析：${paper.name}`} footer={null} onCancel={onClose} width={960} style={{ top: 24 }} destroyOnHidden>
      <Tabs items={[
        { key: 'type', label: '题型分析', children: <TypeAnalysis analysis={analysis} /> },
        { key: 'answers', label: '答案解析', children: <AnswerExplanations paper={paper} /> },
      ]} />
    </Modal>
  );
}
