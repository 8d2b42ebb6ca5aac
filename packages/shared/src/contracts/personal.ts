import { z } from 'zod';
import { AccountLimits } from '../enums/limits.js';
import { zName, zPhone } from '../validation/common.js';

/** GET /api/User/Profile: the signed-in user's own name and phone (the phone is the login account). */
export const ZProfileSchema = z.object({ userName: z.string(), userPhone: z.string() });
export type TProfile = z.infer<typeof ZProfileSchema>;

/** POST /api/User/SaveProfile: a new name and phone for the user's own account. */
export const ZSaveProfileRequestSchema = z.object({ userName: zName(AccountLimits.personName), userPhone: zPhone() });
export type TSaveProfileRequest = z.infer<typeof ZSaveProfileRequestSchema>;

/** One signed-in session of the user (登录设备). `key` names it without revealing its token or stored id. */
export const ZDeviceSessionSchema = z.object({
  key: z.string(),
  /** This browser's own session: it cannot be signed out from the list (退出登录 does that). */
  current: z.boolean(),
  /** Browser and system, read from the User-Agent (describeUserAgent). */
  device: z.string(),
  ip: z.string().nullable(),
  /** The login. */
  createdAt: z.string(),
  /** The last request (at most a minute old). */
  lastActiveAt: z.string(),
});
export type TDeviceSession = z.infer<typeof ZDeviceSessionSchema>;
export const ZDeviceSessionsSchema = z.object({ list: z.array(ZDeviceSessionSchema) });
export type TDeviceSessions = z.infer<typeof ZDeviceSessionsSchema>;

/** POST /api/User/EndSession: sign out one other session of the user. */
export const ZEndSessionRequestSchema = z.object({ key: z.string().regex(/^[0-9a-f]{24}$/, { error: '设备参数不正确' }) });
export type TEndSessionRequest = z.infer<typeof ZEndSessionRequestSchema>;

/** POST /api/User/EndOtherSessions: how many sessions ended. */
export const ZEndOtherSessionsSchema = z.object({ ended: z.number().int() });

export const PersonalMessages = {
  saved: '保存成功',
  phoneTaken: '该手机号已被其他账号使用',
  sessionNotFound: '该登录设备不存在或已退出',
  notCurrent: '不能在这里退出当前设备，请使用“退出登录”',
  sessionEnded: '已退出该设备',
  othersEnded: '已退出其他全部设备',
} as const;
