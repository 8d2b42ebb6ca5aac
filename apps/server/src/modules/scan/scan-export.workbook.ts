import ExcelJS from 'exceljs';
import { QuestionType, ScanPageStatusNames, SortDataTexts, type TScanPageStatus } from '@zuoyeben/shared';
import type { QuestionRow } from '../submissions/submission-work.repository.js';
import type { StoredReading } from './scan.assignment.js';

/** What the sorted-data workbook is made from (all of one homework, of one school). */
export interface SortDataInput {
  questions: readonly Pick<QuestionRow, 'th' | 'type'>[];
  /** In class and 学号 order. */
  students: readonly { guid: string; name: string; buddies: string; className: string }[];
  pages: readonly {
    pageIndex: number;
    status: string;
    cardPage: number | null;
    message: string;
    reading: unknown;
    studentNo: string | null;
    matchedStudentGuid: string | null;
    decidedStudentGuid: string | null;
    decidedAnswers: Record<string, string>;
    writtenStudentGuid: string | null;
    /** The files of the page's upload: one PDF, or one image per page. */
    sources: readonly { name: string }[];
  }[];
  submissions: readonly { guid: string; studentGuid: string; objectiveScore: number | string; subjectiveScore: number | string; totalScore: number | string }[];
  answers: readonly { submissionGuid: string; th: number; answer: string; score: number | string | null }[];
}

type Page = SortDataInput['pages'][number];
const readingOf = (p: Page): StoredReading => (p.reading && typeof p.reading === 'object' ? (p.reading as StoredReading) : {});
/** The uploaded file a page came from, and its page in that file (an image is one page). */
export function pageFileOf(p: Pick<Page, 'sources' | 'pageIndex'>): { file: string; page: number } {
  return p.sources.length === 1 ? { file: p.sources[0]!.name, page: p.pageIndex } : { file: p.sources[p.pageIndex - 1]?.name ?? '', page: 1 };
}
const refOf = (p: Page) => {
  const { file, page } = pageFileOf(p);
  return SortDataTexts.pageRef(file, page);
};
const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** The header of the students' sheet: fixed columns, then per question its letters (objective) and its score, then the review record and the pages. */
export function sortDataHeader(questions: SortDataInput['questions']): string[] {
  const perQuestion = questions.flatMap((q) => (q.type === QuestionType.Subjective ? [`${q.th}得分`] : [`${q.th}`, `${q.th}得分`]));
  return [...SortDataTexts.fixedColumns, ...perQuestion, SortDataTexts.flagsColumn, SortDataTexts.pagesColumn];
}

/**
 * The rows of the sorted data: one per student of the homework's classes in class and 学号 order — whether their sheet
 * was read, is waiting for review or is missing; the number on the card; the scores; each question's letters as they
 * count (the teacher's decision over the machine's) and its score (empty while a written answer is unmarked); what the
 * reader was unsure of and what the teacher decided; and which uploaded file and page the sheet is. Then the pages
 * that count for no student.
 */
export function sortDataRows(input: SortDataInput): { students: (string | number | null)[][]; pages: (string | number)[][] } {
  const subByStudent = new Map(input.submissions.map((s) => [s.studentGuid, s]));
  const answersBySub = new Map<string, Map<number, SortDataInput['answers'][number]>>();
  for (const a of input.answers) {
    const m = answersBySub.get(a.submissionGuid) ?? new Map();
    m.set(a.th, a);
    answersBySub.set(a.submissionGuid, m);
  }
  const written = new Map<string, Page[]>();
  const waiting = new Set<string>();
  for (const p of input.pages) {
    if (p.writtenStudentGuid) written.set(p.writtenStudentGuid, [...(written.get(p.writtenStudentGuid) ?? []), p]);
    else if (p.status === 'review') {
      const claimed = p.decidedStudentGuid ?? p.matchedStudentGuid;
      if (claimed) waiting.add(claimed);
    }
  }
  const students = input.students.map((s) => {
    const pages = [...(written.get(s.guid) ?? [])].sort((a, b) => (a.cardPage ?? 0) - (b.cardPage ?? 0));
    const sub = pages.length ? subByStudent.get(s.guid) : undefined;
    const answers = sub ? answersBySub.get(sub.guid) : undefined;
    // A page claiming the student still waits for review (an unclear number, a second sheet): 待复核 before anything else.
    const state = waiting.has(s.guid) ? SortDataTexts.stateReview : pages.length ? SortDataTexts.stateRead : SortDataTexts.stateMissing;
    const cardNo = pages.find((p) => p.cardPage === 1)?.studentNo ?? '';
    const perQuestion = input.questions.flatMap((q) => {
      const a = answers?.get(q.th);
      const score = num(a?.score);
      return q.type === QuestionType.Subjective ? [score] : [a?.answer ?? '', score];
    });
    const record: string[] = [];
    for (const p of pages) {
      if (p.decidedStudentGuid) record.push(SortDataTexts.studentChosen);
      for (const a of readingOf(p).answers ?? []) {
        const decided = p.decidedAnswers[String(a.no)];
        const read = a.selected.join('');
        if (decided !== undefined) record.push(SortDataTexts.decided(a.no, read, decided));
        else if (a.flags.includes('ambiguous')) record.push(SortDataTexts.unsure(a.no, read));
      }
    }
    return [
      s.className,
      s.buddies,
      s.name,
      state,
      cardNo,
      num(sub?.totalScore),
      num(sub?.objectiveScore),
      num(sub?.subjectiveScore),
      ...perQuestion,
      record.join('；'),
      pages.map(refOf).join('；'),
    ];
  });
  const pages = input.pages
    .filter((p) => !p.writtenStudentGuid)
    .map((p) => [pageFileOf(p).file, pageFileOf(p).page, ScanPageStatusNames[p.status as TScanPageStatus] ?? p.status, p.studentNo ?? '', p.message]);
  return { students, pages };
}

/** The workbook: the students' sheet (frozen header and names, 学号 as text) and the sheet of pages without a student. */
export async function writeSortData(input: SortDataInput): Promise<Buffer> {
  const { students, pages } = sortDataRows(input);
  const workbook = new ExcelJS.Workbook();
  const header = sortDataHeader(input.questions);
  const sheet = workbook.addWorksheet(SortDataTexts.studentsSheet, { views: [{ state: 'frozen', xSplit: 3, ySplit: 1 }] });
  sheet.columns = header.map((h, i) => ({ header: h, width: i < 3 ? 14 : h === SortDataTexts.flagsColumn || h === SortDataTexts.pagesColumn ? 40 : Math.max(8, h.length * 2 + 2) }));
  // 学号 and the number read on the card keep their leading zeros.
  sheet.getColumn(2).numFmt = '@';
  sheet.getColumn(5).numFmt = '@';
  sheet.getRow(1).font = { bold: true };
  // An empty text is an empty cell (no answer), as an unmarked score is.
  const blank = (row: (string | number | null)[]) => row.map((v) => (v === '' ? null : v));
  for (const row of students) sheet.addRow(blank(row));
  const other = workbook.addWorksheet(SortDataTexts.pagesSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  other.columns = SortDataTexts.pageColumns.map((h, i) => ({ header: h, width: i === 4 ? 50 : 16 }));
  other.getColumn(4).numFmt = '@';
  other.getRow(1).font = { bold: true };
  for (const row of pages) other.addRow(blank(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
