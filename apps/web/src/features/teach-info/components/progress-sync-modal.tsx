import { App, Button, Empty, Flex, Modal, Popconfirm, Spin, Typography } from 'antd';
import type { TGradeKmQuery } from '@zuoyeben/shared';
import { useOtherProgress } from '../api/progress/get-other-progress';
import { useSyncProgress } from '../api/progress/sync-progress';

/** 同步其他老师进度: colleagues of the same grade and subject; one of theirs replaces the teacher's own progress and plan. */
export function ProgressSyncModal({ open, gradeKm, onClose }: { open: boolean; gradeKm: TGradeKmQuery; onClose(): void }) {
  const { message } = App.useApp();
  const others = useOtherProgress(gradeKm, open);
  const sync = useSyncProgress();
  const copy = (sourceGuid: string) =>
    sync.mutateAsync({ ...gradeKm, sourceGuid }).then(() => {
      message.success('已同步');
      onClose();
    }, () => undefined);

  return (
    <Modal open={open} title="同步其他老师的教学进度" footer={null} onCancel={onClose} width={600} destroyOnHidden>
      <Typography.Paragraph type="secondary">同年级同学科的老师设置的进度；同步后您的教材、当前章节和教学计划与其一致。</Typography.Paragraph>
      <Spin spinning={others.isLoading}>
        {!others.isLoading && (others.data?.list.length ?? 0) === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无其他老师的进度" />}
        <Flex vertical gap={8}>
          {(others.data?.list ?? []).map((p) => (
            <Flex key={p.guid} justify="space-between" align="center" gap={12}>
              <Flex vertical>
                <Typography.Text strong>{`${p.teacherName}（${p.textbookName}）`}</Typography.Text>
                <Typography.Text type="secondary">
                  {`当前：${p.currentChapterName ?? '尚未开始'} · 已完成 ${p.doneCount}/${p.totalCount} · 更新于 ${new Date(p.updatedAt).toLocaleDateString('zh-CN')}`}
                </Typography.Text>
              </Flex>
              <Popconfirm title="将覆盖您当前的进度与计划，确定同步吗？" okText="同步" cancelText="取消" onConfirm={() => copy(p.guid)}>
                <Button type="link" loading={sync.isPending}>同步</Button>
              </Popconfirm>
            </Flex>
          ))}
        </Flex>
      </Spin>
    </Modal>
  );
}
