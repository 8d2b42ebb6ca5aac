import { randomUUID } from 'node:crypto';
import type { MultSetting, QuestionTypeValue } from '@zuoyeben/shared';
import type { Db } from '../../src/db/database.js';

/**
 * Test factories for homework rows, written straight to the database so that module tests (submissions, marking,
 * reports) do not depend on the creation endpoints. Everything is scoped to the school of the given class.
 */
export interface FactoryQuestion {
  th: number;
  type: QuestionTypeValue;
  score: number;
  answer?: string;
  optionCount?: number;
  multSetting?: MultSetting;
}

export interface FactoryWork {
  guid: string;
  schoolId: number;
  classGuids: string[];
  questions: FactoryQuestion[];
}

/** Five objective questions (one multiple choice) and one subjective one, 20 points in all. */
export const SAMPLE_QUESTIONS: FactoryQuestion[] = [
  { th: 1, type: 1, score: 2, answer: 'A' },
  { th: 2, type: 1, score: 2, answer: 'B' },
  { th: 3, type: 1, score: 2, answer: 'C' },
  { th: 4, type: 1, score: 2, answer: 'D' },
  { th: 5, type: 2, score: 2, answer: 'AC' },
  { th: 6, type: 3, score: 10, answer: '' },
];

export async function classByCode(db: Db, ruCode: string, classCode: string) {
  return db
    .selectFrom('classes')
    .innerJoin('schools', 'schools.id', 'classes.schoolId')
    .select(['classes.guid', 'classes.schoolId', 'classes.gradeCode', 'classes.name'])
    .where('schools.ruCode', '=', ruCode)
    .where('classes.classCode', '=', classCode)
    .executeTakeFirstOrThrow();
}

export async function userIdByPhone(db: Db, phone: string): Promise<number> {
  return (await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
}

/** Inserts a published online homework for the given classes (of one school and one grade). */
export async function createWork(
  db: Db,
  options: {
    ruCode?: string;
    classCodes?: string[];
    creatorPhone?: string;
    questions?: FactoryQuestion[];
    start?: Date;
    end?: Date;
    workType?: number;
    overdueable?: boolean;
    releaseType?: 0 | 1;
    releaseTime?: Date | null;
    km?: string;
    name?: string;
  } = {},
): Promise<FactoryWork> {
  const ruCode = options.ruCode ?? 'RU10001';
  const classes = await Promise.all((options.classCodes ?? ['A701', 'A702']).map((c) => classByCode(db, ruCode, c)));
  const schoolId = classes[0]!.schoolId;
  const creatorUserId = await userIdByPhone(db, options.creatorPhone ?? (ruCode === 'RU10001' ? '13800000001' : '13900000001'));
  const guid = randomUUID();
  const now = Date.now();
  const questions = options.questions ?? SAMPLE_QUESTIONS;
  await db
    .insertInto('works')
    .values({
      guid,
      schoolId,
      creatorUserId,
      workCode: String(100000 + Math.floor(Math.random() * 899999)),
      name: options.name ?? '测试作业',
      km: options.km ?? '数学',
      periodCode: classes[0]!.gradeCode.startsWith('G') ? 'G' : Number(classes[0]!.gradeCode.slice(1)) >= 7 ? 'C' : 'X',
      gradeCode: classes[0]!.gradeCode,
      workType: options.workType ?? 1,
      startTime: options.start ?? new Date(now - 3600_000),
      endTime: options.end ?? new Date(now + 86_400_000),
      releaseType: options.releaseType ?? 0,
      releaseTime: options.releaseTime ?? null,
      overdueable: options.overdueable ?? false,
    })
    .execute();
  await db.insertInto('workClasses').values(classes.map((c) => ({ workGuid: guid, schoolId, classGuid: c.guid }))).execute();
  await db
    .insertInto('workQuestions')
    .values(
      questions.map((q) => ({
        workGuid: guid,
        schoolId,
        th: q.th,
        type: q.type,
        optionCount: q.optionCount ?? 4,
        score: q.score,
        answer: q.answer ?? '',
        multSetting: q.multSetting ? JSON.stringify(q.multSetting) : null,
      })),
    )
    .execute();
  return { guid, schoolId, classGuids: classes.map((c) => c.guid), questions };
}

/** Students of a class, in student-number order. */
export async function studentsOf(db: Db, classGuid: string) {
  return db.selectFrom('students').select(['guid', 'name', 'buddies', 'schoolId']).where('classGuid', '=', classGuid).orderBy('buddies').execute();
}

/**
 * Sets the status of a school's online-homework service (0 usable, 2 expired). The demo's second school has it
 * expired, which refuses publishing and submitting (lib/member-guard.ts); tests about something else open it first.
 */
export async function setSchoolService(db: Db, ruCode: string, status: number) {
  const school = await db.selectFrom('schools').select('id').where('ruCode', '=', ruCode).executeTakeFirstOrThrow();
  await db.updateTable('schoolServices').set({ status }).where('schoolId', '=', school.id).where('serviceType', '=', 1).execute();
}
