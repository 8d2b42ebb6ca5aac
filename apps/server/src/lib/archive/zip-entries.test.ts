import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from '../../../test/helpers/xlsx.js';
import { buildZip, formulaRowsXlsx, minimalDocx, zipBombXlsx } from '../../../test/helpers/zip.js';
import { ArchiveLimits, ArchiveRefusal } from './archive-limits.js';
import { checkDocx } from './docx-check.js';
import { checkWorksheets, readFirstSheetText } from './xlsx-sheet.js';
import { readZipDirectory } from './zip-directory.js';
import { unpackArchive } from './zip-entries.js';

const refusalOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ArchiveRefusal) return { reason: error.reason, message: error.message };
    throw error;
  }
  return null;
};

describe('readZipDirectory', () => {
  it('lists the entries of a workbook exceljs wrote, with their declared sizes', async () => {
    const entries = readZipDirectory(await buildWorkbook([['张三', 'A1', '七年级1班', '']]), 'Excel');
    expect(entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
    expect(entries.find((e) => e.name === 'xl/worksheets/sheet1.xml')?.uncompressedSize).toBeGreaterThan(0);
  });

  it('refuses a sheet that declares 4 GB without unpacking a byte', () => {
    const started = performance.now();
    expect(refusalOf(() => readZipDirectory(zipBombXlsx({ honest: true, megabytes: 100 }), 'Excel'))).toMatchObject({ reason: 'limit', message: expect.stringContaining('解压后') });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses more entries than an Office file has', () => {
    const many = buildZip(Array.from({ length: ArchiveLimits.maxEntries + 1 }, (_, i) => ({ name: `x/${i}.xml`, data: Buffer.from('a') })));
    expect(refusalOf(() => readZipDirectory(many, 'Word'))?.message).toContain('条目过多');
  });

  it.each([
    ['text', Buffer.from('not a zip at all, only some text that is long enough')],
    ['a truncated archive', minimalDocx().subarray(0, 60)],
    ['nothing', Buffer.alloc(0)],
  ])('takes %s for a corrupt file', (_name, bytes) => {
    expect(refusalOf(() => readZipDirectory(bytes, 'Word'))).toMatchObject({ reason: 'corrupt' });
  });
});

describe('unpackArchive', () => {
  it('stops inflating an entry that lies about its size at the ceiling', () => {
    const started = performance.now();
    expect(refusalOf(() => unpackArchive(zipBombXlsx({ honest: false, megabytes: 200 }), 'Excel', () => true))).toMatchObject({ reason: 'limit' });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses an entry that unpacks to another size than it declares', () => {
    const lying = buildZip([{ name: 'a.xml', deflated: { bytes: deflateRawSync(Buffer.from('12345')), declaredSize: 10, crc: 0 } }]);
    expect(refusalOf(() => unpackArchive(lying, 'Excel', () => true))).toMatchObject({ reason: 'corrupt' });
  });

  it('keeps the wanted entries of a real file', () => {
    const entries = unpackArchive(minimalDocx('你好'), 'Word', (name) => name === 'word/document.xml');
    expect([...entries.keys()]).toEqual(['word/document.xml']);
    expect(entries.get('word/document.xml')!.toString('utf8')).toContain('你好');
  });
});

describe('sheet and document checks', () => {
  it('refuses a sheet of 100,000 formula rows by counting rows, before any parser runs', () => {
    const entries = unpackArchive(formulaRowsXlsx(100_000), 'Excel', () => true);
    expect(refusalOf(() => checkWorksheets(entries))?.message).toContain('行数过多');
  });

  it('reads the first sheet of an ordinary workbook as text', async () => {
    const sheet = await readFirstSheetText(await buildWorkbook([['张三', '007', '七年级1班', '']]));
    expect(sheet?.rows).toEqual([
      { row: 1, cells: ['姓名', '学号', '班级', '手机号'] },
      { row: 2, cells: ['张三', '007', '七年级1班', ''] },
    ]);
  });

  it('accepts a Word document and refuses a workbook sent as one', async () => {
    expect(() => checkDocx(minimalDocx())).not.toThrow();
    expect(refusalOf(() => checkDocx(Buffer.from([])))).toMatchObject({ reason: 'corrupt' });
    const workbook = await buildWorkbook([]);
    expect(refusalOf(() => checkDocx(workbook))).toMatchObject({ reason: 'corrupt' });
  });
});
