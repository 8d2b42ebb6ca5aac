import { Layout, theme } from 'antd';
import { Outlet } from 'react-router';
import { HeaderBar } from './header-bar';

/** Pages open without login (spec 03 §2.1): the header without any account controls. */
export function PublicLayout() {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <HeaderBar />
      <Layout.Content style={{ padding: token.paddingLG }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
