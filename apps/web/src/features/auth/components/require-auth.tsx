import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Outlet } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { BootScreen } from '@/components/boot-screen';
import { StatusNotice } from '@/components/status-notice';
import { useUserInfo } from '../api/get-user-info';
import { CurrentUserContext } from '../hooks/use-current-user';

/**
 * Renders its children (or the child routes) only once the user info is loaded. Without a session the
 * api client has already gone to /login (401) or /change-role (411); this keeps spinning meanwhile.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { data, error, refetch, isFetching } = useUserInfo();
  if (data) return <CurrentUserContext value={data}>{children ?? <Outlet />}</CurrentUserContext>;
  const isRedirecting = error instanceof ApiError && (error.status === 401 || error.status === 411);
  if (error && !isRedirecting) {
    return (
      <StatusNotice
        status="warning"
        title="获取用户信息失败，请重新登录"
        subTitle={error.message}
        extra={
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  return <BootScreen />;
}
