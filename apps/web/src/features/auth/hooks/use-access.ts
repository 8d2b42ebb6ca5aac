import { useCurrentUser } from './use-current-user';
import { assertNonEmpty, grantedPermissions, permissionAllowed, roleAllowed, type GuardPermission, type GuardRole } from '../lib/access';

/** True when the signed-in user's role is 'admin' or listed. Throws when the list is empty. */
export function useHasRole(roles: readonly GuardRole[]): boolean {
  assertNonEmpty(roles, 'RoleGuard 需要角色列表');
  const { user } = useCurrentUser();
  return roleAllowed(user.userRole, roles);
}

/** True when the user holds the all-permissions value or a listed flag. Throws when the list is empty. */
export function useHasPermission(permissions: readonly GuardPermission[]): boolean {
  assertNonEmpty(permissions, 'PermissionGuard 需要权限列表');
  const { permission } = useCurrentUser();
  return permissionAllowed(grantedPermissions(permission), permissions);
}
