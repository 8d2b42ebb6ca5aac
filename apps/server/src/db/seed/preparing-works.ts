import type { Db } from '../database.js';
import { stableGuid } from './question-bank/ids.js';

/** Literals (seeds copy them, as migrations do): PreparingSource.SchoolPapers 2; PreparingStatus Draft 0, Saved 1. */
const SCHOOL_PAPERS = 2;

const SEEDS = [
  { key: 'wangli-7a-1', paperKey: 'RU10001:7a-1', name: '第一章 有理数 复习课', grade: 'A7', classCode: 'A701', daysFromNow: 2, status: 0,
    notes: '先讲评周末练习的易错题（绝对值、相反数），再做分层练习。' },
  { key: 'wangli-8b-17', paperKey: 'RU10001:8b-17', name: '勾股定理 习题课', grade: 'A8', classCode: null, daysFromNow: -5, status: 1,
    notes: '重点：勾股定理的逆定理；课后布置第 9–11 题。' },
] as const;

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Two 备课 of 王丽 (school A) with the school's daily practice papers, so the 备课 lists have content. Runs after the
 * school papers; a database without them, or that has the first preparation already, is left alone.
 */
export async function seedPreparingWorks(db: Db, now = new Date()): Promise<boolean> {
  const first = stableGuid(`preparing-work:${SEEDS[0].key}`);
  if (await db.selectFrom('preparingWorks').select('guid').where('guid', '=', first).executeTakeFirst()) return false;
  const school = await db.selectFrom('schools').select('id').where('ruCode', '=', 'RU10001').executeTakeFirst();
  const user = await db.selectFrom('users').select('id').where('phone', '=', '13800000001').executeTakeFirst();
  if (!school || !user) return false;
  for (const s of SEEDS) {
    const paperGuid = stableGuid(`school-paper:${s.paperKey}`);
    const paper = await db.selectFrom('papers').select(['guid', 'periodCode', 'km']).where('guid', '=', paperGuid).executeTakeFirst();
    if (!paper) return false;
    const cls = s.classCode
      ? await db.selectFrom('classes').select('guid').where('schoolId', '=', school.id).where('classCode', '=', s.classCode).executeTakeFirst()
      : undefined;
    await db.insertInto('preparingWorks').values({
      guid: stableGuid(`preparing-work:${s.key}`), schoolId: school.id, userId: user.id, paperGuid, paperSource: SCHOOL_PAPERS, name: s.name,
      periodCode: paper.periodCode, km: paper.km, gradeCode: s.grade, classGuids: JSON.stringify(cls ? [cls.guid] : []),
      lessonDate: day(new Date(now.getTime() + s.daysFromNow * 86_400_000)), notes: s.notes, status: s.status,
    }).execute();
  }
  return true;
}
