import { Fragment } from 'react';
import { Layout, theme } from 'antd';
import { Outlet } from 'react-router';
import { PeriodSubjectSelector, PermissionWatcher, SchoolSwitcher, ServiceBanner, UserMenu, useCurrentUser } from '@/features/auth';
import { TaskCentre } from '@/features/task-centre';
import { HeaderBar } from './header-bar';

/** Signed-in pages: header with menu and account controls, the service banner, then the page, and the task centre. */
export function MainLayout() {
  const { token } = theme.useToken();
  const { school } = useCurrentUser();
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
      <PermissionWatcher />
      <Layout.Content style={{ padding: token.paddingLG }}>
        {/* A new school is a new page: everything below mounts again and loads the new school's data. */}
        <Fragment key={school.ru}>
          <Outlet />
        </Fragment>
      </Layout.Content>
      {/* The task centre's list is the school's too. */}
      <TaskCentre key={school.ru} />
    </Layout>
  );
}
