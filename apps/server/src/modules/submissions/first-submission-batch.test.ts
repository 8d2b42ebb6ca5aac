import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { expectAnswerSheetsKept } from '../../../test/helpers/answer-sheets.js';
import { createWork, studentsOf } from '../../../test/helpers/homework-factory.js';
import { insertFirstSubmission, type FirstSubmission } from './first-submission-batch.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function firstSubmission(schoolId: number, workGuid: string, studentGuid: string, answer = 'A'): FirstSubmission {
  return {
    row: {
      guid: randomUUID(), schoolId, workGuid, studentGuid, status: 1, isOverdue: false, submittedAt: new Date(), durationSeconds: 60,
      objectiveScore: answer === 'A' ? 2 : 0, subjectiveScore: 0, totalScore: answer === 'A' ? 2 : 0, isFullyMarked: true,
      rules: JSON.stringify([{ th: 1, type: 1, score: 2, answer: 'A', optionCount: 4, multSetting: null }]), requestId: randomUUID(),
    },
    answers: [{ th: 1, answer, imageKeys: [], score: answer === 'A' ? 2 : 0, markedBy: null, markedAt: null }],
  };
}

const storedOf = (workGuid: string) =>
  t.db
    .selectFrom('submissions')
    .innerJoin('submissionAnswers', 'submissionAnswers.submissionGuid', 'submissions.guid')
    .select(['submissions.studentGuid', 'submissions.totalScore', 'submissionAnswers.answer'])
    .where('submissions.workGuid', '=', workGuid)
    .execute();

describe('first submissions written together', () => {
  it('stores every submission of a class arriving at once, each with its own answers', async () => {
    const work = await createWork(t.db, { questions: [{ th: 1, type: 1, score: 2, answer: 'A' }] });
    const students = await studentsOf(t.db, work.classGuids[0]!);
    const inserted = await Promise.all(
      students.map((s, i) => insertFirstSubmission(t.db, firstSubmission(work.schoolId, work.guid, s.guid, i % 2 === 0 ? 'A' : 'B'))),
    );
    expect(inserted.every(Boolean)).toBe(true);
    const stored = await storedOf(work.guid);
    expect(stored).toHaveLength(students.length);
    expect(stored.filter((r) => r.answer === 'A').every((r) => r.totalScore === 2)).toBe(true);
    expect(stored.filter((r) => r.answer === 'B').every((r) => r.totalScore === 0)).toBe(true);
  });

  it('inserts only one of two attempts of the same student and reports the other as not inserted', async () => {
    const work = await createWork(t.db, { questions: [{ th: 1, type: 1, score: 2, answer: 'A' }] });
    const [student] = await studentsOf(t.db, work.classGuids[0]!);
    const results = await Promise.all([
      insertFirstSubmission(t.db, firstSubmission(work.schoolId, work.guid, student!.guid, 'A')),
      insertFirstSubmission(t.db, firstSubmission(work.schoolId, work.guid, student!.guid, 'B')),
      insertFirstSubmission(t.db, firstSubmission(work.schoolId, work.guid, student!.guid, 'C')),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await storedOf(work.guid)).toHaveLength(1);
  });

  it('never lets one bad submission fail the others written with it', async () => {
    const work = await createWork(t.db, { questions: [{ th: 1, type: 1, score: 2, answer: 'A' }] });
    const students = (await studentsOf(t.db, work.classGuids[0]!)).slice(0, 5);
    const attempts = students.map((s) => insertFirstSubmission(t.db, firstSubmission(work.schoolId, work.guid, s.guid)));
    // A student removed a moment ago: the foreign key refuses this row alone.
    const removed = insertFirstSubmission(t.db, firstSubmission(work.schoolId, work.guid, randomUUID()));
    await expect(removed).rejects.toThrow();
    expect(await Promise.all(attempts)).toEqual(students.map(() => true));
    expect(await storedOf(work.guid)).toHaveLength(students.length);
  });
});

describe('answer sheets (migration 20261130T0100)', () => {
  it('every submission\'s answer sheet still equals its answers after all of the above', async () => {
    await expectAnswerSheetsKept(t.db);
  });
});
