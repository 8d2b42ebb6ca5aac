import { App, Button } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import type { TBankItem, TSubjectScope } from '@zuoyeben/shared';
import { useReplaceBasketItem } from '../api/replace-basket-item';
import { useExchangeMode } from '../hooks/use-exchange-mode';
import { BankMessages } from '../lib/messages';

interface ExchangeButtonProps {
  item: TBankItem;
  scope: TSubjectScope;
  /** An item already in the basket (the replaced one included) cannot replace another. */
  inBasket: boolean;
}

/** 替换 of replace mode: the item takes the place and score of the basket item being replaced (spec 02 §2, §4). */
export function ExchangeButton({ item, scope, inBasket }: ExchangeButtonProps) {
  const { message } = App.useApp();
  const exchange = useExchangeMode();
  const replace = useReplaceBasketItem(scope);
  if (!exchange) return null;
  const onClick = () =>
    replace.mutate(
      { beforeItemGuid: exchange.beforeItemGuid, selectItemGuid: item.itemGuid, selectItemVersion: item.itemVersion, selectItemTypeGuid: item.itemTypeGuid },
      {
        onSuccess: () => {
          void message.success(BankMessages.done);
          exchange.onReplaced();
        },
      },
    );
  return (
    <Button type="primary" size="small" icon={<SwapOutlined />} disabled={inBasket} loading={replace.isPending} onClick={onClick}>
      替换
    </Button>
  );
}
