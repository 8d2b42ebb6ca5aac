import { useState, type ComponentType, type ReactNode } from 'react';
import { Alert, App, Button, Card, Empty, Flex, FloatButton, Tabs, theme } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { BankSource, type PeriodCode, type TBasket, type TSubjectScope } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useCurrentUser, useSelectedPeriodKm } from '@/features/auth';
import { scopeGradeOf, useTeachingScope } from '@/features/teach-info';
import { CenteredSpin } from '@/components/centered-spin';
import { useBankItems } from '../api/get-bank-items';
import { useBasket } from '../api/get-basket';
import { useBankFilters } from '../hooks/use-bank-filters';
import { ExchangeModeContext, exchangeQueryOf, type ExchangeMode } from '../hooks/use-exchange-mode';
import { BANK_TABS, bankSourceOf, INITIAL_FILTERS, PANEL_SOURCES, PERMISSION_TABS, treeNodeOf } from '../lib/bank-filters';
import { BankMessages } from '../lib/messages';
import { AddPageBar } from './add-page-button';
import { BasketButton } from './basket-button';
import { BasketDrawer } from './basket-drawer';
import { CollectionScreen } from './collection-screen';
import { MyPapersScreen } from './my-papers-screen';
import { FilterBar } from './filter-bar';
import { NewItemButton } from './new-item-button';
import { QuestionList } from './question-list';
import { TreeSidebar } from './tree-sidebar';

/** Distance scrolled before the back-to-top button shows (spec 02 §2, §9). */
const BACK_TOP_AFTER = 200;

/** What a source's own screen gets from the bank: the scope, the basket and the source tabs to draw at its top. */
export interface BankPanelProps {
  scope: TSubjectScope;
  basket: TBasket | undefined;
  sourceTabs: ReactNode;
}
/** Screens of the sources another feature draws (校本试卷 2, 校本教辅 3), by sourceType; the app's route passes them. */
export type BankSourcePanels = Partial<Record<number, ComponentType<BankPanelProps>>>;

/** Buttons another feature adds beside the source tabs (导入Word试卷), given the tab shown. */
export type BankSourceActions = ComponentType<{ sourceType: number; scope: TSubjectScope }>;

