import { Table, Typography } from 'antd';
import type { TPaperGroup } from '@zuoyeben/shared';

interface Row { key: string; name: string; count: number; score: number }

/** The right-hand 题型 / 题数 / 分值 table with the total (spec 02 paper detail screen). */
export function CountTable({ groups }: { groups: readonly TPaperGroup[] }) {
  const rows: Row[] = groups.map((g, i) => ({ key: `${g.itemTypeGuid}-${i}`, name: g.itemTypeName, count: g.total, score: g.score }));
  const count = rows.reduce((s, r) => s + r.count, 0);
  const score = rows.reduce((s, r) => s + r.score, 0);
  return (
    <Table<Row>
      size="small"
      aria-label="题型统计"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: '题型', dataIndex: 'name' },
        { title: '题数', dataIndex: 'count', align: 'right', width: 64 },
        { title: '分值', dataIndex: 'score', align: 'right', width: 64 },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}><Typography.Text strong>合计</Typography.Text></Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right"><Typography.Text strong>{count}</Typography.Text></Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right"><Typography.Text strong>{score}</Typography.Text></Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
