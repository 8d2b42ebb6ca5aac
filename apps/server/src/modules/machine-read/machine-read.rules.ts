import { MACHINE_READ_COLUMNS, MACHINE_READ_MAX_ENTRIES, parseChoiceAnswer, type TImportRowError, type TMachineReadQuestion } from '@zuoyeben/shared';

/** A workbook as text: header cells and the non-empty rows with their Excel row numbers. */
export interface AnswerSheet {
  header: string[];
  rows: { row: number; cells: string[] }[];
}

export interface SheetStudent {
  guid: string;
  name: string;
  buddies: string;
}

export interface ImportedEntry {
  stuGuid: string;
  /** Letters by question number, for the columns the file has. */
  answers: Map<number, string>;
}

export const HEADER_HINT = `表头应为：${MACHINE_READ_COLUMNS.join('、')}，然后每道选择题一列（题号）`;

export function importFailureMessage(errors: readonly TImportRowError[]): string {
  return `导入失败：共${errors.length}处错误，未导入任何答案`;
}

/** The question number of each answer column (from column 3 on), or the header problems. */
function readHeader(header: readonly string[], questions: readonly TMachineReadQuestion[]): { ths: number[] } | { errors: TImportRowError[] } {
  if (MACHINE_READ_COLUMNS.some((name, i) => (header[i] ?? '').trim() !== name)) return { errors: [{ row: 1, reason: HEADER_HINT }] };
  const known = new Set(questions.map((q) => q.th));
  const ths: number[] = [];
  const errors: TImportRowError[] = [];
  for (const cell of header.slice(MACHINE_READ_COLUMNS.length)) {
    const text = cell.trim().replace(/^第|题$/g, '');
    const th = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    if (!known.has(th)) errors.push({ row: 1, reason: `表头「${cell}」不是本作业的选择题题号` });
    else if (ths.includes(th)) errors.push({ row: 1, reason: `表头中第${th}题重复` });
    ths.push(th);
  }
  if (ths.length === 0) errors.push({ row: 1, reason: HEADER_HINT });
  return errors.length > 0 ? { errors } : { ths };
}

/**
 * Validates every row of an answer workbook before anything is written: each 学号 must belong to a class of the
 * homework and appear once, and each answer must fit its question (letters within the option count, one letter for
 * a single choice). Returns the entries, or every problem with its Excel row number.
 */
export function validateAnswerSheet(
  sheet: AnswerSheet,
  context: { questions: readonly TMachineReadQuestion[]; students: readonly SheetStudent[] },
): { entries: ImportedEntry[]; errors: TImportRowError[] } {
  const header = readHeader(sheet.header, context.questions);
  if ('errors' in header) return { entries: [], errors: header.errors };
  if (sheet.rows.length === 0) return { entries: [], errors: [{ row: 2, reason: '文件中没有学生答案' }] };
  if (sheet.rows.length > MACHINE_READ_MAX_ENTRIES) return { entries: [], errors: [{ row: 1, reason: `每次最多导入${MACHINE_READ_MAX_ENTRIES}名学生` }] };

  const byBuddies = new Map(context.students.map((s) => [s.buddies, s]));
  const byTh = new Map(context.questions.map((q) => [q.th, q]));
  const seen = new Map<string, number>();
  const entries: ImportedEntry[] = [];
  const errors: TImportRowError[] = [];
  for (const { row, cells } of sheet.rows) {
    const buddies = (cells[1] ?? '').trim();
    const student = byBuddies.get(buddies);
    if (!buddies) errors.push({ row, reason: '学号不能为空' });
    else if (!student) errors.push({ row, reason: `学号${buddies}不是本作业班级的学生` });
    else if (seen.has(buddies)) errors.push({ row, reason: `学号${buddies}与第${seen.get(buddies)}行重复` });
    if (buddies) seen.set(buddies, seen.get(buddies) ?? row);
    const answers = new Map<number, string>();
    header.ths.forEach((th, i) => {
      const parsed = parseChoiceAnswer(byTh.get(th)!, cells[MACHINE_READ_COLUMNS.length + i] ?? '');
      if ('error' in parsed) errors.push({ row, reason: parsed.error });
      else answers.set(th, parsed.letters);
    });
    if (student) entries.push({ stuGuid: student.guid, answers });
  }
  return { entries, errors };
}
