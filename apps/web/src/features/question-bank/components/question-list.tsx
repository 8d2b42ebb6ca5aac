import { Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { Paging, type TBankItemPage, type TBasket, type TSubjectScope } from '@zuoyeben/shared';
import { BankMessages } from '../lib/messages';
import { QuestionCard } from './question-card';

interface QuestionListProps {
  page: TBankItemPage | undefined;
  isLoading: boolean;
  scope: TSubjectScope;
  basket: TBasket | undefined;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number, pageSize: number): void;
}

/** The questions of one page, numbered across pages, with paging 10–50 (spec 02 §2, §9). */
export function QuestionList({ page, isLoading, scope, basket, pageIndex, pageSize, onPageChange }: QuestionListProps) {
  if (isLoading && !page) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!page || page.list.length === 0) return <Empty style={{ padding: '48px 0' }} description={BankMessages.noData} />;
  const inBasket = new Set(basket?.groups.flatMap((g) => g.items.map((i) => i.itemGuid)) ?? []);
  return (
    <Flex vertical gap={12}>
      {page.list.map((item, i) => (
        <QuestionCard
          key={item.itemGuid}
          item={item}
          index={(pageIndex - 1) * pageSize + i + 1}
          scope={scope}
          // Until the basket has loaded, the row's own flag is the best guess.
          inBasket={basket ? inBasket.has(item.itemGuid) : item.inBasket}
        />
      ))}
      <Flex justify="flex-end">
        <Pagination
          current={pageIndex}
          pageSize={pageSize}
          total={page.total}
          showSizeChanger
          pageSizeOptions={Paging.pageSizes.map(String)}
          showTotal={(total) => <Typography.Text type="secondary">共 {total} 题</Typography.Text>}
          onChange={onPageChange}
        />
      </Flex>
    </Flex>
  );
}
