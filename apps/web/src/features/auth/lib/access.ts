import { ALL_PERMISSIONS, PERMISSION_FLAGS, type PermissionFlag, type RoleValue, type TPermission } from '@zuoyeben/shared';

/** The role value that passes every role check (spec 03 §6). */
export const ADMIN_ROLE = 'admin';
export type GuardRole = RoleValue | typeof ADMIN_ROLE;
export type GuardPermission = PermissionFlag | typeof ALL_PERMISSIONS;

/** Guards without a list are a programming mistake; fail loudly instead of silently hiding (spec 03 §8.2). */
export function assertNonEmpty<T>(list: readonly T[] | undefined, message: string): asserts list is readonly T[] {
  if (!Array.isArray(list) || list.length === 0) throw new Error(message);
}

/** True when the role is 'admin' or one of the listed roles. */
export function roleAllowed(role: string | null | undefined, allowed: readonly GuardRole[]): boolean {
  if (!role) return false;
  return role === ADMIN_ROLE || (allowed as readonly string[]).includes(role);
}

/** The permission values a membership holds: every flag of the permission object that is set. */
export function grantedPermissions(permission: Partial<TPermission>): string[] {
  return PERMISSION_FLAGS.filter((flag) => permission[flag] === true);
}

/**
 * True when the granted values contain the all-permissions value or one of the wanted flags. Today's
 * server grants flags only; the all-permissions value is honoured as the spec's directive does.
 */
export function permissionAllowed(granted: readonly string[], wanted: readonly GuardPermission[]): boolean {
  return granted.some((value) => value === ALL_PERMISSIONS || (wanted as readonly string[]).includes(value));
}
