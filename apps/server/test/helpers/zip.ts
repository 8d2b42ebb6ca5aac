import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Hand-built ZIP archives for the archive checks: real small Office files, and the hostile ones an attacker sends
 * (zip bombs whose entries inflate to gigabytes, sizes that lie, sheets of 100,000 formula rows). Everything is built
 * in memory when a test runs; nothing large is committed.
 */
export interface ZipEntry {
  name: string;
  /** The bytes of the entry, stored deflated. */
  data?: Buffer;
  /** An already deflated stream, with what the headers should declare (a bomb is never inflated to build it). */
  deflated?: { bytes: Buffer; declaredSize: number; crc: number };
}

function u16(n: number) {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
}
function u32(n: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}

/** A ZIP of deflated entries with local headers, a central directory and its end record. */
export function buildZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = entry.deflated ?? { bytes: deflateRawSync(entry.data ?? Buffer.alloc(0)), declaredSize: entry.data?.length ?? 0, crc: crc32(entry.data ?? Buffer.alloc(0)) };
    const common = [u16(20), u16(0x0800), u16(8), u16(0), u16(0x5921), u32(packed.crc), u32(packed.bytes.length), u32(packed.declaredSize), u16(name.length)];
    const local = Buffer.concat([u32(0x04034b50), ...common, u16(0), name, packed.bytes]);
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), ...common, u16(0), u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(directory.length), u32(offset), u16(0)]);
  return Buffer.concat([...locals, directory, end]);
}

const XLSX_PARTS = {
  contentTypes:
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  rels:
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  workbook:
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="学生" sheetId="1" r:id="rId1"/></sheets></workbook>',
  workbookRels:
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/** The parts of a one-sheet workbook around a given sheet entry. */
function workbookAround(sheet: ZipEntry): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(XLSX_PARTS.contentTypes) },
    { name: '_rels/.rels', data: Buffer.from(XLSX_PARTS.rels) },
    { name: 'xl/workbook.xml', data: Buffer.from(XLSX_PARTS.workbook) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(XLSX_PARTS.workbookRels) },
    sheet,
  ]);
}

const MB = 1024 * 1024;

/**
 * A deflate stream of `megabytes` MB of spaces built without inflating anything: one sync-flushed deflated MB
 * (about 1 KB) repeated, then a final empty block. Spaces are whitespace inside the sheet's XML.
 */
function spacesStream(megabytes: number): Buffer {
  const oneMegabyte = deflateRawSync(Buffer.alloc(MB, 0x20), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(megabytes).fill(oneMegabyte), Buffer.from([0x03, 0x00])]);
}

/**
 * A zip-bomb .xlsx of about 4 MB whose sheet inflates to 4,000 MB (4 GB of spaces). `honest` declares the real
 * size in the headers; otherwise the headers claim a small sheet and only inflating shows the truth.
 */
export function zipBombXlsx(options: { honest: boolean; megabytes?: number }): Buffer {
  const megabytes = options.megabytes ?? 4000;
  const declaredSize = options.honest ? Math.min(megabytes * MB, 0xfffffffe) : 4096;
  return workbookAround({ name: 'xl/worksheets/sheet1.xml', deflated: { bytes: spacesStream(megabytes), declaredSize, crc: 0 } });
}

/** A workbook of `rows` rows, each a formula over every row above it (the sheet that blocks a parser for seconds). */
export function formulaRowsXlsx(rows = 100_000): Buffer {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'];
  parts.push('<row r="1"><c r="A1" t="inlineStr"><is><t>姓名</t></is></c><c r="B1" t="inlineStr"><is><t>学号</t></is></c></row>');
  for (let r = 2; r <= rows; r++) parts.push(`<row r="${r}"><c r="A${r}"><f>SUM(B$1:B${r - 1})</f></c><c r="B${r}"><f>A${r - 1}+1</f></c></row>`);
  parts.push('</sheetData></worksheet>');
  return workbookAround({ name: 'xl/worksheets/sheet1.xml', data: Buffer.from(parts.join('')) });
}

const DOCX_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const DOCX_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** A real minimal .docx with one paragraph (Word and mammoth open it). */
export function minimalDocx(text = '第一题'): Buffer {
  const document =
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(DOCX_CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(DOCX_RELS) },
    { name: 'word/document.xml', data: Buffer.from(document) },
  ]);
}

/** A .docx whose document part is a bomb of `megabytes` MB, declared small. */
export function zipBombDocx(megabytes = 2000): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(DOCX_CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(DOCX_RELS) },
    { name: 'word/document.xml', deflated: { bytes: spacesStream(megabytes), declaredSize: 4096, crc: 0 } },
  ]);
}

/** A ZIP whose entry names merely contain the Word part names (the old substring check passed it). */
export function docxNamesInsideZip(): Buffer {
  return buildZip([{ name: 'backup/[Content_Types].xml.txt', data: Buffer.from('x') }, { name: 'backup/word/document.xml.txt', data: Buffer.from('x') }]);
}
