import { filePathOf, QuestionType, WorkType, ScanMessages, type TScanSheet } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import { badRequest } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';
import { submissionsRepository } from '../submissions/submissions.repository.js';
import { requireTeacherWork } from '../submissions/work-access.js';
import { readingOf } from './scan.assignment.js';
import { scanRepository } from './scan.repository.js';

/**
 * /review (批阅): one student's scanned sheet — every page that counts for them, the bubbles read on it, the written
 * answers cut from it and the score of every question — to check a sheet and correct a score (through Mark/Save), then
 * step to the next student with a sheet. Without stuGuid, the first student with a sheet.
 */
export async function scanSheet(db: DbOrTx, actor: Actor, input: { workGuid: string; stuGuid?: string }): Promise<TScanSheet> {
  const work = await requireTeacherWork(db, actor, input.workGuid);
  if (work.workType !== WorkType.MachineRead) throw badRequest(ScanMessages.notMachineRead);
  const [pages, studentsOfWork, questions] = await Promise.all([
    scanRepository.pagesOfWork(db, actor.schoolId, work.guid),
    scanRepository.studentsOfWork(db, actor.schoolId, work.guid),
    submissionWorkRepository.questionsOf(db, actor.schoolId, work.guid),
  ]);
  const counted = pages.filter((p) => p.writtenStudentGuid !== null);
  const withSheet = new Set(counted.map((p) => p.writtenStudentGuid));
  const students = studentsOfWork.filter((s) => withSheet.has(s.guid)).map((s) => ({ stuGuid: s.guid, stuName: s.name, className: s.className }));
  const student = input.stuGuid ? students.find((s) => s.stuGuid === input.stuGuid) : students[0];
  if (input.stuGuid && !student) throw badRequest('该学生没有已读取的答题卡');
  const base = { workGuid: work.guid, workName: work.name, students };
  if (!student) return { ...base, student: null, submissionGuid: null, pages: [], questions: [], totalScore: null };

  const submission = await submissionsRepository.find(db, actor.schoolId, work.guid, student.stuGuid);
  const answers = new Map((submission ? await submissionsRepository.answersOf(db, actor.schoolId, submission.guid) : []).map((a) => [a.th, a]));
  return {
    ...base,
    student,
    submissionGuid: submission?.guid ?? null,
    pages: counted
      .filter((p) => p.writtenStudentGuid === student.stuGuid)
      .sort((a, b) => (a.cardPage ?? 0) - (b.cardPage ?? 0))
      .map((p) => {
        const reading = readingOf(p);
        return {
          pageGuid: p.guid,
          index: p.pageIndex,
          cardPage: p.cardPage,
          answers: (reading.answers ?? []).map((a) => ({ th: a.no, read: a.selected.join(''), decided: p.decidedAnswers[String(a.no)] ?? null, flags: a.flags })),
          areas: Object.keys(reading.areaFiles ?? {}).map(Number),
        };
      }),
    questions: questions.map((q) => {
      const a = answers.get(q.th);
      return {
        th: q.th,
        subjective: q.type === QuestionType.Subjective,
        fullScore: q.score,
        answer: a?.answer ?? '',
        score: a?.score === null || a?.score === undefined ? null : Number(a.score),
        images: (a?.imageKeys ?? []).map((k) => ({ fileKey: k, filePath: filePathOf(k) })),
      };
    }),
    totalScore: submission ? Number(submission.totalScore) : null,
  };
}
