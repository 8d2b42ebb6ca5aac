import { ExclamationCircleFilled } from '@ant-design/icons';
import { SERVICE_EXPIRED_BANNER, ServiceStatus } from '@zuoyeben/shared';
import { useCurrentUser } from '../hooks/use-current-user';

/**
 * Banner of spec 03 §6 while the school's service is not opened or has expired: antd Alert's warning banner look,
 * drawn without its code, which every signed-in page's first load would carry for a notice most schools never see
 * (issue 9 item 23).
 */
export function ServiceBanner() {
  const { permission } = useCurrentUser();
  if (permission.serverstatus === ServiceStatus.Usable) return null;
  return (
    <div
      role="alert"
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', background: '#fffbe6', color: 'rgba(0, 0, 0, 0.88)', fontSize: 14, lineHeight: 1.5714 }}
    >
      <ExclamationCircleFilled style={{ color: '#faad14' }} />
      <span>{SERVICE_EXPIRED_BANNER}</span>
    </div>
  );
}
