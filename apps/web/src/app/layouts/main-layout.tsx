import { Layout, theme } from 'antd';
import { Outlet } from 'react-router';
import { PeriodSubjectSelector, SchoolSwitcher, ServiceBanner, UserMenu } from '@/features/auth';
import { HeaderBar } from './header-bar';

/** Signed-in pages: header with menu and account controls, the service banner, then the page. */
export function MainLayout() {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <HeaderBar
        extra={
          <>
            <PeriodSubjectSelector />
            <SchoolSwitcher />
            <UserMenu />
          </>
        }
      />
      <ServiceBanner />
      <Layout.Content style={{ padding: token.paddingLG }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
