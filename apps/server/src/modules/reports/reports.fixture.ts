import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { createWork, studentsOf, type FactoryWork } from '../../../test/helpers/homework-factory.js';

/**
 * A scored homework for the report tests, written straight to the database: A701 (46 students) and A702 (45) of
 * RU10001, created by 13800000001, ended three hours ago, 20 points in all. Ten A701 students scored 20 down to 11,
 * five A702 students 11, 8, 6, 4, 2 (a tie at 11): fifteen scored students, the other 76 have not submitted.
 */
export interface ScoredWork extends FactoryWork {
  endTime: Date;
  a701: Awaited<ReturnType<typeof studentsOf>>;
  a702: Awaited<ReturnType<typeof studentsOf>>;
}

export interface SubmissionInput {
  status: number;
  score: number;
  duration: number;
  submittedAt: Date;
  isOverdue?: boolean;
}

export async function insertSubmission(db: Db, work: FactoryWork, studentGuid: string, s: SubmissionInput): Promise<void> {
  await db
    .insertInto('submissions')
    .values({
      guid: randomUUID(),
      schoolId: work.schoolId,
      workGuid: work.guid,
      studentGuid,
      status: s.status,
      isOverdue: s.isOverdue ?? s.status === 2,
      submittedAt: s.submittedAt,
      durationSeconds: s.duration,
      objectiveScore: s.score,
      totalScore: s.score,
      isFullyMarked: true,
      rules: '[]',
      requestId: null,
    })
    .execute();
}

export const A701_SCORES = [20, 19, 18, 17, 16, 15, 14, 13, 12, 11];
export const A702_SCORES = [11, 8, 6, 4, 2];
/** 2026-03-01 10:03:04 China time. */
export const SUBMITTED_AT = new Date('2026-03-01T02:03:04Z');

export async function createScoredWork(db: Db): Promise<ScoredWork> {
  const now = Date.now();
  const endTime = new Date(Math.floor((now - 3 * 3600_000) / 1000) * 1000);
  const work = await createWork(db, { classCodes: ['A701', 'A702'], start: new Date(now - 10 * 3600_000), end: endTime });
  const [a701, a702] = await Promise.all(work.classGuids.map((c) => studentsOf(db, c)));
  for (const [i, score] of A701_SCORES.entries()) {
    // The first is two hours late, the second lacks its answer sheet; the rest are on time.
    const status = i === 0 ? 2 : i === 1 ? 3 : 1;
    const submittedAt = i === 0 ? new Date(endTime.getTime() + 2 * 3600_000) : SUBMITTED_AT;
    await insertSubmission(db, work, a701![i]!.guid, { status, score, duration: 100 + i * 10, submittedAt });
  }
  for (const [j, score] of A702_SCORES.entries()) {
    await insertSubmission(db, work, a702![j]!.guid, { status: 1, score, duration: 300 + j, submittedAt: SUBMITTED_AT });
  }
  return { ...work, endTime, a701: a701!, a702: a702! };
}
