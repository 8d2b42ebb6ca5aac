import { Card, Empty, Flex, Modal, Pagination, Skeleton, Typography, theme } from 'antd';
import { gradesOfPeriod, SchoolBasedMessages, type PeriodCode, type TSubjectScope, type TTeachingMaterial } from '@zuoyeben/shared';
import { TagRow, type Choice } from '@/components/tag-row';
import { useTeachingList } from '../api/get-teaching-list';
import { usePagedFilters } from '../hooks/use-paged-filters';
import { GuidanceCover, MaterialFacts } from './guidance-cover';

/** The teaching-material dialog's width and page size (spec 02 §2, §9). */
export const PICKER_WIDTH = 680;
export const PICKER_PAGE_SIZE = 10;

interface TeachingMaterialPickerProps {
  open: boolean;
  scope: TSubjectScope;
  /** The book shown now, marked in the list. */
  currentGuid?: string | null;
  onPick(material: TTeachingMaterial): void;
  onClose(): void;
}

function MaterialCard({ material, isCurrent, onPick }: { material: TTeachingMaterial; isCurrent: boolean; onPick(): void }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" hoverable role="button" aria-label={material.name} onClick={onPick}
      style={{ borderColor: isCurrent ? token.colorPrimary : undefined }}>
      <Flex gap={12} align="flex-start">
        <GuidanceCover material={material} width={64} />
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: material.name }}>{material.name}</Typography.Text>
          <MaterialFacts material={material} />
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * 选择教辅 (spec 02 §2 sidebar, teaching-material picker): 680px, a grade filter (全部 or one grade), the period and
 * subject's books as cards ten to a page, and 暂无教辅数据 when there are none. Choosing a card calls onPick.
 */
export function TeachingMaterialPicker({ open, scope, currentGuid, onPick, onClose }: TeachingMaterialPickerProps) {
  const { filters, change, turnPage } = usePagedFilters<{ gradeCode?: string }>({}, PICKER_PAGE_SIZE);
  const list = useTeachingList({ ...scope, gradeCode: filters.gradeCode as never, pageIndex: filters.pageIndex, pageSize: PICKER_PAGE_SIZE }, open);
  const grades: Choice<string>[] = [{ value: undefined, label: '全部' },
    ...gradesOfPeriod(scope.period as PeriodCode).map((g) => ({ value: g.code, label: g.name }))];
  const page = list.data;

  return (
    <Modal open={open} title="选择教辅" width={PICKER_WIDTH} footer={null} onCancel={onClose} destroyOnHidden>
      <Flex vertical gap={16}>
        <TagRow label="年级" choices={grades} value={filters.gradeCode} onChange={(gradeCode) => change({ gradeCode })} />
        {list.isLoading && !page ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : !page || page.list.length === 0 ? (
          <Empty description={SchoolBasedMessages.noGuidance} />
        ) : (
          <>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 }}>
              {page.list.map((m) => <MaterialCard key={m.guid} material={m} isCurrent={m.guid === currentGuid} onPick={() => onPick(m)} />)}
            </div>
            <Flex justify="flex-end">
              <Pagination size="small" current={filters.pageIndex} pageSize={PICKER_PAGE_SIZE} total={page.total} onChange={(i) => turnPage(i)}
                showTotal={(total) => `共 ${total} 本`} />
            </Flex>
          </>
        )}
      </Flex>
    </Modal>
  );
}
