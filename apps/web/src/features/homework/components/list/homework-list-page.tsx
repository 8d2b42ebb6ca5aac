import { useEffect } from 'react';
import { App, Card, Flex, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TWorkListRow } from '@zuoyeben/shared';
import { GuardedButton, useCurrentUser, useSelectedPeriodKm } from '@/features/auth';
import { useAllClass } from '../../api/get-all-class';
import { useDeleteWork } from '../../api/delete-work';
import { useWorkList } from '../../api/get-work-list';
import { useWorkListFilters } from '../../hooks/use-work-list-filters';
import { workLinks } from '../../lib/work-links';
import { WorkListFilterBar } from './work-list-filter-bar';
import { WorkTable, type WorkAction } from './work-table';

/** Tabs by work type, in the sidebar's order (spec 02 §2), plus all kinds and teaching aids. */
const TABS = [
  { key: '', label: '全部作业' },
  { key: '3', label: '线下作业' },
  { key: '1', label: '在线作业' },
  { key: '4', label: '扫描作业' },
  { key: '5', label: '教辅作业' },
];

/** 作业列表 (/jobManager/job): filters, paged table with row actions, and 布置作业. */
export function HomeworkListPage() {
  const { school } = useCurrentUser();
  const selected = useSelectedPeriodKm();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { filters, workType, pageIndex, pageSize, query, update, setWorkType, setPage, setPageIndex, reset } =
    useWorkListFilters(selected?.km);
  const list = useWorkList(query);
  const classes = useAllClass(school.ru);
  const remove = useDeleteWork();

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
      action === 'edit' ? workLinks.edit(guid, row.workType)
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
    <Card
      title="作业列表"
      extra={
        <GuardedButton type="primary" icon={<PlusOutlined />} onClick={() => navigate(workLinks.tiku(workType))}>
          布置作业
        </GuardedButton>
      }
    >
      <Flex vertical gap="middle">
        <Tabs
          activeKey={workType ? String(workType) : ''}
          items={TABS}
          onChange={(key) => setWorkType(key ? Number(key) : undefined)}
          style={{ marginBottom: -16 }}
        />
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
      </Flex>
    </Card>
  );
}
