import { Outlet } from 'react-router';
import { PermissionWatcher, ServiceBanner } from '@/features/auth';
import '@/components/light/light.css';

/** Signed-in pages without the header (viewers, AI marking, phone view), spec 03 §2.1. */
export function BareLayout() {
  return (
    <div className="zy-layout">
      <ServiceBanner />
      <PermissionWatcher />
      <main style={{ flex: 'auto' }}>
        <Outlet />
      </main>
    </div>
  );
}
