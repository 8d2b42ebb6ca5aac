import type { ReactNode } from 'react';
import { useHasPermission } from '../hooks/use-access';
import type { GuardPermission } from '../lib/access';

interface PermissionGuardProps {
  /** Permission flags of which the user needs one (or ALL_PERMISSIONS). Must not be empty. */
  permissions: readonly GuardPermission[];
  children: ReactNode;
  /** Shown instead of the children when no listed permission is held. */
  fallback?: ReactNode;
}

/** Keeps its children only when a listed permission is held (spec 03 §6 permission directive). */
export function PermissionGuard({ permissions, children, fallback = null }: PermissionGuardProps) {
  return <>{useHasPermission(permissions) ? children : fallback}</>;
}
