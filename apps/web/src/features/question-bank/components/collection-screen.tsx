import { useState, type ReactNode } from 'react';
import { App, Card, Empty, Flex, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { CollectTab, type PeriodCode, type TBasket, type TSubjectScope } from '@zuoyeben/shared';
import { useCollectionItems } from '../api/get-collection-items';
import { useCollectionPapers } from '../api/get-collection-papers';
import {
  changeCollectionFilters,
  changeCollectionPage,
  collectTabOf,
  collectionItemsRequest,
  collectionPapersRequest,
  initialCollectionFilters,
  type CollectionFilterChange,
} from '../lib/collection-filters';
import { CollectionMessages } from '../lib/collection-messages';
import { BankMessages } from '../lib/messages';
import { CollectionFilterBar } from './collection-filter-bar';
import { PaperCard } from './paper-card';
import { PaperPagination } from './paper-pagination';
import { QuestionList } from './question-list';

interface CollectionScreenProps {
  /** The period and subject chosen at the top right: the basket's scope and the default subject. */
  scope: TSubjectScope;
  basket: TBasket | undefined;
  /** The bank's source tabs, drawn above the collection tabs. */
  sourceTabs: ReactNode;
}

const COLLECT_TABS = [
  { key: String(CollectTab.Items), label: '收藏的试题' },
  { key: String(CollectTab.Papers), label: '收藏的试卷' },
];

/**
 * 我的收藏 (bank source 5, spec 02 §2): collected questions and papers in two tabs chosen by the collect query key
 * (1 questions, 2 papers), with filters, search, reset and paging 10–50. While a page loads, switching tabs or
 * pages is refused with 数据加载中，请勿频繁操作 (spec 02 §4).
 */
export function CollectionScreen({ scope, basket, sourceTabs }: CollectionScreenProps) {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const tab = collectTabOf(params.get('collect'));
  const [filters, setFilters] = useState(() => initialCollectionFilters(scope.km));
  const period = scope.period as PeriodCode;
  const isItems = tab === CollectTab.Items;
  const items = useCollectionItems(isItems ? collectionItemsRequest(period, filters) : null);
  const papers = useCollectionPapers(isItems ? null : collectionPapersRequest(period, filters));
  const isBusy = isItems ? items.isFetching : papers.isFetching;

  const unlessBusy = (run: () => void) => {
    if (isBusy) message.warning(CollectionMessages.busy);
    else run();
  };
  const change = (c: CollectionFilterChange) => setFilters((s) => changeCollectionFilters(s, c));
  const turnPage = (pageIndex: number, pageSize: number) =>
    unlessBusy(() => {
      setFilters((s) => changeCollectionPage(s, pageIndex, pageSize));
      window.scrollTo({ top: 0 });
    });
  const switchTab = (key: string) =>
    unlessBusy(() => {
      setParams((prev) => ({ ...Object.fromEntries(prev), collect: key }), { replace: true });
      // A question's keyword is not a paper name: each tab starts its search afresh.
      change({ keyword: undefined });
    });

  return (
    <Flex vertical gap={16} style={{ flex: 1, minWidth: 0 }}>
      <Card size="small" styles={{ body: { paddingTop: 0 } }}>
        {sourceTabs}
        <Flex vertical gap={12}>
          <Tabs type="card" size="small" activeKey={String(tab)} items={COLLECT_TABS} onChange={switchTab} tabBarStyle={{ marginBottom: 0 }} />
          <CollectionFilterBar key={tab} tab={tab} period={period} filters={filters} onChange={change}
            onReset={() => setFilters(initialCollectionFilters(scope.km))} />
        </Flex>
      </Card>
      <section aria-label={isItems ? '收藏的试题' : '收藏的试卷'}>
        {isItems ? (
          <QuestionList
            page={items.data}
            isLoading={items.isLoading}
            scope={scope}
            basket={basket}
            pageIndex={filters.pageIndex}
            pageSize={filters.pageSize}
            onPageChange={turnPage}
          />
        ) : papers.isLoading && !papers.data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : !papers.data?.list.length ? (
          <Empty style={{ padding: '48px 0' }} description={BankMessages.noData} />
        ) : (
          <Flex vertical gap={12}>
            {papers.data.list.map((paper) => <PaperCard key={paper.paperGuid} paper={paper} />)}
            <PaperPagination pageIndex={filters.pageIndex} pageSize={filters.pageSize} total={papers.data.total} onChange={turnPage} />
          </Flex>
        )}
      </section>
    </Flex>
  );
}
