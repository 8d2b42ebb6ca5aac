import type { CSSProperties, ReactNode } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Paging } from '@zuoyeben/shared';
import './light.css';

export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  /** Fixed width in px; a column without one takes what the others leave. */
  width?: number;
  /** One line ending in …; `cellTitle` then gives the full text on hover. */
  ellipsis?: boolean;
  cellTitle?: (row: T) => string | undefined;
  render: (row: T) => ReactNode;
}

export interface DataPaging {
  pageIndex: number;
  pageSize: number;
  total: number;
  /** What is counted, e.g. '条' → 共 25 条. */
  unit: string;
  onChange: (pageIndex: number, pageSize: number) => void;
}

interface DataTableProps<T> {
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  paging?: DataPaging;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  empty?: ReactNode;
  'aria-label'?: string;
}

/**
 * A paged table with antd Table's look (header, row hover, spinner over the rows while loading, 暂无数据 only once
 * loaded and empty, paging with 共 N 条 and a page-size choice), as a semantic <table> without antd Table's code and
 * what it brings for filter menus (tree, menu, checkbox, radio, dropdown): the homework list's first load (issue 9
 * item 23).
 */
export function DataTable<T>({ columns, rows, rowKey, loading = false, paging, minWidth, empty = '暂无数据', ...aria }: DataTableProps<T>) {
  return (
    <div className={loading ? 'zy-table-wrap zy-table-loading' : 'zy-table-wrap'} aria-busy={loading}>
      <div className="zy-table-scroll">
        <table className="zy-table" style={minWidth ? { minWidth } : undefined} aria-label={aria['aria-label']}>
          <colgroup>
            {columns.map((c) => (
              <col key={c.key} style={c.width ? { width: c.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="zy-table-placeholder">
                {/* While loading the spinner stands alone: no 暂无数据 under it (issue 9 item 25). */}
                <td colSpan={columns.length}>{loading ? <div style={{ height: 44 }} /> : <EmptyState text={empty} />}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className="zy-table-row">
                  {columns.map((c) => (
                    <td key={c.key} className={c.ellipsis ? 'zy-cell-ellipsis' : undefined} title={c.cellTitle?.(row)}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {loading && (
        <div className="zy-table-spinner">
          <span className="zy-spin" role="progressbar" aria-label="加载中" />
        </div>
      )}
      {paging && paging.total > 0 && <Pagination {...paging} />}
    </div>
  );
}

function EmptyState({ text }: { text: ReactNode }) {
  return (
    <div className="zy-empty">
      <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
          <g fillRule="nonzero" stroke="#d9d9d9">
            <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
            <path
              d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
              fill="#fafafa"
            />
          </g>
        </g>
      </svg>
      <span>{text}</span>
    </div>
  );
}

/** Page numbers to show: all up to 9 pages, else the first, the last and two either side of the current one. */
export function pageItems(current: number, pages: number): (number | 'prev-more' | 'next-more')[] {
  if (pages <= 9) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, pages - 5));
  const to = Math.min(pages - 1, Math.max(current + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? ['prev-more' as const] : []), ...middle, ...(to < pages - 1 ? ['next-more' as const] : []), pages];
}

const arrowStyle: CSSProperties = { fontSize: 12 };

/** antd Pagination's items: 共 N 条, ‹ 1 … 4 5 6 … 9 ›, and N 条/页 (spec 03 §9: sizes 10–50). */
function Pagination({ pageIndex, pageSize, total, unit, onChange }: DataPaging) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (index: number) => onChange(Math.min(pages, Math.max(1, index)), pageSize);
  return (
    <nav aria-label="分页">
      <ul className="zy-pagination">
        <li className="zy-pagination-total">{`共 ${total} ${unit}`}</li>
        <li>
          <button type="button" className="zy-page" title="上一页" aria-label="上一页" disabled={pageIndex <= 1} onClick={() => go(pageIndex - 1)}>
            <LeftOutlined style={arrowStyle} />
          </button>
        </li>
        {pageItems(pageIndex, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button type="button" className="zy-page" title={String(item)} aria-current={item === pageIndex ? 'page' : undefined} onClick={() => go(item)}>
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="zy-page zy-page-ellipsis"
                title={item === 'prev-more' ? '向前 5 页' : '向后 5 页'}
                onClick={() => go(item === 'prev-more' ? pageIndex - 5 : pageIndex + 5)}
              >
                •••
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="zy-page" title="下一页" aria-label="下一页" disabled={pageIndex >= pages} onClick={() => go(pageIndex + 1)}>
            <RightOutlined style={arrowStyle} />
          </button>
        </li>
        <li>
          <select
            className="zy-page-size"
            aria-label="每页条数"
            value={pageSize}
            onChange={(e) => onChange(1, Number(e.target.value))}
          >
            {Paging.pageSizes.map((size) => (
              <option key={size} value={size}>{`${size} 条/页`}</option>
            ))}
          </select>
        </li>
      </ul>
    </nav>
  );
}
