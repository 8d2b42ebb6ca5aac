import { useEffect } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { MEMBER_DISABLED_ADVICE, ServiceStatus, serviceAdvice } from '@zuoyeben/shared';
import { useCurrentUser } from '../hooks/use-current-user';

const SHOWN_KEY = 'zyb.permissionWatcher';

/** Why the user may not work in this school now, or null: a disabled account first, then the service status. */
export function blockedReason(permission: { isdisable: boolean; serverstatus: number }): string | null {
  if (permission.isdisable) return MEMBER_DISABLED_ADVICE;
  if (permission.serverstatus !== ServiceStatus.Usable) return serviceAdvice(permission.serverstatus);
  return null;
}

/**
 * The permission watcher of spec 03 §4: when the school's permission object has isdisable set or a non-zero
 * serverstatus (after login, a school switch or a refresh of the user), the user is sent to / (which opens the homework
 * list) with the reason shown: a disabled account in a dialog; a service not opened or expired in the banner that every
 * signed-in page shows (a second copy of the same words would only repeat it). Once per school and status in the browser
 * session, so moving between pages afterwards does not send the user back again; the guarded buttons keep refusing.
 */
export function PermissionWatcher() {
  const { permission, school } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { modal } = App.useApp();
  const reason = blockedReason(permission);
  useEffect(() => {
    if (!reason) return;
    const key = `${school.ru}:${reason}`;
    if (sessionStorage.getItem(SHOWN_KEY) === key) return;
    sessionStorage.setItem(SHOWN_KEY, key);
    if (pathname !== '/' && pathname !== paths.jobManager.job.path) navigate('/', { replace: true });
    if (permission.isdisable) modal.warning({ title: '温馨提示', content: reason, okText: '我知道了' });
    // pathname is read once when the status is first seen, not watched: later moves are the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reason, school.ru, permission.isdisable, navigate, modal]);
  return null;
}
