import { useState } from 'react';
import { App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TTeachInfo } from '@zuoyeben/shared';
import { useDeleteTeachInfo } from '../api/delete-teach-info';
import { useTeachInfoList } from '../api/get-teach-info-list';
import { TeachInfoFormModal } from './teach-info-form-modal';
import { TeachInfoTable } from './teach-info-table';

/** 教学信息 (/usercenter/teachinfo): what the user teaches — period, subject, textbook, grades and classes. */
export function TeachInfoPage() {
  const { message } = App.useApp();
  const list = useTeachInfoList();
  const remove = useDeleteTeachInfo();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TTeachInfo | null>(null);

  const openForm = (item: TTeachInfo | null) => {
    setEditing(item);
    setFormOpen(true);
  };
  // Refusals are shown by the api client; only success needs a word here (spec 03 §5).
  const removeOne = (item: TTeachInfo) =>
    remove.mutateAsync(item.Guid).then(
      () => void message.success('删除成功！'),
      () => undefined,
    );

  return (
    <Card
      title="教学信息"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
          添加教学信息
        </Button>
      }
    >
      <TeachInfoTable items={list.data?.list ?? []} loading={list.isFetching} onEdit={openForm} onRemove={removeOne} />
      <TeachInfoFormModal open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
    </Card>
  );
}
