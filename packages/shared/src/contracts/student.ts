import { z } from 'zod';
import { AccountLimits } from '../enums/limits.js';
import { zGuid } from '../validation/common.js';

/** Student accounts: login with student number (学号) or phone, initial passwords handed out by the school. */
export const StudentAuthLimits = {
  /** Initial passwords are this many random digits by default, easy to type on a phone keypad. */
  initialPasswordDigits: 6,
  /** Lengths a school may choose for initial passwords (学生初始密码位数). */
  initialPasswordDigitChoices: [6, 8, 10],
  /** Student numbers and phones are at most 20 characters. */
  account: AccountLimits.buddies,
} as const;

export const StudentAuthMessages = {
  wrongCredentials: '账号或密码错误',
  needRuCode: '该学号在多所学校存在，请填写学校编码',
  sharedPhone: '该手机号绑定了多名学生，请使用学号登录',
  wrongOldPassword: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  passwordChanged: '已修改',
  /** In the workbook, for a student whose handed-out password was exported before: only its hash is kept. */
  notReexportable: '已导出过，无法再次导出，如遗失请重置密码',
  /** A student still on a handed-out password may only change it (first login). */
  mustChangePassword: '首次登录请先修改初始密码',
  passwordSettingSaved: '保存成功',
} as const;

/** POST /api/Student/Login: student number or phone plus password; ruCode only when the number exists in several schools. */
export const ZStudentLoginRequestSchema = z.object({
  ruCode: z.string().trim().max(32).optional(),
  account: z.string().trim().min(1).max(StudentAuthLimits.account),
  password: z.string().min(1).max(AccountLimits.password.max),
});
export type TStudentLoginRequest = z.input<typeof ZStudentLoginRequestSchema>;

/** Data of a refused login that needs the school code (the form then shows the 学校编码 field). */
export const ZStudentLoginRefusalSchema = z.object({ needRuCode: z.boolean() });

/** GET /api/Student/Me (also the answer of a login). */
export const ZStudentMeSchema = z.object({
  stuGuid: z.string(),
  stuName: z.string(),
  buddies: z.string(),
  className: z.string(),
  schoolName: z.string(),
  ruCode: z.string(),
  /** Still on a password the school handed out (generated or reset): the app asks for a new one before anything else. */
  isInitialPassword: z.boolean(),
});
export type TStudentMe = z.infer<typeof ZStudentMeSchema>;

/** POST /api/Student/ChangePassword */
export const ZStudentChangePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1).max(AccountLimits.password.max),
  newPassword: z.string().min(AccountLimits.password.min).max(AccountLimits.password.max),
});
export type TStudentChangePasswordRequest = z.infer<typeof ZStudentChangePasswordRequestSchema>;

/** POST /api/Teacher/ResetStudentPassword: new initial passwords for the chosen students. */
export const ZResetStudentPasswordRequestSchema = z.object({ stuGuids: z.array(zGuid()).min(1).max(500) });
export const ZStudentPasswordSchema = z.object({
  stuGuid: z.string(),
  stuName: z.string(),
  buddies: z.string(),
  className: z.string(),
  initialPassword: z.string(),
});
export const ZResetStudentPasswordResultSchema = z.object({ list: z.array(ZStudentPasswordSchema) });
export type TResetStudentPasswordResult = z.infer<typeof ZResetStudentPasswordResultSchema>;

/** POST /api/Teacher/ExportStudentPasswords: the class's initial passwords as a workbook. */
export const ZExportStudentPasswordsRequestSchema = z.object({ classGuid: zGuid() });
/** Column headers of the password workbook, in order. */
export const STUDENT_PASSWORD_COLUMNS = ['姓名', '学号', '班级', '学校编码', '初始密码'] as const;

/** GET /api/Teacher/StudentPasswordSetting and POST /api/Teacher/SaveStudentPasswordSetting (administrators). */
export const ZStudentPasswordSettingSchema = z.object({
  digits: z.union([z.literal(6), z.literal(8), z.literal(10)], { error: '初始密码位数只能是6、8或10位' }),
});
export type TStudentPasswordSetting = z.infer<typeof ZStudentPasswordSettingSchema>;
