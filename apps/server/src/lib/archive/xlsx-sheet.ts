import type ExcelJS from 'exceljs';
import { ArchiveLimits, ArchiveMessages, ArchiveRefusal } from './archive-limits.js';
import { unpackArchive } from './zip-entries.js';

/** A worksheet as text: its non-empty rows, each with its Excel row number and the trimmed text of its cells. */
export interface SheetText {
  rows: { row: number; cells: string[] }[];
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;

const SLICE = 1024 * 1024;
/** Longer than any start tag's name with its prefix, so a tag cut by a slice's end is found in the next slice. */
const OVERLAP = 128;

/**
 * Whether an element (with or without a namespace prefix: `<row …>`, `<x:c …>`) occurs more than `limit` times in
 * a sheet's XML. Reads slice by slice and stops at the limit, so a sheet far over it is refused in milliseconds.
 * latin1: one byte per character; the tags are ASCII and UTF-8's multi-byte characters never match them.
 */
function occursMoreThan(data: Buffer, tag: string, limit: number): boolean {
  const pattern = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${tag}[\\s/>]`, 'g');
  let count = 0;
  for (let offset = 0; offset < data.length; offset += SLICE) {
    const text = data.toString('latin1', offset, Math.min(data.length, offset + SLICE + OVERLAP));
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match && match.index < SLICE; match = pattern.exec(text)) if (++count > limit) return true;
  }
  return false;
}

/**
 * Checks every worksheet of an unpacked workbook for its row and cell counts, before any parser builds cell
 * objects for them (100,000 formula rows take a parser 5–14 s and hundreds of MB).
 */
export function checkWorksheets(entries: Map<string, Buffer>): void {
  for (const [name, data] of entries) {
    if (!WORKSHEET.test(name)) continue;
    if (occursMoreThan(data, 'row', ArchiveLimits.maxSheetRows)) throw new ArchiveRefusal(ArchiveMessages.tooManyRows, 'limit');
    if (occursMoreThan(data, 'c', ArchiveLimits.maxSheetCells)) throw new ArchiveRefusal(ArchiveMessages.tooManyCells, 'limit');
  }
}

/**
 * The first worksheet of an .xlsx as text, or undefined when the workbook has no sheet. The archive is checked
 * (sizes, entries, rows, cells) before exceljs reads it; runs in the archive worker, never on the request thread.
 */
export async function readFirstSheetText(bytes: Buffer): Promise<SheetText | undefined> {
  checkWorksheets(unpackArchive(bytes, 'Excel', (name) => WORKSHEET.test(name)));
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw new ArchiveRefusal(ArchiveMessages.corrupt('Excel'), 'corrupt');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return undefined;
  const rows: SheetText['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const width = Math.min(row.cellCount, ArchiveLimits.maxSheetColumns);
    const cells = Array.from({ length: width }, (_, i) => String(row.getCell(i + 1).text ?? '').trim());
    rows.push({ row: rowNumber, cells });
  });
  return { rows };
}
