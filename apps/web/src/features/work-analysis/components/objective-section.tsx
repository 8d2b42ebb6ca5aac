import { Table } from 'antd';
import type { TObjectiveAnalysisRow } from '@zuoyeben/shared';
import { EChart } from '@/components/charts/echart';
import { useObjectiveAnalysis } from '../api/get-objective-analysis';
import type { WorkAnswerParams } from '../api/keys';
import { objectiveChartOption, percentText } from '../lib/chart-options';
import { Section } from './section';

const columns = [
  { title: '题号', dataIndex: 'Th' },
  { title: '分值', dataIndex: 'Score' },
  { title: '班级得分率', dataIndex: 'ClassRate', render: percentText },
  { title: '正确答案', dataIndex: 'RightAnswer' },
  { title: '易错答案', dataIndex: 'ErrorAnswer', render: (v: string) => v || '--' },
];

/** 客观题分析: each objective question's scoring rate as a bar, then its key and the wrong answer given most. */
export function ObjectiveSection(params: WorkAnswerParams) {
  const query = useObjectiveAnalysis(params);
  return (
    <Section title="客观题分析" query={query} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <>
          <EChart option={objectiveChartOption(rows)} height={280} label="客观题得分率柱状图" />
          <Table<TObjectiveAnalysisRow> aria-label="客观题分析" size="small" rowKey="Th" columns={columns} dataSource={rows} pagination={false} />
        </>
      )}
    </Section>
  );
}
