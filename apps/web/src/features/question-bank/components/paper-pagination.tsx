import { Flex, Pagination, Typography } from 'antd';
import { Paging } from '@zuoyeben/shared';

interface PaperPaginationProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  onChange(pageIndex: number, pageSize: number): void;
}

/** The pager under a list of papers: 共 N 份, sizes 10–50 (spec 02 §9). */
export function PaperPagination({ pageIndex, pageSize, total, onChange }: PaperPaginationProps) {
  return (
    <Flex justify="flex-end">
      <Pagination
        current={pageIndex}
        pageSize={pageSize}
        total={total}
        showSizeChanger
        pageSizeOptions={Paging.pageSizes.map(String)}
        showTotal={(n) => <Typography.Text type="secondary">共 {n} 份</Typography.Text>}
        onChange={onChange}
      />
    </Flex>
  );
}
