import { App, Button, Drawer, Empty, Flex, List, Popconfirm, Tag, Typography, theme } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { DifficultyNames, type DifficultyLevel, type TBankItem, type TBankItemPage, type TBasket, type TSubjectScope } from '@zuoyeben/shared';
import { useClearBasket } from '../api/clear-basket';
import { bankKeys } from '../api/keys';
import { useRemoveBasketType } from '../api/remove-basket-type';
import { useRemoveFromBasket } from '../api/remove-from-basket';
import { BankMessages } from '../lib/messages';
import { RichText } from './rich-text';

interface BasketDrawerProps {
  open: boolean;
  onClose(): void;
  basket: TBasket | undefined;
  scope: TSubjectScope;
  onCompose(): void;
}

/**
 * The basket answer carries guids, types and scores only, so stems come from the list pages already
 * loaded in this session; an item not seen here shows its number and facts.
 */
function useLoadedItems(): Map<string, TBankItem> {
  const queryClient = useQueryClient();
  const byGuid = new Map<string, TBankItem>();
  for (const [, page] of queryClient.getQueriesData<TBankItemPage>({ queryKey: bankKeys.items() })) {
    page?.list.forEach((item) => byGuid.set(item.itemGuid, item));
  }
  return byGuid;
}

/** The basket drawer: questions by type with remove per item and per type, 清空 and 去组卷 (spec 02 §2, §5). */
export function BasketDrawer({ open, onClose, basket, scope, onCompose }: BasketDrawerProps) {
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
  const removeItem = useRemoveFromBasket(scope);
  const removeType = useRemoveBasketType(scope);
  const clear = useClearBasket(scope);
  const loaded = useLoadedItems();
  const groups = basket?.groups ?? [];
  let number = 0;

  const confirmClear = () =>
    modal.confirm({
      title: BankMessages.clearTitle,
      content: BankMessages.clearConfirm,
      okText: '确定',
      cancelText: '取消',
      onOk: () => clear.mutateAsync(undefined).then(() => void message.success(BankMessages.done)),
    });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={`试题篮（共${basket?.total ?? 0}题）`}
      size={560}
      extra={basket?.difficulty && <Tag>难度：{basket.difficulty.name}</Tag>}
      footer={
        <Flex justify="space-between">
          <Button danger icon={<DeleteOutlined />} disabled={!basket?.total} onClick={confirmClear}>清空</Button>
          <Button type="primary" onClick={onCompose}>去组卷</Button>
        </Flex>
      }
    >
      {groups.length === 0 ? (
        <Empty description={BankMessages.basketEmpty} />
      ) : (
        <Flex vertical gap={16}>
          {groups.map((g) => (
            <section key={g.itemTypeGuid} aria-label={g.itemTypeName}>
              <Flex justify="space-between" align="center"
                style={{ padding: `${token.paddingXXS}px ${token.paddingXS}px`, background: token.colorFillTertiary, borderRadius: token.borderRadius }}>
                <Typography.Text strong>{g.itemTypeName}（{g.total}题，共{g.score}分）</Typography.Text>
                <Popconfirm title={BankMessages.removeTypeConfirm} okText="确定" cancelText="取消"
                  onConfirm={() => removeType.mutateAsync(g.itemTypeGuid).then(() => void message.success(BankMessages.removed))}>
                  <Button type="link" size="small" danger>删除本题型</Button>
                </Popconfirm>
              </Flex>
              <List
                size="small"
                dataSource={g.items}
                renderItem={(it) => {
                  number += 1;
                  const item = loaded.get(it.itemGuid);
                  return (
                    <List.Item
                      actions={[
                        <Popconfirm key="remove" title={BankMessages.removeItemConfirm} okText="确定" cancelText="取消"
                          onConfirm={() => removeItem.mutateAsync(it.itemGuid).then(() => void message.success(BankMessages.removed))}>
                          <Button type="link" size="small" danger aria-label={`移除第${number}题`}>移除</Button>
                        </Popconfirm>,
                      ]}
                    >
                      <Flex gap={8} style={{ minWidth: 0, flex: 1 }}>
                        <Typography.Text strong>{number}.</Typography.Text>
                        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
                          {item ? (
                            <div style={{ maxHeight: 96, overflow: 'hidden' }}><RichText html={item.stem} className="rich-text-compact" /></div>
                          ) : (
                            <Typography.Text type="secondary">试题 {it.itemGuid.slice(0, 8)}</Typography.Text>
                          )}
                          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                            {DifficultyNames[it.difficulty as DifficultyLevel] ?? ''} · {it.score}分
                          </Typography.Text>
                        </Flex>
                      </Flex>
                    </List.Item>
                  );
                }}
              />
            </section>
          ))}
        </Flex>
      )}
    </Drawer>
  );
}
