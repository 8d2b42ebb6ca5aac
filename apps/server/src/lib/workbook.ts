import ExcelJS from 'exceljs';

/** A cell as trimmed text, whatever Excel stored (number, date, rich text). */
export const cellText = (row: ExcelJS.Row, column: number) => String(row.getCell(column).text ?? '').trim();

/**
 * The first sheet of an uploaded workbook: null when the bytes are not a readable .xlsx, undefined when the
 * workbook has no sheet. Every import (students, machine-read answers) reads through here.
 */
export async function loadFirstSheet(body: Buffer): Promise<ExcelJS.Worksheet | null | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  } catch {
    return null;
  }
  return workbook.worksheets[0];
}
