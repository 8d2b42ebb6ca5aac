import { z } from 'zod';

/**
 * The permission object of a membership (spec 03 §3), apart from the flags in permissions.ts: a page that only reads
 * the flags (the homework list's sidebar) leaves zod out of its bundle (issue 9 item 23).
 */
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
