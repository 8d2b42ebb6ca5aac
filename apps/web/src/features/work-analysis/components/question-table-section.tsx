import { useState } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { SUBSECTION_FIXED_COLUMNS, type TTableHeader } from '@zuoyeben/shared';
import { useQuestionAnalysis } from '../api/get-question-analysis';
import type { WorkAnswerParams } from '../api/keys';
import { Section } from './section';

type Row = Record<string, string | number | null>;

function columnsOf(headers: readonly TTableHeader[]): TableColumnsType<Row> {
  const build = (h: TTableHeader, top: number | null): TableColumnsType<Row>[number] =>
    h.Children
      ? { title: h.Title, key: h.Title, children: h.Children.map((c) => build(c, null)) }
      : {
          title: h.Title,
          dataIndex: h.Prop,
          key: h.Prop,
          fixed: top !== null && top < SUBSECTION_FIXED_COLUMNS ? 'left' : undefined,
          render: (v: string | number | null) => (v === null ? '--' : v),
        };
  return headers.map((h, i) => build(h, i));
}

/** 小题得分: every submitted student's score per question, best first, paged on the server. */
export function QuestionTableSection(params: WorkAnswerParams) {
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const query = useQuestionAnalysis({ ...params, ...page });
  return (
    <Section title="小题得分" query={query} isEmpty={(d) => d.total === 0}>
      {(data) => (
        <Table<Row>
          aria-label="小题得分"
          size="small"
          bordered
          loading={query.isFetching}
          rowKey={(row) => `${row.className}-${row.buddies}-${row.name}-${row.total}`}
          columns={columnsOf(data.Header)}
          dataSource={data.Items}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page.pageIndex,
            pageSize: page.pageSize,
            total: data.total,
            showSizeChanger: true,
            // A new page size starts again at page 1 (spec 03 §4).
            onChange: (pageIndex, pageSize) => setPage(pageSize === page.pageSize ? { pageIndex, pageSize } : { pageIndex: 1, pageSize }),
          }}
        />
      )}
    </Section>
  );
}
