import { Table } from 'antd';
import type { TKnowledgeAnalysisRow } from '@zuoyeben/shared';
import { EChart } from '@/components/charts/echart';
import { useKnowledgeAnalysis } from '../api/get-knowledge-analysis';
import type { WorkAnswerParams } from '../api/keys';
import { knowledgeChartOption, percentText } from '../lib/chart-options';
import { Section } from './section';

const columns = [
  { title: '知识点', dataIndex: 'KnowledgeName' },
  { title: '分值', dataIndex: 'FullScore' },
  { title: '分值占比', dataIndex: 'ScorePercentage', render: percentText },
  { title: '班级均分', dataIndex: 'ClassAvg' },
  { title: '班级得分率', dataIndex: 'ClassRate', render: percentText },
  { title: '对应题号', dataIndex: 'CorrespondingTh' },
];

/** 知识点分析: a bar per knowledge point's scoring rate above its table. */
export function KnowledgeSection(params: WorkAnswerParams) {
  const query = useKnowledgeAnalysis(params);
  return (
    <Section title="知识点分析" query={query} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <>
          <EChart option={knowledgeChartOption(rows)} height={280} label="知识点得分率柱状图" />
          <Table<TKnowledgeAnalysisRow> aria-label="知识点分析" size="small" rowKey="KnowledgeName" columns={columns} dataSource={rows} pagination={false} />
        </>
      )}
    </Section>
  );
}
