import { QuestionType, type TScanPageStatus } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import { writeSubmission, type GivenAnswer } from '../submissions/submission-writer.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';
import { assignPages, type PageFacts, type ReaderAnswer } from './scan.rules.js';
import { scanRepository, type ScanPageRow } from './scan.repository.js';

/** Which student each scanned page counts for, and the submissions brought in line with it. */
export interface StoredReading {
  status?: TScanPageStatus;
  flags?: string[];
  answers?: (ReaderAnswer & { options: string[]; darkness: number[] })[];
  /** Question number → file key of the written answer cut from the page (a student-answer image). */
  areaFiles?: Record<string, string>;
}
export const readingOf = (p: ScanPageRow): StoredReading => (p.reading && typeof p.reading === 'object' ? (p.reading as StoredReading) : {});

const factsOf = (p: ScanPageRow): PageFacts => {
  const r = readingOf(p);
  const readerStatus = (r.status ?? 'pending') as TScanPageStatus;
  return {
    guid: p.guid,
    batchGuid: p.batchGuid,
    pageIndex: p.pageIndex,
    readerStatus,
    readerFlags: r.flags ?? [],
    readerMessage: readerStatus === 'failed' || readerStatus === 'refused' ? p.message : '',
    cardPage: p.cardPage,
    studentNo: p.studentNo,
    answers: (r.answers ?? []).map((a) => ({ no: a.no, selected: a.selected, flags: a.flags })),
    decidedStudentGuid: p.decidedStudentGuid,
    decidedAnswers: p.decidedAnswers,
  };
};

/**
 * Works out every page of the homework again (scan.rules.ts) and brings the submissions in line: a page that no longer
 * counts for the student it wrote takes its answers back (an entered submission left empty is removed), then each page
 * that is read writes its answers, scored by the homework's rules. `dirty` pages are written even when unchanged.
 */
export async function reassign(tx: DbOrTx, schoolId: number, workGuid: string, userId: number, dirty: ReadonlySet<string>) {
  await scanRepository.lockWork(tx, schoolId, workGuid);
  const [pages, students, questions] = await Promise.all([
    scanRepository.pagesOfWork(tx, schoolId, workGuid),
    scanRepository.studentsOfWork(tx, schoolId, workGuid),
    submissionWorkRepository.questionsOf(tx, schoolId, workGuid),
  ]);
  const outcomes = assignPages(pages.map(factsOf), students);
  const objective = new Set(questions.filter((q) => q.type !== QuestionType.Subjective).map((q) => q.th));
  const subjective = new Set(questions.filter((q) => q.type === QuestionType.Subjective).map((q) => q.th));
  const now = new Date();
  // Choices as letters; written answers as the crop of their box, marked on the web like a phone photo.
  const given = (letters: Map<number, string>, areas: Record<string, string>) => new Map<number, GivenAnswer>([
    ...[...letters].filter(([th]) => objective.has(th)).map(([th, answer]): [number, GivenAnswer] => [th, { answer, imageKeys: [] }]),
    ...Object.entries(areas).filter(([th]) => subjective.has(Number(th))).map(([th, key]): [number, GivenAnswer] => [Number(th), { answer: '', imageKeys: key ? [key] : [] }]),
  ]);
  const write = (studentGuid: string, answers: Map<number, GivenAnswer>) =>
    writeSubmission(tx, { schoolId, workGuid, studentGuid, questions, answers, now, mode: { kind: 'entry', userId } });
  const changes = pages.map((page, i) => ({ page, outcome: outcomes[i]!, next: outcomes[i]!.status === 'read' ? outcomes[i]!.studentGuid : null }));
  for (const { page, next } of changes) {
    if (!page.writtenStudentGuid || page.writtenStudentGuid === next) continue;
    const reading = readingOf(page);
    const blankAreas = Object.fromEntries(Object.keys(reading.areaFiles ?? {}).map((th) => [th, '']));
    await write(page.writtenStudentGuid, given(new Map((reading.answers ?? []).map((a) => [a.no, ''])), blankAreas));
    await scanRepository.dropEmptyEnteredSubmission(tx, schoolId, workGuid, page.writtenStudentGuid);
  }
  for (const { page, outcome, next } of changes) {
    if (next && outcome.write && (dirty.has(page.guid) || page.writtenStudentGuid !== next)) await write(next, given(outcome.write, readingOf(page).areaFiles ?? {}));
    if (page.status !== outcome.status || page.message !== outcome.message || page.matchedStudentGuid !== outcome.matchedStudentGuid || page.writtenStudentGuid !== next) {
      await scanRepository.updatePage(tx, schoolId, page.guid, { status: outcome.status, message: outcome.message, matchedStudentGuid: outcome.matchedStudentGuid, writtenStudentGuid: next });
    }
  }
}

export const reassignNow = (db: DbOrTx, schoolId: number, workGuid: string, userId: number, dirty: ReadonlySet<string>) =>
  'transaction' in db ? db.transaction().execute((tx) => reassign(tx, schoolId, workGuid, userId, dirty)) : reassign(db, schoolId, workGuid, userId, dirty);
