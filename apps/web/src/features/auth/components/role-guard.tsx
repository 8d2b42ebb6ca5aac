import type { ReactNode } from 'react';
import { useHasRole } from '../hooks/use-access';
import type { GuardRole } from '../lib/access';

interface RoleGuardProps {
  /** Roles that may see the children; 'admin' always may. Must not be empty. */
  roles: readonly GuardRole[];
  children: ReactNode;
  /** Shown instead of the children when the role is not allowed. */
  fallback?: ReactNode;
}

/** Keeps its children only for the listed roles (spec 03 §6 role directive). */
export function RoleGuard({ roles, children, fallback = null }: RoleGuardProps) {
  return <>{useHasRole(roles) ? children : fallback}</>;
}
