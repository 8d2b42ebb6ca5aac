import type { TablePaginationConfig } from 'antd';
import { Paging } from '@zuoyeben/shared';

/** The paging every list uses (spec 03 §9: sizes 10–50, page index from 1), with its total in Chinese. */
export function tablePagination(options: {
  pageIndex: number;
  pageSize: number;
  total: number;
  /** What is counted, e.g. '名学生' → 共 280 名学生. */
  unit: string;
  onChange?: TablePaginationConfig['onChange'];
}): TablePaginationConfig {
  return {
    current: options.pageIndex,
    pageSize: options.pageSize,
    total: options.total,
    showSizeChanger: true,
    pageSizeOptions: Paging.pageSizes.map(String),
    showTotal: (count) => `共 ${count} ${options.unit}`,
    onChange: options.onChange,
  };
}
