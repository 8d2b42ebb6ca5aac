import ExcelJS from 'exceljs';
import { headerCells, readUploadedSheet } from '../../lib/workbook.js';
import { AccountLimits, STUDENT_IMPORT_COLUMNS } from '@zuoyeben/shared';
import type { StudentSheetRow } from './student-import.rules.js';

/** A student as a workbook row: the columns of STUDENT_IMPORT_COLUMNS, in order. */
export interface WorkbookStudent {
  stuName: string;
  buddies: string;
  className: string;
  stuPhone: string | null;
}

export interface StudentSheet {
  header: string[];
  rows: StudentSheetRow[];
}

const COLUMN_WIDTHS = [14, 22, 18, 16];
/** Columns kept as text so leading zeros of student numbers and phones survive Excel. */
const TEXT_COLUMNS = [2, 4];

const GUIDE_LINES = [
  '学生导入说明',
  `1. 第一行是表头，请勿修改：${STUDENT_IMPORT_COLUMNS.join('、')}。`,
  `2. 姓名：必填，不超过${AccountLimits.studentName}个字符。`,
  `3. 学号：必填，只能包含数字和字母，不超过${AccountLimits.buddies}个字符，全校唯一，文件内不能重复。`,
  '4. 班级：必填，填写本校已有班级的完整名称，如「七年级1班」；教师只能导入自己任教的班级。',
  '5. 手机号：选填，11位手机号。',
  `6. 每次最多导入${AccountLimits.importMaxRows}名学生，文件只支持 .xlsx 格式。`,
  '7. 任意一行有误时整个文件都不会导入，请按提示的行号修改后重新上传。',
  '8. 模板中的示例行仅供参考，导入前请删除。',
];

/** An .xlsx file is a ZIP archive: it starts with the local-file-header signature 'PK\x03\x04'. */
export function isZipFile(body: Buffer): boolean {
  return body.length >= 4 && body[0] === 0x50 && body[1] === 0x4b && body[2] === 0x03 && body[3] === 0x04;
}

/** The first sheet's header and non-empty rows as text; null when the bytes are not a readable workbook. */
export async function readStudentWorkbook(body: Buffer): Promise<StudentSheet | null> {
  const sheet = await readUploadedSheet(body);
  if (sheet === null) return null;
  if (!sheet) return { header: [], rows: [] };
  const first = headerCells(sheet);
  const header = STUDENT_IMPORT_COLUMNS.map((_, i) => first[i] ?? '');
  const rows: StudentSheetRow[] = [];
  for (const { row, cells } of sheet.rows) {
    if (row === 1) continue;
    const [stuName, buddies, className, stuPhone] = [0, 1, 2, 3].map((i) => cells[i] ?? '') as [string, string, string, string];
    if (stuName || buddies || className || stuPhone) rows.push({ row, stuName, buddies, className, stuPhone });
  }
  return { header, rows };
}

function addStudentSheet(workbook: ExcelJS.Workbook, students: readonly WorkbookStudent[]) {
  const sheet = workbook.addWorksheet('学生名单', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = STUDENT_IMPORT_COLUMNS.map((header, i) => ({ header, key: header, width: COLUMN_WIDTHS[i] }));
  for (const column of TEXT_COLUMNS) sheet.getColumn(column).numFmt = '@';
  sheet.getRow(1).font = { bold: true };
  for (const s of students) sheet.addRow([s.stuName, s.buddies, s.className, s.stuPhone ?? '']);
  return sheet;
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook of students in the import layout, so an export can be edited and imported again. */
export async function writeStudentWorkbook(students: readonly WorkbookStudent[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addStudentSheet(workbook, students);
  return toBuffer(workbook);
}

/** The import template: header, one example row, and a second sheet 说明 with the rules. */
export async function writeStudentTemplate(exampleClassName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addStudentSheet(workbook, [{ stuName: '张三', buddies: '20250701', className: exampleClassName, stuPhone: '13912345678' }]);
  const guide = workbook.addWorksheet('说明');
  guide.getColumn(1).width = 90;
  for (const line of GUIDE_LINES) guide.addRow([line]);
  guide.getRow(1).font = { bold: true, size: 14 };
  return toBuffer(workbook);
}
