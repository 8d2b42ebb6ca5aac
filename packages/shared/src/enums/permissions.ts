import type { TPermission } from './permission-schema.js';

/** Flags of the permission object (spec 03 §3, spec 01 §6, spec 02 §6) stored per membership. */
export const PERMISSION_FLAGS = [
  'paperPower',
  'onlineWork',
  'reviewPower',
  'questionPower',
  'boutiquePower',
  'zwjyjPower',
  'sjymxcyPower',
  'teachInfoPower',
  'createOffline',
  'createOnline',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

/** Value a permission guard accepts as 'every permission'. */
export const ALL_PERMISSIONS = '*:*:*';

export type { TPermission } from './permission-schema.js';

/** Guarded clicks are allowed only when the membership is enabled and the service usable (spec 03 §6). */
export function canUseGuardedAction(p: Pick<TPermission, 'isdisable' | 'serverstatus'>): boolean {
  return !p.isdisable && p.serverstatus === 0;
}
