import type { ReactNode } from 'react';
import { Flex, Layout, theme } from 'antd';
import { AppLogo } from './app-logo';
import { MainMenu } from './main-menu';

/** The light header frame shared by signed-in and public pages; `extra` fills the right side. */
export function HeaderBar({ extra }: { extra?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginLG,
        paddingInline: token.paddingLG,
        background: token.colorBgContainer,
        borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <AppLogo />
      <MainMenu />
      {extra && (
        <Flex align="center" gap={token.marginLG}>
          {extra}
        </Flex>
      )}
    </Layout.Header>
  );
}
