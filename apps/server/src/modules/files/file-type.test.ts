import { describe, expect, it } from 'vitest';
import { docBytes, docxBytes, jpegBytes, pdfBytes, pngBytes, zipBytes } from '../homework/homework.fixture.js';
import { docxNamesInsideZip, zipBombDocx } from '../../../test/helpers/zip.js';
import { countPdfPages, detectFileType, extensionFamily, sniffFileType } from './file-type.js';

describe('sniffFileType', () => {
  it.each([
    ['JPEG', jpegBytes(), 'image/jpeg'],
    ['PNG', pngBytes(), 'image/png'],
    ['DOCX', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['DOC', docBytes(), 'application/msword'],
  ])('recognises %s by its first bytes', (_name, bytes, mime) => {
    expect(sniffFileType(bytes)?.mime).toBe(mime);
  });

  it('recognises a PDF and refuses text and nothing', async () => {
    expect(sniffFileType(await pdfBytes(1))?.kind).toBe('pdf');
    expect(sniffFileType(Buffer.from('%PD'))).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('detectFileType', () => {
  it('takes a ZIP for a .docx only when its entries are a Word document', async () => {
    expect((await detectFileType(docxBytes()))?.ext).toBe('docx');
    expect(await detectFileType(zipBytes())).toBeNull();
    expect(await detectFileType(docxNamesInsideZip())).toBeNull();
    expect((await detectFileType(pngBytes()))?.kind).toBe('image');
  });

  it('refuses a Word file whose document part inflates past the limits', async () => {
    await expect(detectFileType(zipBombDocx(100))).rejects.toThrow(/解压后/);
  });
});

describe('extensionFamily', () => {
  it.each([
    ['a.JPG', 'image'], ['a.jpeg', 'image'], ['a.jpe', 'image'], ['a.png', 'image'], ['b.PDF', 'pdf'], ['c.doc', 'word'],
    ['c.docx', 'word'], ['d.txt', null], ['png', null], ['e.pdf.exe', null],
  ])('reads %s as %s', (name, family) => {
    expect(extensionFamily(name)).toBe(family);
  });
});

describe('countPdfPages', () => {
  it.each([1, 3, 12])('counts the %d pages of a real PDF', async (pages) => {
    expect(countPdfPages(await pdfBytes(pages))).toBe(pages);
  });

  it('falls back to the page tree count, or null when nothing is visible', () => {
    expect(countPdfPages(Buffer.from('%PDF-1.7 << /Type /Pages /Kids [] /Count 7 >>'))).toBe(7);
    expect(countPdfPages(Buffer.from('%PDF-1.7 compressed'))).toBeNull();
  });
});
