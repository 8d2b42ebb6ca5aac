import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { createWork, studentsOf, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { insertItem } from '../homework/paper-work.fixture.js';

/**
 * A marked homework for the 答卷分析 tests: SAMPLE_QUESTIONS (1–4 single choice A, B, C, D; 5 multiple choice AC;
 * 2 points each; 6 subjective, 10 points), questions 1–2 on 有理数, 3 and 6 on 一元一次方程, 5 on 整式, 4 on none.
 * Ten A701 students answered as ANSWERS says (student 10's question 6 is not marked yet); one A702 student got
 * everything right. The figures in the tests are worked out by hand from this table.
 */
export const ANSWERS: ReadonlyArray<ReadonlyArray<readonly [string, number | null]>> = [
  [['A', 2], ['B', 2], ['C', 2], ['D', 2], ['AC', 2], ['', 10]],
  [['A', 2], ['B', 2], ['C', 2], ['D', 2], ['AC', 2], ['', 9]],
  [['A', 2], ['B', 2], ['C', 2], ['A', 0], ['AC', 2], ['', 8]],
  [['A', 2], ['B', 2], ['B', 0], ['D', 2], ['A', 1], ['', 7]],
  [['A', 2], ['C', 0], ['C', 2], ['D', 2], ['AC', 2], ['', 6]],
  [['A', 2], ['B', 2], ['B', 0], ['A', 0], ['A', 1], ['', 5]],
  [['B', 0], ['B', 2], ['C', 2], ['D', 2], ['', 0], ['', 4]],
  [['A', 2], ['C', 0], ['B', 0], ['D', 2], ['AB', 0], ['', 3]],
  [['B', 0], ['C', 0], ['D', 0], ['A', 0], ['A', 1], ['', 2]],
  [['', 0], ['C', 0], ['B', 0], ['A', 0], ['B', 0], ['', null]],
];
const ALL_RIGHT: ReadonlyArray<readonly [string, number | null]> = [['A', 2], ['B', 2], ['C', 2], ['D', 2], ['AC', 2], ['', 10]];

export const KNOWLEDGE = { rational: '有理数', equation: '一元一次方程', polynomial: '整式' } as const;

export interface AnalysedWork extends FactoryWork {
  a701: Awaited<ReturnType<typeof studentsOf>>;
  /** The bank item behind questions 1, 2, 3, 5 and 6 (1 and 2 share one, 3 and 6 another). */
  itemOf: Map<number, string>;
}

async function submit(db: Db, work: FactoryWork, studentGuid: string, answers: ReadonlyArray<readonly [string, number | null]>) {
  const guid = randomUUID();
  const total = answers.reduce((s, [, score]) => s + (score ?? 0), 0);
  await db.insertInto('submissions').values({
    guid, schoolId: work.schoolId, workGuid: work.guid, studentGuid, status: 1, submittedAt: new Date(), durationSeconds: 300,
    objectiveScore: total, totalScore: total, isFullyMarked: answers.every(([, s]) => s !== null), rules: '[]', requestId: null,
  }).execute();
  await db.insertInto('submissionAnswers').values(answers.map(([answer, score], i) => ({
    submissionGuid: guid, schoolId: work.schoolId, workGuid: work.guid, th: i + 1, answer, imageKeys: [], score,
    markedBy: null, markedAt: null,
  }))).execute();
}

/** Links questions to three new bank items with the given knowledge points; returns the items by question number. */
async function linkKnowledge(db: Db, work: FactoryWork): Promise<Map<number, string>> {
  const items = await Promise.all([1, 2, 3].map(async (n) => ({ guid: await insertItem(db, { type: 1, stem: `第${n}题`, options: ['1', '2', '3', '4'], answer: ['A'] }) })));
  const byTh = new Map<number, string>();
  const points = Object.fromEntries(
    await Promise.all(Object.values(KNOWLEDGE).map(async (name, sort) => {
      const guid = randomUUID();
      await db.insertInto('knowledgePoints').values({ guid, periodCode: 'C', km: '数学', parentGuid: null, name, sort: 900 + sort }).execute();
      return [name, guid] as const;
    })),
  );
  const links: Array<[number[], string[]]> = [[[1, 2], [KNOWLEDGE.rational]], [[3, 6], [KNOWLEDGE.equation]], [[5], [KNOWLEDGE.polynomial]]];
  for (const [i, [ths, names]] of links.entries()) {
    const item = items[i]!.guid;
    await db.insertInto('itemKnowledge').values(names.map((n, j) => ({ itemGuid: item, knowledgeGuid: points[n]!, isPrimary: j === 0 }))).execute();
    await db.updateTable('workQuestions').set({ itemGuid: item, itemVersion: 1 }).where('workGuid', '=', work.guid).where('th', 'in', ths).execute();
    for (const th of ths) byTh.set(th, item);
  }
  return byTh;
}

export async function createAnalysedWork(db: Db): Promise<AnalysedWork> {
  const work = await createWork(db, { classCodes: ['A701', 'A702'], name: '有理数单元练习' });
  const [a701, a702] = await Promise.all(work.classGuids.map((c) => studentsOf(db, c)));
  for (const [i, answers] of ANSWERS.entries()) await submit(db, work, a701![i]!.guid, answers);
  await submit(db, work, a702![0]!.guid, ALL_RIGHT);
  const itemOf = await linkKnowledge(db, work);
  return { ...work, a701: a701!, itemOf };
}
