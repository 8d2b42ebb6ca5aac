import ExcelJS from 'exceljs';
import type { TTableHeader } from '@zuoyeben/shared';

type Row = Record<string, string | number | null>;

const depthOf = (h: TTableHeader): number => (h.Children ? 1 + Math.max(...h.Children.map(depthOf)) : 1);
const leavesOf = (h: TTableHeader): TTableHeader[] => (h.Children ? h.Children.flatMap(leavesOf) : [h]);

/**
 * A table of the exam analysis (小题分, 客观题选项) as a workbook equal to the screen: the same nested headers (a group
 * over its columns, a plain column spanning every header row), the same rows in the same order, the same cell texts
 * (an empty score is '--' as on screen; numbers stay numbers so teachers can sum and sort), the first `fixed` columns
 * and the header rows frozen, and the cells the screen marks (right options) bold and green.
 */
export async function writeNestedTableWorkbook(input: {
  sheetName: string;
  title: string;
  headers: readonly TTableHeader[];
  items: readonly Row[];
  fixed: number;
  marked?: (prop: string, row: Row) => boolean;
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const headerRows = Math.max(1, ...input.headers.map(depthOf));
  const sheet = workbook.addWorksheet(input.sheetName, { views: [{ state: 'frozen', ySplit: headerRows, xSplit: input.fixed }] });
  let column = 1;
  const place = (h: TTableHeader, level: number) => {
    const width = leavesOf(h).length;
    const cell = sheet.getCell(level, column);
    cell.value = h.Title;
    cell.font = { bold: true };
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    const bottom = h.Children ? level : headerRows;
    if (width > 1 || bottom > level) sheet.mergeCells(level, column, bottom, column + width - 1);
    if (h.Children) {
      const start = column;
      for (const c of h.Children) place(c, level + 1);
      column = start + width;
    } else {
      column += 1;
    }
  };
  for (const h of input.headers) place(h, 1);
  const leaves = input.headers.flatMap(leavesOf);
  leaves.forEach((leaf, i) => {
    sheet.getColumn(i + 1).width = i < input.fixed ? 12 : Math.max(10, Math.min(24, leaf.Title.length * 2));
  });
  for (const item of input.items) {
    const row = sheet.addRow(leaves.map((leaf) => {
      const v = item[leaf.Prop!];
      return v === null || v === undefined ? '--' : v;
    }));
    if (input.marked) {
      leaves.forEach((leaf, i) => {
        if (input.marked!(leaf.Prop!, item)) row.getCell(i + 1).font = { bold: true, color: { argb: 'FF389E0D' } };
      });
    }
  }
  workbook.title = input.title;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
