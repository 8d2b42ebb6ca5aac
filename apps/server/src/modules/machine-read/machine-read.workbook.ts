import ExcelJS from 'exceljs';
import { headerCells, readUploadedSheet } from '../../lib/workbook.js';
import { MACHINE_READ_COLUMNS } from '@zuoyeben/shared';
import type { AnswerSheet } from './machine-read.rules.js';

export interface TemplateRow {
  stuName: string;
  buddies: string;
  /** Letters by question number ('' when nothing is entered yet). */
  answers: Map<number, string>;
}

const GUIDE_LINES = [
  '答案录入说明',
  `1. 第一行是表头，请勿修改：${MACHINE_READ_COLUMNS.join('、')}，之后每列是一道选择题的题号。`,
  '2. 每个单元格填写该学生所选的字母，如 A；多选题填写多个字母，如 ACD；未作答留空。',
  '3. 单选题只能填一个字母；字母不能超出该题的选项数。',
  '4. 学号必须是本作业班级的学生，不能重复；姓名仅供核对。',
  '5. 任意一处有误时整个文件都不会导入，请按提示的行号修改后重新上传。',
];

/** The answer sheet of a class: one row per student, one column per objective question, filled with what is stored. */
export async function writeAnswerTemplate(ths: readonly number[], rows: readonly TemplateRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('答案录入', { views: [{ state: 'frozen', xSplit: 2, ySplit: 1 }] });
  sheet.columns = [
    { header: MACHINE_READ_COLUMNS[0], width: 12 },
    { header: MACHINE_READ_COLUMNS[1], width: 18 },
    ...ths.map((th) => ({ header: String(th), width: 6 })),
  ];
  // Every column is text: student numbers keep leading zeros and letters are never read as anything else.
  sheet.columns.forEach((column) => (column.numFmt = '@'));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow([r.stuName, r.buddies, ...ths.map((th) => r.answers.get(th) ?? '')]);
  const guide = workbook.addWorksheet('说明');
  guide.getColumn(1).width = 90;
  for (const line of GUIDE_LINES) guide.addRow([line]);
  guide.getRow(1).font = { bold: true, size: 14 };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The first sheet as text; null when the bytes are not a readable workbook. */
export async function readAnswerSheet(body: Buffer): Promise<AnswerSheet | null> {
  const sheet = await readUploadedSheet(body);
  if (sheet === null) return null;
  if (!sheet) return { header: [], rows: [] };
  const header = [...headerCells(sheet)];
  while (header.length > 0 && header.at(-1) === '') header.pop();
  const rows: AnswerSheet['rows'] = [];
  for (const { row, cells } of sheet.rows) {
    if (row === 1) continue;
    const padded = header.map((_, i) => cells[i] ?? '');
    if (padded.some(Boolean)) rows.push({ row, cells: padded });
  }
  return { header, rows };
}
