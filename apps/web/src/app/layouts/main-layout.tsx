import { Fragment } from 'react';
import { Outlet } from 'react-router';
import { PeriodSubjectSelector, PermissionWatcher, SchoolSwitcher, ServiceBanner, UserMenu, useCurrentUser } from '@/features/auth';
import { TaskCentre } from '@/features/task-centre';
import '@/components/light/light.css';
import { HeaderBar } from './header-bar';

/** Signed-in pages: header with menu and account controls, the service banner, then the page, and the task centre. */
export function MainLayout() {
  const { school } = useCurrentUser();
  return (
    <div className="zy-layout">
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
      <main className="zy-content">
        {/* A new school is a new page: everything below mounts again and loads the new school's data. */}
        <Fragment key={school.ru}>
          <Outlet />
        </Fragment>
      </main>
      {/* The task centre's list is the school's too. */}
      <TaskCentre key={school.ru} />
    </div>
  );
}
