import { CloudUploadOutlined, EditOutlined, FlagOutlined, ScanOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { JOB_ADMIN_SIDEBAR, JOB_SIDEBAR } from '@/config/navigation';
import { paths } from '@/config/paths';
import { grantedPermissions, permissionAllowed, roleAllowed, useCurrentUser, useGuardedClick } from '@/features/auth';
import { SideMenu } from '@/components/light/nav-menu';
import { SideFrame } from './side-frame';

const ICONS: Record<number, typeof EditOutlined> = { 3: EditOutlined, 1: CloudUploadOutlined, 4: ScanOutlined };

/**
 * Homework pages with the work-type sidebar (spec 02 §2). Each entry needs its create permission, and
 * its click is guarded: while the school's service is unusable a tip explains why nothing happens.
 */
export function JobManagerLayout() {
  const { permission, user } = useCurrentUser();
  const { guard } = useGuardedClick();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();

  const granted = grantedPermissions(permission);
  const entries = JOB_SIDEBAR.filter((e) => permissionAllowed(granted, [e.permission]));
  const onList = pathname === paths.jobManager.job.path;
  // Administrators' entries (试题纠错) follow the work types; the service guard does not apply to them.
  const adminEntries = JOB_ADMIN_SIDEBAR.filter((e) => roleAllowed(user.userRole, e.roles));
  const selected = adminEntries.find((e) => e.path === pathname)?.key ?? (onList ? (params.get('workType') ?? '') : '');
  const openWorkType = guard(({ key }: { key: string }) => navigate(paths.jobManager.job.getHref({ workType: key })));

  const side = entries.length || adminEntries.length ? (
    <SideMenu
      aria-label="作业类型"
      selectedKey={selected}
      items={[
        ...entries.map((e) => {
          const Icon = ICONS[e.workType] ?? EditOutlined;
          return { key: String(e.workType), icon: <Icon />, label: e.label };
        }),
        ...(entries.length && adminEntries.length ? [{ divider: true as const }] : []),
        ...adminEntries.map((e) => ({ key: e.key, icon: <FlagOutlined />, label: e.label })),
      ]}
      onSelect={(key) => {
        const admin = adminEntries.find((e) => e.key === key);
        if (admin) void navigate(admin.path);
        else openWorkType({ key });
      }}
    />
  ) : (
    <p className="zy-secondary" style={{ margin: 0, padding: 16 }}>
      暂无布置作业的权限，请联系学校管理员
    </p>
  );

  return <SideFrame side={side} />;
}
