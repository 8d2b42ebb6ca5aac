import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { stableGuid } from '../../db/seed/question-bank/ids.js';
import type { Db } from '../../db/database.js';
import { call, type TestApp } from '../../../test/helpers/test-app.js';

/** Shared set-up of the question-bank route tests: seeded guids and small helpers. */
export const SCOPE = { period: 'C', km: '数学' } as const;
export const TEXTBOOK_7A = stableGuid('textbook:rj-c-math-7a');
/** 第三章 一元一次方程: its items are linked to its sections, such as 3.3. */
export const CHAPTER_3 = stableGuid('chapter:rj-c-math-7a:3');
export const CHAPTER_3_3 = stableGuid('chapter:rj-c-math-7a:3.3');

export async function schoolIdOf(db: Db, phone: string): Promise<number> {
  const row = await db.selectFrom('users').innerJoin('memberships', 'memberships.userId', 'users.id')
    .select(['memberships.schoolId', 'users.id']).where('users.phone', '=', phone).executeTakeFirstOrThrow();
  return row.schoolId;
}

/** A copy of a platform item owned by a school (source 200), so isolation can be checked. */
export async function insertSchoolItem(db: Db, schoolId: number, stem: string): Promise<string> {
  const source = await db.selectFrom('items').selectAll().where('periodCode', '=', SCOPE.period).where('km', '=', SCOPE.km)
    .where('type', '=', 1).orderBy('guid').limit(1).executeTakeFirstOrThrow();
  const guid = randomUUID();
  await db.insertInto('items').values({ ...source, guid, schoolId, source: 200, stem, options: JSON.stringify(source.options),
    answer: JSON.stringify(source.answer), subItems: source.subItems ? JSON.stringify(source.subItems) : null }).execute();
  return guid;
}

/** The bank list through the direct path; asserts success. */
export async function listItems(t: TestApp, cookie: string, filters: object = {}) {
  const res = await call(t.app, cookie, 'POST', '/api/QuestionBank/Items', { ...SCOPE, ...filters });
  expect(res.body.status, res.body.message).toBe(200);
  return res.body.data as { list: { itemGuid: string; [k: string]: any }[]; total: number };
}

/** A call of the question-service family: data is sent as a JSON string. */
export function universal(t: TestApp, cookie: string, url: string, data: object) {
  return call(t.app, cookie, 'POST', '/api/WorkInfo/UniversalInterface', { url, data: JSON.stringify(data) });
}
