import ExcelJS from 'exceljs';
import { STUDENT_PASSWORD_COLUMNS } from '@zuoyeben/shared';

export interface PasswordRow {
  stuName: string;
  buddies: string;
  className: string;
  /** 学校编码: students whose number exists in several schools log in with it. */
  ruCode: string;
  initialPassword: string;
}

const COLUMN_WIDTHS = [14, 22, 18, 14, 40];
/** Student numbers and passwords stay text, so Excel keeps their leading zeros. */
const TEXT_COLUMNS = [2, 4, 5];

/** One sheet 初始密码 with the columns 姓名, 学号, 班级, 学校编码, 初始密码, ready to print and cut into slips. */
export async function writeStudentPasswordWorkbook(rows: readonly PasswordRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('初始密码', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = STUDENT_PASSWORD_COLUMNS.map((header, i) => ({ header, key: header, width: COLUMN_WIDTHS[i] }));
  for (const column of TEXT_COLUMNS) sheet.getColumn(column).numFmt = '@';
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow([r.stuName, r.buddies, r.className, r.ruCode, r.initialPassword]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
