import { tablePagination } from '@/lib/table-pagination';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { SCORE_REPORT_COLUMNS, ScoreOrderType, scoreRowCells, type ScoreOrderTypeValue, type TScoreRow } from '@zuoyeben/shared';

export interface ScorePageState {
  pageIndex: number;
  pageSize: number;
  orderType: ScoreOrderTypeValue;
}

interface ScoreTableProps extends ScorePageState {
  rows: TScoreRow[];
  total: number;
  loading: boolean;
  onChange: (next: ScorePageState) => void;
}

/** antd's sort direction of a column; null is unsorted. */
type SortOrder = 'ascend' | 'descend' | null;

/** The two sortable columns and the orderType of each direction (spec 03 §3). */
const SORTABLE: Record<string, { ascend: ScoreOrderTypeValue; descend: ScoreOrderTypeValue }> = {
  score: { ascend: ScoreOrderType.ScoreAsc, descend: ScoreOrderType.ScoreDesc },
  duration: { ascend: ScoreOrderType.DurationAsc, descend: ScoreOrderType.DurationDesc },
};
/** Which column shows each SCORE_REPORT_COLUMNS entry's sort arrow. */
const SORT_KEYS: (string | undefined)[] = [undefined, undefined, undefined, 'score', undefined, 'duration', undefined, undefined];

/** The antd sort state of a column for an orderType. */
function sortOrderOf(key: string, orderType: ScoreOrderTypeValue): SortOrder {
  const directions = SORTABLE[key]!;
  if (orderType === directions.ascend) return 'ascend';
  if (orderType === directions.descend) return 'descend';
  return null;
}

/** The orderType of antd's sorter; a cleared sort is 0 (none). */
export function orderTypeOf(columnKey: unknown, order: SortOrder | undefined): ScoreOrderTypeValue {
  const directions = typeof columnKey === 'string' ? SORTABLE[columnKey] : undefined;
  if (!directions || !order) return ScoreOrderType.None;
  return directions[order];
}

/**
 * 成绩单: the cells come from scoreRowCells, the same texts the exported workbook holds. Sorting by score or time is
 * done by the server (orderType); a new order or page size goes back to page 1.
 */
export function ScoreTable({ rows, total, loading, pageIndex, pageSize, orderType, onChange }: ScoreTableProps) {
  const columns: TableColumnsType<TScoreRow> = SCORE_REPORT_COLUMNS.map((title, i) => {
    const key = SORT_KEYS[i] ?? `c${i}`;
    return {
      title,
      key,
      render: (_: unknown, row: TScoreRow) => scoreRowCells(row)[i],
      ...(SORT_KEYS[i] ? { sorter: true, sortOrder: sortOrderOf(key, orderType), sortDirections: ['ascend', 'descend'] as SortOrder[] } : {}),
    };
  });
  const pagination = tablePagination({ pageIndex, pageSize, total, unit: '名学生' });
  const handleChange: TableProps<TScoreRow>['onChange'] = (page, _filters, sorter, extra) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const nextOrder = extra.action === 'sort' ? orderTypeOf(single?.columnKey, single?.order) : orderType;
    const nextSize = page.pageSize ?? pageSize;
    const restart = nextOrder !== orderType || nextSize !== pageSize;
    onChange({ pageIndex: restart ? 1 : (page.current ?? 1), pageSize: nextSize, orderType: nextOrder });
  };

  return (
    <Table<TScoreRow>
      rowKey="stuGuid"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      onChange={handleChange}
      locale={{ emptyText: '暂无数据' }}
      scroll={{ x: 900 }}
    />
  );
}
