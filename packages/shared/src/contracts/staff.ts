import { z } from 'zod';
import { AccountLimits } from '../enums/limits.js';
import { ROLES } from '../enums/roles.js';

/** Teachers and administrators of the school as its administrators manage them (教师管理). */
export const ZStaffMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  roles: z.array(z.enum(ROLES)),
  /** Every membership of the user in the school is disabled: no login, no action. */
  isDisable: z.boolean(),
  /** Joins classes without an administrator's approval. */
  teachInfoPower: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMemberSchema>;
/** GET /api/Teacher/StaffList */
export const ZStaffListSchema = z.object({ list: z.array(ZStaffMemberSchema) });

/** POST /api/Teacher/SetStaffAccess: disable or enable a member, grant or withdraw teachInfoPower. */
export const ZSetStaffAccessRequestSchema = z.object({
  userId: z.number().int().positive(),
  isDisable: z.boolean().optional(),
  teachInfoPower: z.boolean().optional(),
});
export type TSetStaffAccessRequest = z.infer<typeof ZSetStaffAccessRequestSchema>;

/** POST /api/Teacher/ResetStaffPassword: a new temporary password, shown once to the administrator. */
export const ZResetStaffPasswordRequestSchema = z.object({ userId: z.number().int().positive() });
export const ZResetStaffPasswordSchema = z.object({ password: z.string() });

/** POST /api/User/ChangePassword: a staff member changes their own password. */
export const ZChangePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1).max(AccountLimits.password.max),
  newPassword: z.string().min(AccountLimits.password.min).max(AccountLimits.password.max),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

export const StaffMessages = {
  notMember: '该教师不存在或不属于本校',
  notSelf: '不能停用自己的账号',
  saved: '保存成功',
  passwordReset: '密码已重置',
  wrongOldPassword: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  passwordChanged: '修改成功',
  /** The staff login page's 忘记密码 (issue 9 item 22). */
  forgotPassword: [
    '请联系本校管理员重置密码：管理员在「用户中心 › 教师管理」中找到您，点击「重置密码」，把新密码告诉您。',
    '登录后，您可以在右上角的账号菜单中点击「修改密码」，输入原密码和新密码，换成自己的密码。',
    '学生忘记密码，请找任课老师或管理员在「学生管理」中重置。',
  ],
} as const;
