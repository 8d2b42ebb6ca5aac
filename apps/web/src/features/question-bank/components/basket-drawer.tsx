import { useState } from 'react';
import { App, Button, Drawer, Empty, Flex, List, Popconfirm, Tag, Typography, theme } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { DifficultyNames, type DifficultyLevel, type TBasket, type TSubjectScope } from '@zuoyeben/shared';
import { useClearBasket } from '../api/clear-basket';
import { useRemoveBasketType } from '../api/remove-basket-type';
import { useRemoveFromBasket } from '../api/remove-from-basket';
import { useExchangeMode } from '../hooks/use-exchange-mode';
import { BankMessages } from '../lib/messages';
import { RichText } from './rich-text';
import { SimilarQuestionDialog, type ReplacedItem } from './similar-question-dialog';

interface BasketDrawerProps {
  open: boolean;
  onClose(): void;
  basket: TBasket | undefined;
  scope: TSubjectScope;
  onCompose(): void;
}

/**
 * The basket drawer: questions by type with 换一题 (a similar question in place) and remove per item, remove per
 * type, 清空 (not while replacing from the bank) and 去组卷 (spec 02 §2, §4, §5).
 */
export function BasketDrawer({ open, onClose, basket, scope, onCompose }: BasketDrawerProps) {
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
  const removeItem = useRemoveFromBasket(scope);
  const removeType = useRemoveBasketType(scope);
  const clear = useClearBasket(scope);
  const exchange = useExchangeMode();
  const [replacing, setReplacing] = useState<ReplacedItem | null>(null);
  const groups = basket?.groups ?? [];
  const basketGuids = new Set(groups.flatMap((g) => g.items.map((i) => i.itemGuid)));
  // Numbers run on across groups; counted from the data, not while rendering, so a second render counts the same.
  const firstIndexOf = groups.map((_, gi) => groups.slice(0, gi).reduce((n, g) => n + g.items.length, 0));

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
          <Button danger icon={<DeleteOutlined />} disabled={!basket?.total || exchange !== null} onClick={confirmClear}>清空</Button>
          <Button type="primary" onClick={onCompose}>去组卷</Button>
        </Flex>
      }
    >
      {groups.length === 0 ? (
        <Empty description={BankMessages.basketEmpty} />
      ) : (
        <Flex vertical gap={16}>
          {groups.map((g, gi) => (
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
                renderItem={(it, i) => {
                  const index = firstIndexOf[gi]! + i;
                  const number = index + 1;
                  return (
                    <List.Item
                      actions={[
                        <Button key="similar" type="link" size="small" aria-label={`第${number}题换一题`}
                          onClick={() => setReplacing({ ...it, index })}>
                          换一题
                        </Button>,
                        <Popconfirm key="remove" title={BankMessages.removeItemConfirm} okText="确定" cancelText="取消"
                          onConfirm={() => removeItem.mutateAsync(it.itemGuid).then(() => void message.success(BankMessages.removed))}>
                          <Button type="link" size="small" danger aria-label={`移除第${number}题`}>移除</Button>
                        </Popconfirm>,
                      ]}
                    >
                      <Flex gap={8} style={{ minWidth: 0, flex: 1 }}>
                        <Typography.Text strong>{number}.</Typography.Text>
                        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
                          <div style={{ maxHeight: 96, overflow: 'hidden' }}><RichText html={it.stem} className="rich-text-compact" /></div>
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
      <SimilarQuestionDialog scope={scope} original={replacing} basketGuids={basketGuids} onClose={() => setReplacing(null)} />
    </Drawer>
  );
}
