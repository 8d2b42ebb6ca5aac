import { AccountLimits, STUDENT_IMPORT_COLUMNS, sanitizeName, type TImportRowError } from '@zuoyeben/shared';

/** One data row of a student workbook as text, numbered as Excel shows it. */
export interface StudentSheetRow {
  row: number;
  stuName: string;
  buddies: string;
  className: string;
  stuPhone: string;
}

/** A class of the school as the importer matches it by name. */
export interface ImportClass {
  guid: string;
  name: string;
  /** The importing user may add students to it (administrators: every class). */
  isWritable: boolean;
}

export interface ImportContext {
  classes: readonly ImportClass[];
  /** Student numbers already used in the school. */
  takenBuddies: ReadonlySet<string>;
}

export interface ImportStudent {
  row: number;
  stuName: string;
  buddies: string;
  classGuid: string;
  stuPhone: string | null;
}

const BUDDIES = /^[0-9A-Za-z]+$/;
const PHONE = /^1\d{10}$/;

export const HEADER_MESSAGE = `表头应为：${STUDENT_IMPORT_COLUMNS.join('、')}`;
export const EMPTY_MESSAGE = '文件中没有学生数据';
export const TOO_MANY_MESSAGE = `每次最多导入${AccountLimits.importMaxRows}名学生`;

/** The message of a rejected import: nothing is written when any row is bad. */
export function importFailureMessage(errors: readonly TImportRowError[]): string {
  return `导入失败：共${errors.length}行有误，未导入任何学生`;
}

/** Problems of the sheet as a whole (header, no rows, too many rows), checked before any row. */
export function checkSheetShape(header: readonly string[], rowCount: number): string | null {
  const expected = STUDENT_IMPORT_COLUMNS as readonly string[];
  if (expected.some((name, i) => (header[i] ?? '').trim() !== name)) return HEADER_MESSAGE;
  if (rowCount === 0) return EMPTY_MESSAGE;
  if (rowCount > AccountLimits.importMaxRows) return TOO_MANY_MESSAGE;
  return null;
}

function nameProblems(raw: string): string[] {
  const name = sanitizeName(raw);
  if (!name) return ['姓名不能为空'];
  if (name.length > AccountLimits.studentName) return [`姓名不能超过${AccountLimits.studentName}个字符`];
  return [];
}

function buddiesProblems(buddies: string): string[] {
  if (!buddies) return ['学号不能为空'];
  const problems: string[] = [];
  if (buddies.length > AccountLimits.buddies) problems.push(`学号不能超过${AccountLimits.buddies}个字符`);
  if (!BUDDIES.test(buddies)) problems.push('学号只能包含数字和字母');
  return problems;
}

function findClass(raw: string, ctx: ImportContext): { problem: string } | { guid: string } {
  const name = sanitizeName(raw);
  if (!name) return { problem: '班级不能为空' };
  const matches = ctx.classes.filter((c) => c.name === name);
  if (matches.length === 0) return { problem: `班级「${name}」不存在` };
  if (matches.length > 1) return { problem: `班级「${name}」在多个年级重名，请联系管理员修改班级名称` };
  if (!matches[0]!.isWritable) return { problem: `您不是班级「${name}」的任课老师` };
  return { guid: matches[0]!.guid };
}

/**
 * Checks every row and collects every problem, so the teacher fixes the file once: one error per bad row,
 * its reasons joined by '；'. Students are returned only when no row is bad.
 */
export function validateStudentRows(rows: readonly StudentSheetRow[], ctx: ImportContext): { students: ImportStudent[]; errors: TImportRowError[] } {
  const errors: TImportRowError[] = [];
  const students: ImportStudent[] = [];
  const firstRowOf = new Map<string, number>();
  for (const r of rows) {
    const buddies = r.buddies.trim();
    const phone = r.stuPhone.trim();
    const badBuddies = buddiesProblems(buddies);
    const problems = [...nameProblems(r.stuName), ...badBuddies];
    if (badBuddies.length === 0) {
      const first = firstRowOf.get(buddies);
      if (first !== undefined) problems.push(`第${r.row}行学号与第${first}行重复`);
      else firstRowOf.set(buddies, r.row);
      if (ctx.takenBuddies.has(buddies)) problems.push(`学号已存在：${buddies}`);
    }
    const cls = findClass(r.className, ctx);
    if ('problem' in cls) problems.push(cls.problem);
    if (phone && !PHONE.test(phone)) problems.push('手机号格式不正确，应为11位手机号');
    if (problems.length > 0) errors.push({ row: r.row, reason: problems.join('；') });
    else if ('guid' in cls) students.push({ row: r.row, stuName: sanitizeName(r.stuName), buddies, classGuid: cls.guid, stuPhone: phone || null });
  }
  return { students: errors.length ? [] : students, errors };
}