function Bank({ scope, gradeCode, panels, sourceActions: Actions }: {
  scope: TSubjectScope;
  /** The first grade filter (the teaching scope's grade of this subject). */
  gradeCode?: string;
  panels: BankSourcePanels;
  sourceActions?: BankSourceActions;
}) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { permission } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const sourceType = bankSourceOf(params.get('sourceType'));
  // 我的收藏 is its own screen of collected questions and papers (spec 02 §2 collection screen).
  const isCollections = sourceType === BankSource.MyFavourites;
  const Panel = isCollections ? CollectionScreen : sourceType === BankSource.MyPapers ? MyPapersScreen : panels[sourceType];
  const exchangeQuery = exchangeQueryOf(params);
  // Replace mode lists the replaced question's type first.
  const { filters, change, setPage } = useBankFilters({ ...INITIAL_FILTERS, itemTypeGuid: exchangeQuery?.itemTypeGuid, gradeCode });
  const [isBasketOpen, setBasketOpen] = useState(false);
  /** Leaves replace mode: back to the page that opened it, else this bank with the basket open. */
  const leaveExchange = () => {
    if (location.key !== 'default') {
      navigate(-1);
      return;
    }
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      ['exchange', 'exchangeGuid', 'itemTypeGuid'].forEach((key) => next.delete(key));
      return next;
    }, { replace: true });
    setBasketOpen(true);
  };
  const exchange: ExchangeMode | null = exchangeQuery && { ...exchangeQuery, onReplaced: leaveExchange };
  const basket = useBasket(scope);
  const items = useBankItems(Panel ? null : {
    ...scope,
    sourceType,
    ...treeNodeOf(filters),
    itemTypeGuid: filters.itemTypeGuid,
    difficultyGuid: filters.difficultyGuid,
    discrimination: filters.discrimination,
    year: filters.year,
    gradeCode: filters.gradeCode as never,
    provinceCode: filters.provinceCode,
    startTime: filters.startTime,
    endTime: filters.endTime,
    filterUsedItem: filters.filterUsedItem,
    pageIndex: filters.pageIndex,
    pageSize: filters.pageSize,
  });

  const selectedGuid = filters.treeTab === 100 ? filters.chapterGuid : filters.knowledgeGuid;
  const openBasket = () => {
    if (!basket.data?.total) message.warning(BankMessages.basketEmpty);
    else setBasketOpen(true);
  };
  const compose = () => {
    if (!basket.data?.total) {
      message.warning(BankMessages.selectFirst);
      return;
    }
    navigate(paths.homework.paper.getHref({ workType: params.get('workType'), source: 0, period: scope.period, km: scope.km }));
  };

  const sourceTabs = (
    <Tabs
      activeKey={String(sourceType)}
      tabBarExtraContent={(
        <Flex gap={8}>
          <NewItemButton sourceType={sourceType} scope={scope} />
          {Actions && <Actions sourceType={sourceType} scope={scope} />}
        </Flex>
      )}
      items={BANK_TABS.filter((t) => !PANEL_SOURCES.includes(t.sourceType) || panels[t.sourceType])
        .filter((t) => !PERMISSION_TABS[t.sourceType] || permission[PERMISSION_TABS[t.sourceType]!])
        .map((t) => ({ key: String(t.sourceType), label: t.label }))}
      onChange={(k) => {
        setParams((prev) => ({ ...Object.fromEntries(prev), sourceType: k }), { replace: true });
        change({});
      }}
    />
  );
  const basketParts = (
    <>
      <BasketButton basket={basket.data} onOpen={openBasket} />
      <BasketDrawer open={isBasketOpen} onClose={() => setBasketOpen(false)} basket={basket.data} scope={scope} onCompose={compose} />
      <FloatButton.BackTop visibilityHeight={BACK_TOP_AFTER} tooltip="回到顶部" />
    </>
  );

  if (Panel) {
    return (
      <ExchangeModeContext value={exchange}>
        <Flex gap={16} align="flex-start" style={{ paddingInlineEnd: 64 }}>
          <Panel scope={scope} basket={basket.data} sourceTabs={sourceTabs} />
          {basketParts}
        </Flex>
      </ExchangeModeContext>
    );
  }
  return (
    <ExchangeModeContext value={exchange}>
      {/* The right gutter keeps the floating 试题篮 button off the cards' action buttons. */}
      <Flex gap={16} align="flex-start" style={{ paddingInlineEnd: 64 }}>
        <Card size="small" style={{ width: 280, flex: 'none', position: 'sticky', top: token.margin }}
          styles={{ body: { maxHeight: 'calc(100vh - 140px)', overflow: 'auto' } }}>
          <TreeSidebar
            scope={scope}
            tab={filters.treeTab}
            selectedGuid={selectedGuid}
            onTabChange={(treeTab) => change({ treeTab })}
            onSelect={(guid) => change(filters.treeTab === 100 ? { chapterGuid: guid } : { knowledgeGuid: guid })}
          />
        </Card>
        <Flex vertical gap={16} style={{ flex: 1, minWidth: 0 }}>
          {exchange && (
            <Alert type="info" showIcon title="替换试题：点击试题下方的“替换”，新题将替换试题篮中的原题，位置与分值不变"
              action={<Button size="small" onClick={leaveExchange}>取消替换</Button>} />
          )}
          <Card size="small" styles={{ body: { paddingTop: 0 } }}>
            {sourceTabs}
            <FilterBar period={scope.period as PeriodCode} filters={filters} onChange={change} />
          </Card>
          <section aria-label="试题列表">
            {!exchange && <AddPageBar items={items.data?.list ?? []} scope={scope} />}
            <QuestionList
            page={items.data}
            isLoading={items.isLoading}
            scope={scope}
            basket={basket.data}
            pageIndex={filters.pageIndex}
            pageSize={filters.pageSize}
            onPageChange={(pageIndex, pageSize) => {
              setPage(pageIndex, pageSize);
              window.scrollTo({ top: 0 });
            }}
          />
          </section>
        </Flex>
        {basketParts}
      </Flex>
    </ExchangeModeContext>
  );
}

/** 题库选题 (/jobManager/job-edit-tiku): the question bank with the basket (spec 02 §2). */
export function QuestionBankPage({ panels = {}, sourceActions }: { panels?: BankSourcePanels; sourceActions?: BankSourceActions }) {
  const selected = useSelectedPeriodKm();
  const teachingScope = useTeachingScope();
  if (!selected) return <Card><Empty description="请先在右上角选择学段、科目" /></Card>;
  // The teaching scope's grade of this subject is the first grade filter; without an answer there is none.
  if (teachingScope.isPending) return <CenteredSpin />;
  const gradeCode = scopeGradeOf(teachingScope.data, selected.period, selected.km);
  // A new period or subject is a new bank: filters, tree and page start again.
  return <Bank key={`${selected.period}-${selected.km}`} scope={selected} gradeCode={gradeCode} panels={panels} sourceActions={sourceActions} />;
}
