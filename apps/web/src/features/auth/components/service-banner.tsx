import { Alert } from 'antd';
import { SERVICE_EXPIRED_BANNER, ServiceStatus } from '@zuoyeben/shared';
import { useCurrentUser } from '../hooks/use-current-user';

/** Banner of spec 03 §6 while the school's service is not opened or has expired. */
export function ServiceBanner() {
  const { permission } = useCurrentUser();
  if (permission.serverstatus === ServiceStatus.Usable) return null;
  return <Alert banner type="warning" showIcon title={SERVICE_EXPIRED_BANNER} />;
}
