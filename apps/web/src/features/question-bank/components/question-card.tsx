import { useState } from 'react';
import { App, Button, Card, Divider, Flex, Space, Typography, theme } from 'antd';
import { EyeOutlined, FlagOutlined, MinusCircleOutlined, PlusCircleOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { discriminationBand, type TBankItem, type TSubjectScope } from '@zuoyeben/shared';
import { useAddToBasket } from '../api/add-to-basket';
import { useCollectItem } from '../api/collect-item';
import { useRemoveFromBasket } from '../api/remove-from-basket';
import { useUncollectItem } from '../api/uncollect-item';
import { useCollectReminder } from '@/components/collect-reminder';
import { useExchangeMode } from '../hooks/use-exchange-mode';
import { BankMessages } from '../lib/messages';
import { CorrectionDialog } from './correction-dialog';
import { ExchangeButton } from './exchange-button';
import { KnowledgeTags } from './knowledge-tags';
import { OwnItemActions } from './own-item-actions';
import { AnswerPanel, QuestionBody } from './question-body';

interface QuestionCardProps {
  item: TBankItem;
  /** Number on this page (1-based, counting earlier pages). */
  index: number;
  scope: TSubjectScope;
  /** Whether the basket holds the item; the basket is the source of truth so buttons flip at once. */
  inBasket: boolean;
}

function Meta({ label, value }: { label: string; value: string | number }) {
  return (
    <Typography.Text type="secondary">
      {label}：<Typography.Text>{value}</Typography.Text>
    </Typography.Text>
  );
}

/** One question of the bank list: stem, facts, and 查看解析 / 收藏 / 试题篮 actions (spec 02 §2, §4). */
export function QuestionCard({ item, index, scope, inBasket }: QuestionCardProps) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [isAnswerOpen, setAnswerOpen] = useState(false);
  const [isCorrectionOpen, setCorrectionOpen] = useState(false);
  const isExchange = useExchangeMode() !== null;
  const add = useAddToBasket(scope);
  const remove = useRemoveFromBasket(scope);
  const collect = useCollectItem();
  const remindCollect = useCollectReminder();
  const uncollect = useUncollectItem();
  const ref = { itemGuid: item.itemGuid, itemVersion: item.itemVersion };

  // Failures are told by the API client (the server's own words); here only success is announced.
  const toggleBasket = () => {
    if (inBasket) remove.mutate(item.itemGuid, { onSuccess: () => message.success(BankMessages.removed) });
    else add.mutate({ ...ref, itemTypeGuid: item.itemTypeGuid }, { onSuccess: () => message.success(BankMessages.added) });
  };
  const toggleCollect = () => {
    if (item.isCollection) uncollect.mutate(ref, { onSuccess: () => message.success(BankMessages.uncollected) });
    else remindCollect(() => collect.mutate(ref, { onSuccess: () => message.success(BankMessages.collected) }));
  };

  return (
    <Card size="small" styles={{ body: { padding: 0 } }} aria-label={`第${index}题`} role="article">
      <Flex vertical gap={12} style={{ padding: `${token.paddingSM}px ${token.padding}px` }}>
        <Flex gap={8} align="baseline">
          <Typography.Text strong style={{ flex: 'none' }}>{index}.</Typography.Text>
          <div style={{ minWidth: 0, flex: 1 }}>
            <QuestionBody item={item} />
          </div>
        </Flex>
        {isAnswerOpen && <AnswerPanel item={item} />}
      </Flex>
      <Flex
        justify="space-between"
        align="center"
        wrap
        gap={8}
        style={{
          padding: `${token.paddingXS}px ${token.padding}px`,
          borderTop: `1px solid ${token.colorBorderSecondary}`,
          background: token.colorFillQuaternary,
        }}
      >
        <Space size={4} wrap separator={<Divider orientation="vertical" />}>
          <Meta label="题型" value={item.itemTypeName} />
          <Meta label="难度" value={item.difficultyName} />
          <Meta label="年份" value={item.year} />
          {item.gradeName && <Meta label="年级" value={item.gradeName} />}
          <Meta label="使用" value={`${item.useCount}次`} />
          {item.discrimination !== null && (
            <Meta label="区分度" value={`${discriminationBand(item.discrimination)}（${item.discrimination.toFixed(2)}）`} />
          )}
          {/* The server names the provinces (全国 for five or more), never the codes. */}
          {item.provinceName && <Meta label="地区" value={item.provinceName} />}
          <KnowledgeTags names={item.knowledgeNames} />
        </Space>
        {/* When the facts take the whole row the actions wrap below them, still on the right. */}
        <Space size={4} style={{ marginInlineStart: 'auto' }}>
          {item.canEdit && <OwnItemActions item={item} />}
          <Button type="text" size="small" icon={<EyeOutlined />} onClick={() => setAnswerOpen((v) => !v)} aria-expanded={isAnswerOpen}>
            {isAnswerOpen ? '收起解析' : '查看解析'}
          </Button>
          <Button type="text" size="small" icon={<FlagOutlined />} onClick={() => setCorrectionOpen(true)}>
            纠错
          </Button>
          <Button
            type="text"
            size="small"
            icon={item.isCollection ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
            loading={collect.isPending || uncollect.isPending}
            onClick={toggleCollect}
          >
            {item.isCollection ? '取消收藏' : '收藏'}
          </Button>
          {isExchange ? (
            <ExchangeButton item={item} scope={scope} inBasket={inBasket} />
          ) : (
            <Button
              type={inBasket ? 'default' : 'primary'}
              danger={inBasket}
              size="small"
              icon={inBasket ? <MinusCircleOutlined /> : <PlusCircleOutlined />}
              loading={add.isPending || remove.isPending}
              onClick={toggleBasket}
            >
              {inBasket ? '移出试题篮' : '加入试题篮'}
            </Button>
          )}
        </Space>
      </Flex>
      <CorrectionDialog open={isCorrectionOpen} item={ref} onClose={() => setCorrectionOpen(false)} />
    </Card>
  );
}
