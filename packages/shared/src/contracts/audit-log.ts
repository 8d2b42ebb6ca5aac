import { z } from 'zod';
import { zPaging } from '../validation/common.js';

/**
 * The administrator actions the audit log keeps (issue 16 item 7, OWASP ASVS V7): who did what to whom in the school.
 * Codes are stored; the names are what the 操作日志 page shows and filters by.
 */
export const AuditActionNames = {
  'student.import': '导入学生',
  'student.remove': '删除学生',
  'student.moveClass': '调整学生班级',
  'student.resetPassword': '重置学生密码',
  'staff.resetPassword': '重置教师密码',
  'staff.access': '修改教师权限',
  'class.save': '新建或修改班级',
  'class.remove': '删除班级',
  'class.review': '审批加入班级',
  'machineRead.import': '导入机阅答案',
  'school.switch': '切换学校',
} as const;
export type AuditAction = keyof typeof AuditActionNames;
export const AUDIT_ACTIONS = Object.keys(AuditActionNames) as [AuditAction, ...AuditAction[]];

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/** GET /api/Teacher/AuditLog: one page of the school's log, newest first; `to` includes its whole day. */
export const ZAuditLogQuerySchema = z.object({
  ...zPaging,
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: zDay.optional(),
  to: zDay.optional(),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuerySchema>;

export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it: name and phone (empty once the account is gone), and the role they acted in. */
  actorName: z.string(),
  actorPhone: z.string(),
  actorRole: z.string(),
  /** Whom or what it touched, in words (a teacher's name, a class, a file name). */
  target: z.string(),
  detail: z.string(),
  ip: z.string(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;
export const ZAuditLogSchema = z.object({ list: z.array(ZAuditEntrySchema), total: z.number().int() });
export type TAuditLog = z.infer<typeof ZAuditLogSchema>;
