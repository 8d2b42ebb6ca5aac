import type { Actor } from '../../plugins/session.js';
import type { DbOrTx } from '../../db/database.js';
import { classScopeOf } from '../classes/class-scope.js';
import { assertRuCode } from '../homework/ru-code.js';
import type { StatisticsScope } from './work-statistics.repository.js';

const CN_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** Midnight of a China calendar day. */
export const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** 'YYYY-MM-DD HH:mm' in China time. */
export function chinaMinute(date: Date): string {
  return new Date(date.getTime() + CN_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** 'YYYY-MM-DD' in China time. */
export function chinaDay(date: Date): string {
  return new Date(date.getTime() + CN_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The scope of a report request: the session's school (a ruCode of another school is refused as not found), the
 * classes the actor may see, and the China days [startDay, endDay] as a half-open time range.
 */
export async function statisticsScope(
  db: DbOrTx,
  actor: Actor,
  q: { ruCode?: string; startDay: string; endDay: string; gradeCode?: string; classCode?: string; km?: string; teacherId?: number },
): Promise<StatisticsScope> {
  await assertRuCode(db, actor, q.ruCode);
  return {
    scope: classScopeOf(actor),
    from: chinaMidnight(q.startDay),
    to: new Date(chinaMidnight(q.endDay).getTime() + DAY_MS),
    gradeCode: q.gradeCode,
    classCode: q.classCode,
    km: q.km,
    teacherId: q.teacherId,
  };
}
