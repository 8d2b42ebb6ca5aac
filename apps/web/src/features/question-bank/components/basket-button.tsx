import { Badge, Button, Empty, Flex, Popover, Typography, theme } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import type { TBasket } from '@zuoyeben/shared';

interface BasketButtonProps {
  basket: TBasket | undefined;
  onOpen(): void;
}

/** The floating 试题篮 button: the count on a badge, counts per type on hover (spec 02 §2 question basket). */
export function BasketButton({ basket, onOpen }: BasketButtonProps) {
  const { token } = theme.useToken();
  const total = basket?.total ?? 0;
  const content = basket && basket.groups.length > 0 ? (
    <Flex vertical gap={4} style={{ minWidth: 160 }}>
      {basket.groups.map((g) => (
        <Flex key={g.itemTypeGuid} justify="space-between" gap={24}>
          <Typography.Text>{g.itemTypeName}</Typography.Text>
          <Typography.Text type="secondary">{g.total}题</Typography.Text>
        </Flex>
      ))}
      <Flex justify="space-between" style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 4 }}>
        <Typography.Text strong>合计</Typography.Text>
        <Typography.Text strong>{total}题</Typography.Text>
      </Flex>
    </Flex>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="试题篮是空的" />
  );
  return (
    <Popover placement="left" title="试题篮" content={content}>
      {/* Above the task centre's floating button (bottom 96 px, 48 px high), which every teacher page shows. */}
      <div style={{ position: 'fixed', insetInlineEnd: 12, bottom: 168, zIndex: token.zIndexPopupBase }}>
        <Badge count={total} showZero overflowCount={999}>
          <Button
            type="primary"
            size="large"
            onClick={onOpen}
            aria-label={`试题篮（${total}题）`}
            style={{ height: 'auto', padding: '10px 12px', boxShadow: token.boxShadow }}
          >
            <Flex vertical align="center" gap={2}>
              <ShoppingCartOutlined style={{ fontSize: 22 }} />
              <span style={{ writingMode: 'vertical-rl', letterSpacing: 2 }}>试题篮</span>
            </Flex>
          </Button>
        </Badge>
      </div>
    </Popover>
  );
}
