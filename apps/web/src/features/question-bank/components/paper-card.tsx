import { App, Button, Dropdown, Tag, type MenuProps } from 'antd';
import { DownOutlined, EyeOutlined } from '@ant-design/icons';
import { PaperMessages, PaperShareStatus, type TCollectionPaper } from '@zuoyeben/shared';
import { useNavigate } from 'react-router';
import { PaperCardFrame } from '@/components/paper-card-frame';
import { PaperCollectButton } from '@/components/paper-collect-button';
import { paths } from '@/config/paths';
import { useUncollectPaper } from '@/lib/paper-collect-api';
import { useCancelSharePaper } from '../api/cancel-share-paper';
import { useDeletePaper } from '../api/delete-paper';
import { useSharePaper } from '../api/share-paper';
import { CollectionMessages } from '../lib/collection-messages';

type MoreKey = 'share' | 'cancelShare' | 'uncollect' | 'delete';

/**
 * A collected paper (spec 02 §2): name with NEW, grade, subject, item count, source and recommend date; 查看,
 * 收藏/已收藏 and 更多 → 分享到校本库 / 取消分享 / 取消收藏 / 删除 (daily practice only), each confirmed first.
 */
export function PaperCard({ paper }: { paper: TCollectionPaper }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const share = useSharePaper();
  const cancelShare = useCancelSharePaper();
  const uncollect = useUncollectPaper();
  const remove = useDeletePaper();
  const ref = { paperGuid: paper.paperGuid };
  const isShared = paper.isShareStatus === PaperShareStatus.Shared;

  const actions: Record<MoreKey, { label: string; confirm: string; danger?: boolean; run(): void }> = {
    share: { label: '分享到校本库', confirm: CollectionMessages.shareConfirm,
      run: () => share.mutate(ref, { onSuccess: () => message.success(PaperMessages.shared) }) },
    cancelShare: { label: '取消分享', confirm: CollectionMessages.cancelShareConfirm,
      run: () => cancelShare.mutate(ref, { onSuccess: () => message.success(PaperMessages.unshared) }) },
    uncollect: { label: '取消收藏', confirm: CollectionMessages.uncollectConfirm,
      run: () => uncollect.mutate(ref, { onSuccess: () => message.success(PaperMessages.uncollected) }) },
    delete: { label: '删除', confirm: CollectionMessages.deleteConfirm, danger: true,
      run: () => remove.mutate(ref, { onSuccess: () => message.success(PaperMessages.deleted) }) },
  };
  const shown: MoreKey[] = [
    ...(!isShared && paper.canShare ? ['share' as const] : []),
    ...(isShared && paper.canCancelShare ? ['cancelShare' as const] : []),
    'uncollect',
    ...(paper.canDelete ? ['delete' as const] : []),
  ];
  const menu: MenuProps = {
    items: shown.map((key) => ({ key, label: actions[key].label, danger: actions[key].danger })),
    onClick: ({ key }) => {
      const action = actions[key as MoreKey];
      modal.confirm({
        title: CollectionMessages.confirmTitle,
        content: action.confirm,
        okText: '确定',
        cancelText: '取消',
        okButtonProps: { danger: action.danger },
        onOk: action.run,
        onCancel: key === 'delete' ? () => void message.info(CollectionMessages.cancelled) : undefined,
      });
    },
  };
  const isBusy = share.isPending || cancelShare.isPending || uncollect.isPending || remove.isPending;

  return (
    <PaperCardFrame
      paper={paper}
      badges={isShared && <Tag color="success" variant="filled">已分享到校本库</Tag>}
      actions={(
        <>
          <Button type="text" size="small" icon={<EyeOutlined />}
            onClick={() => navigate(paths.homework.paperDetail.getHref({ paperGuid: paper.paperGuid, period: paper.period, km: paper.km }))}>
            查看
          </Button>
          <PaperCollectButton paperGuid={paper.paperGuid} isCollection={paper.isCollection} />
          <Dropdown menu={menu} trigger={['click']} disabled={isBusy}>
            <Button type="text" size="small" loading={isBusy}>
              更多<DownOutlined />
            </Button>
          </Dropdown>
        </>
      )}
    />
  );
}
