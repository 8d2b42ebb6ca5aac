import { randomUUID } from 'node:crypto';
import { asciiLettersMask } from '@zuoyeben/shared';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWork, studentsOf, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { classGuidOf } from '../homework/homework.fixture.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { migrations } from '../../db/migrations/index.js';
import { answerSheetsRepository } from './answer-sheets.repository.js';

let t: TestApp;
let work: FactoryWork;
let students: { guid: string }[];
const THS = [1, 2, 3, 4, 5, 6];

beforeAll(async () => {
  t = await createTestApp();
  work = await createWork(t.db, { classCodes: ['A701'] });
  students = await studentsOf(t.db, work.classGuids[0]!);
});
afterAll(() => t.close());

async function submission(studentGuid: string, status = 1): Promise<string> {
  const guid = randomUUID();
  await t.db.insertInto('submissions').values({
    guid, schoolId: work.schoolId, workGuid: work.guid, studentGuid, status, submittedAt: new Date(), durationSeconds: 60,
    objectiveScore: 0, totalScore: 0, isFullyMarked: false, rules: '[]', requestId: null,
  }).execute();
  return guid;
}

async function answer(submissionGuid: string, rows: Array<[th: number, answer: string, score: number | null]>) {
  await t.db.insertInto('submissionAnswers').values(rows.map(([th, given, score]) => ({
    submissionGuid, schoolId: work.schoolId, workGuid: work.guid, th, answer: given, imageKeys: [], score, markedBy: null, markedAt: null,
  }))).execute();
}

/** The matrix as the answer rows give it, read the slow way: what the sheets must always equal. */
async function fromAnswerRows(ths: readonly number[]) {
  const sheets = await sql<{ guid: string }>`SELECT sub.guid FROM submissions sub JOIN students st ON st.guid = sub.student_guid
    WHERE sub.work_guid = ${work.guid} AND sub.status > 0 AND st.class_guid = ${work.classGuids[0]!} ORDER BY sub.guid`.execute(t.db);
  const rows = await t.db.selectFrom('submissionAnswers').select(['submissionGuid', 'th', 'answer', 'score']).where('workGuid', '=', work.guid).execute();
  return sheets.rows.map((s) => ths.map((th) => {
    const row = rows.find((r) => r.submissionGuid === s.guid && r.th === th);
    const given = row?.answer.replace(/[\u0001-\u0003]/g, '') ?? '';
    return [row?.score === null || row?.score === undefined ? null : Number(row.score), asciiLettersMask(given), /[^\u0000-\u007f]/.test(given) ? given : null];
  }));
}

async function fromSheets(ths: readonly number[]) {
  const m = await answerSheetsRepository.matrix(t.db, work.schoolId, work.guid, work.classGuids, ths);
  return Array.from({ length: m.students }, (_, i) => ths.map((_, j) => {
    const cell = i * ths.length + j;
    return [Number.isNaN(m.scores[cell]!) ? null : m.scores[cell], m.letters[cell], m.beyondAscii.get(cell) ?? null];
  }));
}

describe('submission_answer_sheets and answerSheetsRepository.matrix', () => {
  it('follow every insert, update and delete of the answers within the statement', async () => {
    const first = await submission(students[0]!.guid);
    const second = await submission(students[1]!.guid);
    // A sheet whose questions 3 and 6 have no row, commas and separators in answers, an unmarked and a half score.
    await answer(first, [[1, 'A', 2], [2, 'b,c', 0], [4, 'D', 2], [5, 'CA', 2]]);
    await answer(second, [[1, 'x\u0001y\u0002z\u0003', 0], [2, 'B', 2], [3, '', null], [4, 'ß', 0], [5, 'A', 1.5], [6, '解：x = 3', null]]);
    const third = await submission(students[2]!.guid);
    expect(await fromSheets(THS)).toEqual(await fromAnswerRows(THS));
    expect((await fromSheets(THS)).flat().map(([, letters]) => letters)).toEqual(expect.arrayContaining([asciiLettersMask('XYZ'), asciiLettersMask('BC')]));
    expect((await fromSheets(THS)).flat().filter(([, , whole]) => whole !== null).map(([, , whole]) => whole).sort()).toEqual(['ß', '解：x = 3']);

    // A mark, then a rescore of every sheet at once.
    await t.db.updateTable('submissionAnswers').set({ score: 7.5 }).where('submissionGuid', '=', second).where('th', '=', 6).execute();
    await t.db.updateTable('submissionAnswers').set({ score: 0 }).where('workGuid', '=', work.guid).where('th', '=', 1).execute();
    expect(await fromSheets(THS)).toEqual(await fromAnswerRows(THS));

    // A resubmission rewrites the answers; a sheet without answers reads as all blank.
    await t.db.deleteFrom('submissionAnswers').where('submissionGuid', '=', first).execute();
    expect(await fromSheets(THS)).toEqual(await fromAnswerRows(THS));
    await answer(first, [[6, 'again', 3]]);
    expect(await fromSheets(THS)).toEqual(await fromAnswerRows(THS));

    // Columns follow the questions asked for, in their order; other question numbers are left out.
    expect(await fromSheets([6, 1])).toEqual(await fromAnswerRows([6, 1]));

    // A removed submission takes its answers (the submissions trigger) and so its sheet.
    await t.db.deleteFrom('submissions').where('guid', '=', second).execute();
    expect(await fromSheets(THS)).toEqual(await fromAnswerRows(THS));
    const left = await t.db.selectFrom('submissionAnswerSheets').select('submissionGuid').where('workGuid', '=', work.guid).execute();
    expect(left.map((r) => r.submissionGuid)).toEqual([first]);

    // Only submitted sheets of the classes asked for; the student of each row when asked for.
    await t.db.updateTable('submissions').set({ status: 0 }).where('guid', '=', third).execute();
    const m = await answerSheetsRepository.matrix(t.db, work.schoolId, work.guid, work.classGuids, THS, { withStudents: true });
    expect(m.studentGuids).toEqual([students[0]!.guid]);
    expect((await answerSheetsRepository.matrix(t.db, work.schoolId, work.guid, [], THS)).students).toBe(0);
    // 'all' classes: every submitted sheet of the homework, a student of another class too (as the exam tables read it).
    const [other] = await studentsOf(t.db, await classGuidOf(t.db, 'A801'));
    const fourth = await submission(other!.guid);
    await answer(fourth, [[2, 'C', 1]]);
    const all = await answerSheetsRepository.matrix(t.db, work.schoolId, work.guid, 'all', [2], { withStudents: true });
    expect(all.studentGuids).toEqual([first, fourth].sort().map((g) => (g === first ? students[0]!.guid : other!.guid)));
    expect(Array.from(all.scores).sort()).toEqual([1, Number.NaN].sort());
    expect((await answerSheetsRepository.matrix(t.db, work.schoolId, work.guid, work.classGuids, [2])).students).toBe(1);
    // Another school's id reads nothing.
    expect((await answerSheetsRepository.matrix(t.db, work.schoolId + 1, work.guid, work.classGuids, THS)).students).toBe(0);
  });

  it('are written for the answers already there when the migration runs', async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    const before = await fromSheets(THS);
    expect(before.length).toBeGreaterThan(0);
    expect((await migrator.migrateTo('20261129T1500_subject_network_returns')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await fromSheets(THS)).toEqual(before);
  });
});
