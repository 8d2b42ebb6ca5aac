import { z } from 'zod';

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

export const ZPermissionSchema = z.object({
  paperPower: z.boolean(),
  onlineWork: z.boolean(),
  reviewPower: z.boolean(),
  questionPower: z.boolean(),
  boutiquePower: z.boolean(),
  zwjyjPower: z.boolean(),
  sjymxcyPower: z.boolean(),
  teachInfoPower: z.boolean(),
  createOffline: z.boolean(),
  createOnline: z.boolean(),
  /** Same-name students may not be removed while set. */
  isSKJS: z.boolean(),
  /** The membership is disabled: guarded clicks are blocked. */
  isdisable: z.boolean(),
  /** Status of the school's online-homework service: 0 usable, 1 not opened, 2 expired. */
  serverstatus: z.number().int(),
});
export type TPermission = z.infer<typeof ZPermissionSchema>;

/** Guarded clicks are allowed only when the membership is enabled and the service usable (spec 03 §6). */
export function canUseGuardedAction(p: Pick<TPermission, 'isdisable' | 'serverstatus'>): boolean {
  return !p.isdisable && p.serverstatus === 0;
}
