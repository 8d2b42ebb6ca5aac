import { ScanMessages, type TScanPageStatus } from '@zuoyeben/shared';

/**
 * Which student each scanned page counts for and whether its answers may be written: pure, so the same rule runs
 * after reading, re-reading, moving and resolving. It never guesses: an unclear or unknown student number, a number
 * two pages claim, an ambiguous bubble or an unreadable QR code sends the page to review until a teacher decides.
 */
export interface ReaderAnswer {
  no: number;
  selected: string[];
  flags: string[];
}
export interface PageFacts {
  guid: string;
  batchGuid: string;
  pageIndex: number;
  /** What the reader said of the page (pending: not read yet). */
  readerStatus: TScanPageStatus;
  readerFlags: string[];
  readerMessage: string;
  cardPage: number | null;
  studentNo: string | null;
  answers: ReaderAnswer[];
  decidedStudentGuid: string | null;
  decidedAnswers: Record<string, string>;
}
export interface StudentKey {
  guid: string;
  buddies: string;
}
export interface PageOutcome {
  guid: string;
  status: TScanPageStatus;
  message: string;
  matchedStudentGuid: string | null;
  /** The student the page counts for, when it counts for one. */
  studentGuid: string | null;
  /** Answers to write (question number → letters), only for a page that is read. */
  write: Map<number, string> | null;
}

export const ScanReviewMessages = {
  pageUnknown: '无法确定是答题卡的第几页，请重新读取或删除',
  qrUnreadable: '二维码无法识别，请确认该页属于本作业并选择学生',
} as const;

/**
 * The student of a card's student number: the homework's student whose 学号 is the number or ends with it (the card
 * has 8 digits, a school's 学号 may be longer). Exactly one such student, else none (unknown or ambiguous).
 */
export function matchStudent(studentNo: string | null, students: readonly StudentKey[]): string | null {
  if (!studentNo) return null;
  const found = students.filter((s) => s.buddies === studentNo || (s.buddies.length > studentNo.length && s.buddies.endsWith(studentNo)));
  return found.length === 1 ? found[0]!.guid : null;
}

/** The answer a page stands for: the teacher's where decided, else what the reader marked. */
export function effectiveAnswer(a: ReaderAnswer, decided: Record<string, string>): string | null {
  const d = decided[String(a.no)];
  if (d !== undefined) return d;
  if (a.flags.includes('ambiguous')) return null;
  return a.selected.join('');
}

/** Outcomes of every page of a homework, in upload order (batches oldest first, pages by index). */
export function assignPages(pages: readonly PageFacts[], students: readonly StudentKey[]): PageOutcome[] {
  const known = new Set(students.map((s) => s.guid));
  const matched = new Map(pages.map((p) => [p.guid, p.cardPage === 1 ? matchStudent(p.studentNo, students) : null]));
  // A later page of a card belongs to the student of the first page just before it in the same upload.
  const studentOf = new Map<string, string | null>();
  let last: { batch: string; guid: string | null } | null = null;
  for (const p of pages) {
    const own = p.decidedStudentGuid && known.has(p.decidedStudentGuid) ? p.decidedStudentGuid : null;
    if (p.cardPage === 1) {
      studentOf.set(p.guid, own ?? matched.get(p.guid) ?? null);
      last = { batch: p.batchGuid, guid: p.guid };
    } else {
      const carried = last && last.batch === p.batchGuid && p.cardPage !== null && last.guid ? studentOf.get(last.guid) ?? null : null;
      studentOf.set(p.guid, own ?? carried);
    }
  }
  // Who holds each (student, card page): decided pages first, then in upload order.
  const holder = new Map<string, string>();
  const order = [...pages].sort((a, b) => Number(!!b.decidedStudentGuid) - Number(!!a.decidedStudentGuid));
  for (const p of order) {
    const s = studentOf.get(p.guid);
    if (!s || p.readerStatus === 'failed' || p.readerStatus === 'refused' || p.readerStatus === 'pending') continue;
    const key = `${s}:${p.cardPage}`;
    if (!holder.has(key)) holder.set(key, p.guid);
  }
  return pages.map((p) => {
    const base = { guid: p.guid, matchedStudentGuid: matched.get(p.guid) ?? null };
    if (p.readerStatus === 'failed' || p.readerStatus === 'refused' || p.readerStatus === 'pending') {
      return { ...base, status: p.readerStatus, message: p.readerMessage, studentGuid: null, write: null };
    }
    if (p.cardPage === null) return { ...base, status: 'review', message: ScanReviewMessages.pageUnknown, studentGuid: null, write: null };
    const decided = !!p.decidedStudentGuid && known.has(p.decidedStudentGuid);
    const student = studentOf.get(p.guid) ?? null;
    const reasons: string[] = [];
    if (!decided && p.readerFlags.includes('qrUnreadable')) reasons.push(ScanReviewMessages.qrUnreadable);
    if (!student) reasons.push(p.cardPage === 1 && !p.studentNo ? ScanMessages.studentNoUnclear : ScanMessages.unknownStudent);
    else if (holder.get(`${student}:${p.cardPage}`) !== p.guid) reasons.push(ScanMessages.duplicateStudent);
    const write = new Map<number, string>();
    for (const a of p.answers) {
      const value = effectiveAnswer(a, p.decidedAnswers);
      if (value === null) {
        if (!reasons.includes(ScanMessages.answersUnclear)) reasons.push(ScanMessages.answersUnclear);
      } else write.set(a.no, value);
    }
    if (reasons.length > 0) return { ...base, status: 'review', message: reasons.join('；'), studentGuid: student, write: null };
    return { ...base, status: 'read', message: '', studentGuid: student, write };
  });
}
