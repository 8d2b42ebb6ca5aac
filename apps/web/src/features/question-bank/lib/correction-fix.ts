import { BankSource, Role } from '@zuoyeben/shared';

/**
 * Why an administrator cannot fix a reported question in the question editor, or null when they can. It follows the
 * editor's save rules: a school-bank item (200) any administrator of the school; a platform item only the super
 * administrator; an item of a teacher's own bank (300) only that teacher.
 */
export function fixRefusal(role: string, source: number): string | null {
  if (source === BankSource.SchoolItems) return null;
  if (source === BankSource.MyItems) return '教师个人题库的试题由出题教师修正';
  return role === Role.Collector ? null : '平台试题仅超级管理员可修正';
}
