import { useEffect, useState } from 'react';
import { Card, Flex, Result, Select, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { CorrectionStatus, CorrectionStatusNames, Role, type TItemCorrection } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useCurrentUser, useHasRole } from '@/features/auth';
import { useItemCorrections } from '../../api/get-item-corrections';
import { useCorrectionFilters } from '../../hooks/use-correction-filters';
import { CorrectionTable } from './correction-table';
import { CorrectionViewDialog } from './correction-view-dialog';
import { DismissCorrectionDialog } from './dismiss-correction-dialog';

const ADMIN_ROLES = [Role.Salesman, Role.Collector] as const;
const STATUS_TABS = [
  { status: CorrectionStatus.Pending, count: 'pending' },
  { status: CorrectionStatus.Fixed, count: 'fixed' },
  { status: CorrectionStatus.Dismissed, count: 'dismissed' },
] as const;
const SCOPE_SEPARATOR = '|';

/** Period-and-subject choices of the school, plus 全部. */
function useScopeOptions() {
  const { periods } = useCurrentUser();
  return [
    { value: '', label: '全部学段科目' },
    ...periods.flatMap((p) => p.subjects.map((km) => ({ value: `${p.period}${SCOPE_SEPARATOR}${km}`, label: `${p.periodName}${km}` }))),
  ];
}

function CorrectionsList() {
  const navigate = useNavigate();
  const { params, setStatus, setScope, setPage } = useCorrectionFilters();
  const corrections = useItemCorrections(params);
  const scopeOptions = useScopeOptions();
  const { user } = useCurrentUser();
  const [viewing, setViewing] = useState<TItemCorrection | null>(null);
  const [dismissing, setDismissing] = useState<TItemCorrection | null>(null);

  const list = corrections.data?.list ?? [];
  const total = corrections.data?.total ?? 0;
  const counts = corrections.data?.counts;
  const { pageIndex, pageSize } = params;
  // Handling the last rows of a later page leaves it empty: step back to the new last page.
  useEffect(() => {
    if (!corrections.isPlaceholderData && corrections.data && list.length === 0 && pageIndex > 1) {
      setPage(Math.max(1, Math.ceil(total / pageSize)), pageSize);
    }
  }, [corrections.isPlaceholderData, corrections.data, list.length, total, pageIndex, pageSize, setPage]);

  // 修正 opens the question editor; after saving the new version it reports it with POST …/Corrections/Fixed.
  const fix = (row: TItemCorrection) =>
    navigate(paths.questionEditor.getHref({
      itemGuid: row.itemGuid,
      period: row.item.period,
      km: row.item.km,
      source: row.item.source,
      correctionId: row.id,
    }));

  return (
    <Card
      title="试题纠错"
      extra={
        <Select
          aria-label="学段科目"
          style={{ width: 180 }}
          value={params.period && params.km ? `${params.period}${SCOPE_SEPARATOR}${params.km}` : ''}
          options={scopeOptions}
          onChange={(value: string) => {
            const [period, km] = value ? value.split(SCOPE_SEPARATOR) : [];
            setScope({ period, km });
          }}
        />
      }
    >
      <Flex vertical gap="small">
        <Tabs
          activeKey={String(params.status)}
          onChange={(key) => setStatus(Number(key))}
          items={STATUS_TABS.map((t) => ({
            key: String(t.status),
            label: counts ? `${CorrectionStatusNames[t.status]}（${counts[t.count]}）` : CorrectionStatusNames[t.status],
          }))}
        />
        <CorrectionTable
          rows={list}
          total={total}
          loading={corrections.isFetching}
          pageIndex={pageIndex}
          pageSize={pageSize}
          role={user.userRole}
          onPage={setPage}
          onView={setViewing}
          onFix={fix}
          onDismiss={setDismissing}
        />
      </Flex>
      <CorrectionViewDialog row={viewing} onClose={() => setViewing(null)} />
      <DismissCorrectionDialog row={dismissing} onClose={() => setDismissing(null)} />
    </Card>
  );
}

/** 试题纠错 (/jobManager/item-corrections): the school administrators review the questions teachers reported. */
export function ItemCorrectionsPage() {
  const isAdmin = useHasRole(ADMIN_ROLES);
  if (!isAdmin) return <Result status="403" title="无权限" subTitle="仅学校管理员可以处理试题纠错" />;
  return <CorrectionsList />;
}
