import { App, Button, Popconfirm } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { ItemEditorMessages, type TBankItem } from '@zuoyeben/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useDeleteBankItem } from '../api/delete-bank-item';
import { BankMessages } from '../lib/messages';

/** The question editor for an item of the list, with the query of spec 02 §2. */
export const editorHrefOf = (item: Pick<TBankItem, 'itemGuid' | 'itemTypeName' | 'km' | 'period' | 'source'>) =>
  paths.questionEditor.getHref({ itemGuid: item.itemGuid, itemTypeName: item.itemTypeName, km: item.km, period: item.period, source: item.source });

/** 编辑 and 删除 of the school's own items (校本题库, 我的题库) the teacher may change (spec 02 §2, §5). */
export function OwnItemActions({ item }: { item: TBankItem }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const remove = useDeleteBankItem();
  return (
    <>
      <Button type="text" size="small" icon={<EditOutlined />} onClick={() => navigate(editorHrefOf(item))}>编辑</Button>
      <Popconfirm
        title={BankMessages.removeItemConfirm}
        okText="删除"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={() => remove.mutateAsync(item.itemGuid).then(() => void message.success(ItemEditorMessages.deleted), () => undefined)}
        onCancel={() => message.info(BankMessages.deleteCancelled)}
      >
        <Button type="text" size="small" danger icon={<DeleteOutlined />} loading={remove.isPending}>删除</Button>
      </Popconfirm>
    </>
  );
}
