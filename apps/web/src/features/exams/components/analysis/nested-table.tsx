import { Empty, Table, type TableColumnsType } from 'antd';
import type { TTableHeader } from '@zuoyeben/shared';

type Row = Record<string, string | number | null>;

/** antd columns from the server's nested headers (Title, Prop, Children); the first `fixed` top columns stay on the left. */
export function columnsOf(headers: readonly TTableHeader[], fixed: number, cellStyle?: (prop: string, row: Row) => React.CSSProperties | undefined): TableColumnsType<Row> {
  const build = (h: TTableHeader, i: number | null): TableColumnsType<Row>[number] =>
    h.Children
      ? { title: h.Title, key: h.Title, children: h.Children.map((c) => build(c, null)) }
      : {
          title: h.Title,
          dataIndex: h.Prop,
          key: h.Prop,
          width: i !== null && i < fixed ? 96 : 88,
          fixed: i !== null && i < fixed ? 'left' : undefined,
          render: (v: string | number | null, row: Row) => <span style={cellStyle?.(h.Prop!, row)}>{v === null ? '--' : v}</span>,
        };
  return headers.map((h, i) => build(h, i));
}

/** Pages the server cuts (小题分): the rows given are the current page of `total`. */
export interface ServerPages {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * A table with nested headers, scrolling sideways with its first columns fixed (spec 03 §2.3). Pages of 50 cut here,
 * or, with `serverPages`, by the server.
 */
export function NestedTable({ headers, items, fixed, loading, rowKey, cellStyle, serverPages }: {
  headers: readonly TTableHeader[];
  items: Row[];
  fixed: number;
  loading: boolean;
  rowKey: (row: Row, index?: number) => string;
  cellStyle?: (prop: string, row: Row) => React.CSSProperties | undefined;
  serverPages?: ServerPages;
}) {
  return (
    <Table<Row>
      size="small"
      bordered
      loading={loading}
      rowKey={rowKey}
      columns={columnsOf(headers, fixed, cellStyle)}
      dataSource={items}
      pagination={serverPages
        ? { current: serverPages.current, pageSize: serverPages.pageSize, total: serverPages.total, onChange: serverPages.onChange, showSizeChanger: false, hideOnSinglePage: true }
        : { pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 'max-content', y: 560 }}
      locale={{ emptyText: <Empty description="暂无数据" /> }}
    />
  );
}
