import type { ReactNode } from 'react';
import { Layout, theme } from 'antd';
import { Outlet } from 'react-router';

/** A side menu next to the page, inside the main layout's content area. */
export function SideFrame({ side }: { side: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Layout style={{ background: 'transparent', gap: token.marginLG }} hasSider>
      <Layout.Sider
        width={200}
        theme="light"
        style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, alignSelf: 'flex-start' }}
      >
        {side}
      </Layout.Sider>
      <Layout.Content style={{ minWidth: 0 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
