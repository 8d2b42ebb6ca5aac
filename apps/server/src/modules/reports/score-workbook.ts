import ExcelJS from 'exceljs';
import { SCORE_REPORT_COLUMNS, scoreRowCells, ShowType, type TScoreRow } from '@zuoyeben/shared';

const COLUMN_WIDTHS = [12, 16, 16, 8, 6, 12, 24, 21];
/** 学号 stays text so leading zeros survive Excel. */
const TEXT_COLUMNS = [2];
const SCORE_COLUMN = 4;

/**
 * The score report (成绩单) as a workbook: the columns and cell texts of the screen's table (scoreRowCells), in the
 * screen's default order. A numeric score is written as a number so teachers can sum and sort it in Excel.
 */
export async function writeScoreWorkbook(workName: string, rows: readonly TScoreRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('成绩单', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SCORE_REPORT_COLUMNS.map((header, i) => ({ header, key: header, width: COLUMN_WIDTHS[i] }));
  for (const column of TEXT_COLUMNS) sheet.getColumn(column).numFmt = '@';
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const cells: (string | number)[] = scoreRowCells(row);
    if (row.showType === ShowType.Score && row.showScore !== '-') cells[SCORE_COLUMN - 1] = row.score;
    sheet.addRow(cells);
  }
  workbook.title = `成绩单-${workName}`;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
