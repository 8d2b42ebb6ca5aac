import { ZRoleListSchema, type TRoleList } from '@zuoyeben/shared';
import { StorageKeys } from '@/config/storage-keys';

/** The role list the api client stored from a 411 answer, or null when absent or unreadable. */
export function readStoredRoles(): TRoleList | null {
  const raw = sessionStorage.getItem(StorageKeys.roles);
  if (!raw) return null;
  try {
    const parsed = ZRoleListSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.roles.length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}
