import { useState } from 'react';
import { Pagination, Table, Tag } from 'antd';
import type { TObjectiveOptionRow } from '@zuoyeben/shared';
import { EChart } from '@/components/charts/echart';
import { useObjectiveOptionAnalysis } from '../api/get-objective-option-analysis';
import type { WorkAnswerParams } from '../api/keys';
import { optionChartOption, percentText } from '../lib/chart-options';
import { Section } from './section';

const PAGE_SIZE = 10;

const columns = [
  { title: '题号', dataIndex: 'Th' },
  { title: '正确答案', dataIndex: 'RightAnswer' },
  {
    title: '各选项人数（占比）',
    key: 'options',
    render: (_: unknown, row: TObjectiveOptionRow) =>
      row.Options.map((o) => (
        <Tag key={o.Option} color={o.IsRight ? 'success' : undefined}>
          {`${o.Option}：${o.Count}人（${percentText(o.Rate)}）`}
        </Tag>
      )),
  },
  { title: '未作答', dataIndex: 'Unanswered' },
];

/** 选项分析: ten objective questions a page, the share of each option as bars, the right options marked green. */
export function OptionSection(params: WorkAnswerParams) {
  const [pageIndex, setPageIndex] = useState(1);
  const query = useObjectiveOptionAnalysis({ ...params, pageIndex, pageSize: PAGE_SIZE });
  return (
    <Section title="选项分析" query={query} isEmpty={(d) => d.total === 0}>
      {(data) => (
        <>
          <EChart option={optionChartOption(data.list)} height={300} label="选项分布柱状图" />
          <Table<TObjectiveOptionRow> aria-label="选项分析" size="small" rowKey="Th" columns={columns} dataSource={data.list} pagination={false} />
          <Pagination align="end" current={pageIndex} pageSize={PAGE_SIZE} total={data.total} hideOnSinglePage onChange={setPageIndex} />
        </>
      )}
    </Section>
  );
}
