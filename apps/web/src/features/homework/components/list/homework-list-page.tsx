import { lazy, Suspense, useEffect } from 'react';
import { App, Flex, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import type { TWorkListRow } from '@zuoyeben/shared';
import { LightCard } from '@/components/light/card';
import { LightSpin } from '@/components/light/light-spin';
import { TabBar } from '@/components/light/tab-bar';
import { GuardedButton, useCurrentUser, useSelectedPeriodKm } from '@/features/auth';
import { useAllClass } from '../../api/get-all-class';
import { useDeleteWork } from '../../api/delete-work';
import { useWorkList } from '../../api/get-work-list';
import { useWorkListFilters } from '../../hooks/use-work-list-filters';
import { workLinks } from '../../lib/work-links';
import { WorkListFilterBar } from './work-list-filter-bar';
import { WorkTable, type WorkAction } from './work-table';

// The 备课 tab loads on first use: its upload and form code would otherwise slow the list's first paint.
const PreparingList = lazy(() => import('@/features/preparing-work').then((m) => ({ default: m.PreparingList })));
const RevisedList = lazy(() => import('@/features/corrections').then((m) => ({ default: m.RevisedList })));

/** The preparation tab (spec 02 §2 preparation jobs): the teacher's 备课, chosen by ?tab=prepare. */
const PREPARE_TAB = 'prepare';
/** The revised tab (spec 02 §2 revised jobs, getRevisedList), chosen by ?tab=revised. */
const REVISED_TAB = 'revised';
const EXAM_TAB = 'exam';

/** Tabs by work type, in the sidebar's order (spec 02 §2), plus all kinds, teaching aids and 备课. */
const TABS = [
  { key: '', label: '全部作业' },
  { key: '3', label: '线下作业' },
  { key: '1', label: '在线作业' },
  { key: '4', label: '扫描作业' },
  { key: '5', label: '教辅作业' },
  { key: EXAM_TAB, label: '考试' },
  { key: PREPARE_TAB, label: '备课' },
  { key: REVISED_TAB, label: '订正' },
];

/** 作业列表 (/jobManager/job): filters, paged table with row actions, and 布置作业. */
export function HomeworkListPage() {
  const { school } = useCurrentUser();
  const selected = useSelectedPeriodKm();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { filters, workType, examOnly, pageIndex, pageSize, query, update, setWorkType, setExamTab, setPage, setPageIndex, reset } =
    useWorkListFilters(selected?.km);
  const list = useWorkList(query);
  const classes = useAllClass(school.ru);
  const remove = useDeleteWork();
  const [searchParams, setSearchParams] = useSearchParams();
  const isPrepare = searchParams.get('tab') === PREPARE_TAB;
  const isRevised = searchParams.get('tab') === REVISED_TAB;

  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  // Deleting the last row of a later page leaves it empty: step back to the new last page.
  useEffect(() => {
    if (!list.isPlaceholderData && rows.length === 0 && pageIndex > 1 && total > 0) {
      setPageIndex(Math.max(1, Math.ceil(total / pageSize)));
    }
  }, [list.isPlaceholderData, rows.length, total, pageIndex, pageSize, setPageIndex]);

  const onAction = (action: WorkAction, row: TWorkListRow) => {
    const guid = row.workInfoGuid;
    const to =
      row.isExam && action === 'details' ? workLinks.examDetails(guid)
      : row.isExam && action === 'edit' ? workLinks.examEdit(guid)
      : row.isExam && action === 'analyze' ? workLinks.examAnalyze(guid, row.name)
      : row.isExam && action === 'submit' ? workLinks.examSubmit(guid)
      : action === 'edit' ? workLinks.edit(guid, row.workType)
      : action === 'copy' ? workLinks.copy(guid, row.workType)
      : workLinks[action](guid);
    navigate(to);
  };
  const onDelete = (row: TWorkListRow) =>
    remove.mutateAsync({ workInfoGuid: row.workInfoGuid, ruCode: school.ru }).then(
      () => void message.success('删除成功！'),
      // The api client already showed the refusal.
      () => undefined,
    );

  return (
    <LightCard
      title="作业列表"
      extra={
        <Space>
          <GuardedButton icon={<PlusOutlined />} onClick={() => navigate(workLinks.examCreate())}>
            创建考试
          </GuardedButton>
          <GuardedButton type="primary" icon={<PlusOutlined />} onClick={() => navigate(workLinks.tiku(workType))}>
            布置作业
          </GuardedButton>
        </Space>
      }
    >
      <Flex vertical gap="middle">
        <TabBar
          aria-label="作业类型"
          activeKey={isPrepare ? PREPARE_TAB : isRevised ? REVISED_TAB : examOnly ? EXAM_TAB : workType ? String(workType) : ''}
          items={TABS}
          onChange={(key) =>
            key === PREPARE_TAB || key === REVISED_TAB ? setSearchParams({ tab: key }) : key === EXAM_TAB ? setExamTab() : setWorkType(key ? Number(key) : undefined)
          }
        />
        {isPrepare ? <Suspense fallback={<LightSpin />}><PreparingList km={selected?.km} /></Suspense>
          : isRevised ? <Suspense fallback={<LightSpin />}><RevisedList km={selected?.km} /></Suspense> : (<>
        <WorkListFilterBar
          km={selected?.km}
          filters={filters}
          grades={classes.data ?? []}
          schoolYear={school.schoolYear}
          onChange={update}
          onReset={reset}
        />
        <WorkTable
          rows={rows}
          total={total}
          loading={list.isFetching}
          pageIndex={pageIndex}
          pageSize={pageSize}
          onPage={setPage}
          onAction={onAction}
          onDelete={onDelete}
        />
        </>)}
      </Flex>
    </LightCard>
  );
}
