import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { createWork, studentsOf, type FactoryWork } from '../../../test/helpers/homework-factory.js';

/**
 * A small marked paper homework (workType 2) for the commentary tests: A701 and A702 of RU10001, three questions
 * (1 single choice A, 2 points; 2 multiple choice AC, 2 points; 3 subjective, 10 points). Four A701 students and one
 * A702 student submitted; the fourth A701 student's subjective answer is not marked yet.
 *
 *              th1     th2          th3             total  status
 *   a701[0]    A  2    AC 2         2 images  10    14     2 overdue
 *   a701[1]    B  0    A  1         '解答'      5     6     3 missing sheet
 *   a701[2]    A  2    CD 0         '过程'      3     5     1
 *   a701[3]    '' 0    (no row)     'x'   unmarked   0     1
 *   a702[0]    C  0    AC 2         '步骤'      8    10     1
 */
export interface ReviewFixture extends FactoryWork {
  a701: Awaited<ReturnType<typeof studentsOf>>;
  a702: Awaited<ReturnType<typeof studentsOf>>;
}

interface Answer { th: number; answer: string; score: number | null; imageKeys?: string[] }
interface Sheet { total: number; status: number; isFullyMarked: boolean; answers: Answer[] }

export async function createReviewWork(db: Db, options: { workType?: number } = {}): Promise<ReviewFixture> {
  const now = Date.now();
  const work = await createWork(db, {
    workType: options.workType ?? 2,
    start: new Date(now - 10 * 3600_000),
    end: new Date(now - 3 * 3600_000),
    questions: [
      { th: 1, type: 1, score: 2, answer: 'A' },
      { th: 2, type: 2, score: 2, answer: 'AC' },
      { th: 3, type: 3, score: 10, answer: '' },
    ],
  });
  const [a701, a702] = await Promise.all(work.classGuids.map((c) => studentsOf(db, c)));
  const sheets: [string, Sheet][] = [
    [a701![0]!.guid, { total: 14, status: 2, isFullyMarked: true, answers: [
      { th: 1, answer: 'A', score: 2 }, { th: 2, answer: 'AC', score: 2 }, { th: 3, answer: '', score: 10, imageKeys: ['k1', 'k2'] },
    ] }],
    [a701![1]!.guid, { total: 6, status: 3, isFullyMarked: true, answers: [
      { th: 1, answer: 'B', score: 0 }, { th: 2, answer: 'A', score: 1 }, { th: 3, answer: '解答', score: 5 },
    ] }],
    [a701![2]!.guid, { total: 5, status: 1, isFullyMarked: true, answers: [
      { th: 1, answer: 'A', score: 2 }, { th: 2, answer: 'CD', score: 0 }, { th: 3, answer: '过程', score: 3 },
    ] }],
    [a701![3]!.guid, { total: 0, status: 1, isFullyMarked: false, answers: [
      { th: 1, answer: '', score: 0 }, { th: 3, answer: 'x', score: null },
    ] }],
    [a702![0]!.guid, { total: 10, status: 1, isFullyMarked: true, answers: [
      { th: 1, answer: 'C', score: 0 }, { th: 2, answer: 'AC', score: 2 }, { th: 3, answer: '步骤', score: 8 },
    ] }],
  ];
  for (const [studentGuid, sheet] of sheets) {
    const submissionGuid = randomUUID();
    await db
      .insertInto('submissions')
      .values({
        guid: submissionGuid,
        schoolId: work.schoolId,
        workGuid: work.guid,
        studentGuid,
        status: sheet.status,
        isOverdue: sheet.status === 2,
        submittedAt: sheet.status === 2 ? new Date(now - 3600_000) : new Date('2026-03-01T02:03:04Z'),
        durationSeconds: 100,
        totalScore: sheet.total,
        isFullyMarked: sheet.isFullyMarked,
        rules: '[]',
        requestId: null,
      })
      .execute();
    await db
      .insertInto('submissionAnswers')
      .values(sheet.answers.map((a) => ({
        submissionGuid,
        schoolId: work.schoolId,
        workGuid: work.guid,
        th: a.th,
        answer: a.answer,
        imageKeys: a.imageKeys ?? [],
        score: a.score,
        markedBy: null,
        markedAt: null,
      })))
      .execute();
  }
  return { ...work, a701: a701!, a702: a702! };
}
