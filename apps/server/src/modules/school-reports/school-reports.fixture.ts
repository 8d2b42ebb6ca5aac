import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { createWork, studentsOf, type FactoryQuestion, type FactoryWork } from '../../../test/helpers/homework-factory.js';

/**
 * Homework of March 2026 for the report tests, written straight to the database (China time):
 * - W1 数学 by 王丽 (13800000001) for A701 and A702, 20 points, 2 March: A701's first four students scored 20, 16,
 *   12, 8 (the 8 not fully marked yet), A702's first two 10 and 6 (per question: W1_A701, W1_A702), with two
 *   knowledge points;
 * - W2 数学 by 王丽 for A701, 10 points, 5 March: A701's first two scored 10 and 5;
 * - W3 语文 by 李强 (13800000002) for A801, 20 points, 4 March: A801's first student scored 15;
 * - W4 数学 by 王丽 for A701 on 10 April (outside March); and a homework of the other school (RU20002) in March.
 */
export interface ReportsFixture {
  w1: FactoryWork;
  w2: FactoryWork;
  w3: FactoryWork;
  w4: FactoryWork;
  other: FactoryWork;
  a701: Awaited<ReturnType<typeof studentsOf>>;
  a702: Awaited<ReturnType<typeof studentsOf>>;
  a801: Awaited<ReturnType<typeof studentsOf>>;
  knowledge: { k1: string; k2: string };
}

const cn = (text: string) => new Date(`${text}+08:00`);

export async function insertScore(db: Db, work: FactoryWork, studentGuid: string, score: number, options: { marked?: boolean; status?: number; perQuestion?: (number | null)[] } = {}) {
  const guid = randomUUID();
  await db.insertInto('submissions').values({
    guid,
    schoolId: work.schoolId,
    workGuid: work.guid,
    studentGuid,
    status: options.status ?? 1,
    isOverdue: false,
    submittedAt: new Date(),
    durationSeconds: 300,
    objectiveScore: score,
    totalScore: score,
    isFullyMarked: options.marked ?? true,
    rules: '[]',
    requestId: null,
  }).execute();
  if (options.perQuestion) {
    await db.insertInto('submissionAnswers').values(options.perQuestion.map((points, i) => ({
      submissionGuid: guid, schoolId: work.schoolId, workGuid: work.guid, th: i + 1, answer: '', imageKeys: [], score: points, markedBy: null, markedAt: null,
    }))).execute();
  }
  return guid;
}

/** W1's points per question (th 1–6: 2, 2, 2, 2, 2, 10 points) of A701's first four and A702's first two students. */
export const W1_A701 = [[2, 2, 2, 2, 2, 10], [2, 2, 2, 0, 2, 8], [2, 0, 2, 0, 2, 6], [2, 2, 2, 2, 0, null]];
export const W1_A702 = [[2, 2, 2, 2, 2, 0], [0, 2, 0, 2, 2, 0]];
const sum = (points: (number | null)[]) => points.reduce<number>((a, b) => a + (b ?? 0), 0);

/**
 * Two knowledge points for W1, through bank items its questions were published from: 有理数的运算 (th 1, 2, 6) and
 * 一元一次方程 (th 3, 4, 5, 6).
 */
async function linkKnowledge(db: Db, w1: FactoryWork) {
  const k1 = randomUUID();
  const k2 = randomUUID();
  await db.insertInto('knowledgePoints').values([
    { guid: k1, periodCode: 'C', km: '数学', parentGuid: null, name: '有理数的运算', sort: 9001 },
    { guid: k2, periodCode: 'C', km: '数学', parentGuid: null, name: '一元一次方程', sort: 9002 },
  ]).execute();
  const items = [randomUUID(), randomUUID(), randomUUID()];
  const now = new Date();
  await db.insertInto('items').values(items.map((guid, i) => ({
    guid, schoolId: null, ownerUserId: null, source: 100, type: 1, stem: `<p>报表测试题${i + 1}</p>`, options: '[]', answer: '["A"]', subItems: null,
    explanation: '', difficulty: 3, periodCode: 'C', km: '数学', gradeCode: 'A7', year: 2026, provinceCodes: [], chapterGuid: null,
    scoreRate: null, schoolRate: null, discrimination: null, createdAt: now, updatedAt: now, deletedAt: null,
  }))).execute();
  await db.insertInto('itemKnowledge').values([
    { itemGuid: items[0]!, knowledgeGuid: k1, isPrimary: true },
    { itemGuid: items[1]!, knowledgeGuid: k2, isPrimary: true },
    { itemGuid: items[2]!, knowledgeGuid: k1, isPrimary: true },
    { itemGuid: items[2]!, knowledgeGuid: k2, isPrimary: false },
  ]).execute();
  const itemOfTh = [items[0], items[0], items[1], items[1], items[1], items[2]];
  for (const [i, itemGuid] of itemOfTh.entries()) {
    await db.updateTable('workQuestions').set({ itemGuid: itemGuid!, itemVersion: 1 }).where('workGuid', '=', w1.guid).where('th', '=', i + 1).execute();
  }
  return { k1, k2 };
}

const TEN_POINTS: FactoryQuestion[] = [
  { th: 1, type: 1, score: 5, answer: 'A' },
  { th: 2, type: 3, score: 5, answer: '' },
];

export async function createReportsFixture(db: Db): Promise<ReportsFixture> {
  const w1 = await createWork(db, { name: '三月第一次作业', classCodes: ['A701', 'A702'], start: cn('2026-03-02T09:00:00'), end: cn('2026-03-03T09:00:00') });
  const w2 = await createWork(db, { name: '三月第二次作业', classCodes: ['A701'], questions: TEN_POINTS, start: cn('2026-03-05T09:00:00'), end: cn('2026-03-06T09:00:00') });
  const w3 = await createWork(db, { name: '语文阅读', km: '语文', classCodes: ['A801'], creatorPhone: '13800000002', start: cn('2026-03-04T09:00:00'), end: cn('2026-03-05T09:00:00') });
  const w4 = await createWork(db, { name: '四月作业', classCodes: ['A701'], start: cn('2026-04-10T09:00:00'), end: cn('2026-04-11T09:00:00') });
  const other = await createWork(db, { ruCode: 'RU20002', name: '他校作业', classCodes: ['A501'], start: cn('2026-03-03T09:00:00'), end: cn('2026-03-04T09:00:00') });
  const [a701, a702] = await Promise.all(w1.classGuids.map((c) => studentsOf(db, c)));
  const a801 = await studentsOf(db, w3.classGuids[0]!);
  const otherStudents = await studentsOf(db, other.classGuids[0]!);

  for (const [i, points] of W1_A701.entries()) await insertScore(db, w1, a701![i]!.guid, sum(points), { marked: i !== 3, perQuestion: points });
  for (const [i, points] of W1_A702.entries()) await insertScore(db, w1, a702![i]!.guid, sum(points), { perQuestion: points });
  const knowledge = await linkKnowledge(db, w1);
  for (const [i, score] of [10, 5].entries()) await insertScore(db, w2, a701![i]!.guid, score);
  await insertScore(db, w3, a801[0]!.guid, 15);
  await insertScore(db, w4, a701![0]!.guid, 1);
  await insertScore(db, other, otherStudents[0]!.guid, 3);
  return { w1, w2, w3, w4, other, a701: a701!, a702: a702!, a801, knowledge };
}
