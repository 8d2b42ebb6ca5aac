import { Table } from 'antd';
import type { TSubjectiveAnalysisRow } from '@zuoyeben/shared';
import { EChart } from '@/components/charts/echart';
import { useSubjectiveAnalysis } from '../api/get-subjective-analysis';
import type { WorkAnswerParams } from '../api/keys';
import { percentText, SUBJECTIVE_BANDS, subjectiveChartOption } from '../lib/chart-options';
import { Section } from './section';

const columns = [
  { title: '题号', dataIndex: 'Th' },
  { title: '分值', dataIndex: 'Score' },
  { title: '班级得分率', dataIndex: 'ClassRate', render: percentText },
  ...SUBJECTIVE_BANDS.map((b) => ({ title: b.name, dataIndex: b.key, render: percentText })),
];

/** 主观题分析: per question the shares of students in each score-rate band, stacked; -- while unmarked. */
export function SubjectiveSection(params: WorkAnswerParams) {
  const query = useSubjectiveAnalysis(params);
  return (
    <Section title="主观题分析" query={query} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <>
          {rows.some((r) => r.ClassRate >= 0) && <EChart option={subjectiveChartOption(rows)} height={280} label="主观题得分分布柱状图" />}
          <Table<TSubjectiveAnalysisRow> aria-label="主观题分析" size="small" rowKey="Th" columns={columns} dataSource={rows} pagination={false} />
        </>
      )}
    </Section>
  );
}
