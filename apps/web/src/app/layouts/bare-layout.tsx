import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { PermissionWatcher, ServiceBanner } from '@/features/auth';

/** Signed-in pages without the header (viewers, AI marking, phone view), spec 03 §2.1. */
export function BareLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ServiceBanner />
      <PermissionWatcher />
      <Layout.Content>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
