import type { PeriodCode } from './periods.js';

/** Subjects (km) taught per period. The km value is the subject's Chinese name, as the spec's queries carry it. */
export const SUBJECTS_BY_PERIOD: Record<PeriodCode, readonly string[]> = {
  X: ['语文', '数学', '英语', '科学', '道德与法治'],
  C: ['语文', '数学', '英语', '物理', '化学', '生物', '道德与法治', '历史', '地理'],
  G: ['语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理'],
};

export const ALL_SUBJECTS = [...new Set(Object.values(SUBJECTS_BY_PERIOD).flat())];

/** Textbook versions a teacher can choose in teaching info (教材版本). */
export const TEXTBOOK_VERSIONS = ['人教版', '北师大版', '苏教版', '沪科版', '华师大版', '浙教版', '外研版', '部编版'] as const;

export function isSubjectOfPeriod(period: PeriodCode, km: string): boolean {
  return SUBJECTS_BY_PERIOD[period].includes(km);
}

/** The comprehensive subjects (综合, 理综, 文综): papers of several subjects, where 全部加入试题篮 is hidden (spec 02 §2, §6). */
export const COMPREHENSIVE_SUBJECTS: readonly string[] = ['综合', '理综', '文综'];

export function isComprehensiveSubject(km: string): boolean {
  return COMPREHENSIVE_SUBJECTS.includes(km);
}
