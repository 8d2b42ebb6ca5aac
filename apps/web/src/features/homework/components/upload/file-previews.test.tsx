import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { TFileRef } from '@zuoyeben/shared';
import { docxParagraph, tinyDocx } from '../../testing/tiny-docx';
import { PDF_PREVIEW_FAILED, PdfViewer } from '@/components/pdf-viewer';
import { LEGACY_WORD_NO_PREVIEW, WORD_PREVIEW_FAILED, WordPreview } from './word-preview';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fileRef = (fileName: string, fileType: TFileRef['fileType']): TFileRef => ({
  fileKey: 'k'.repeat(32),
  fileName,
  fileType,
  filePath: `/api/files/${encodeURIComponent(fileName)}`,
  size: 2048,
  pageCount: null,
});

/** The file server: answers the one file path with `body`, or with the status given. */
function serveFile(body: BodyInit | null, status = 200) {
  const fetchMock = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const downloadLink = () => screen.getByRole('link', { name: /下载查看/ });
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('WordPreview', () => {
  it('shows a converted .docx in the preview panel', async () => {
    const fetchMock = serveFile(tinyDocx(docxParagraph('参考答案', { style: 'Heading1' }) + docxParagraph('1. B  2. C')));
    render(<WordPreview file={fileRef('答案.docx', 'word')} />);
    expect(screen.getByText('正在加载 Word 文档…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '参考答案' })).toBeTruthy();
    expect(screen.getByTestId('word-preview').innerHTML).toBe('<h1>参考答案</h1><p>1. B  2. C</p>');
    expect(fetchMock).toHaveBeenCalledWith('/api/files/%E7%AD%94%E6%A1%88.docx', { credentials: 'same-origin' });
  });

  it('offers an old .doc only as a download, without fetching it', () => {
    const fetchMock = serveFile(null);
    render(<WordPreview file={fileRef('第一单元.doc', 'word')} />);
    expect(screen.getByText(LEGACY_WORD_NO_PREVIEW)).toBeTruthy();
    expect(downloadLink().getAttribute('href')).toBe(`/api/files/${encodeURIComponent('第一单元.doc')}`);
    expect(downloadLink().getAttribute('download')).toBe('第一单元.doc');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so and offers the download when the file cannot be fetched', async () => {
    quiet();
    serveFile('gone', 404);
    render(<WordPreview file={fileRef('答案.docx', 'word')} />);
    expect(await screen.findByText(WORD_PREVIEW_FAILED)).toBeTruthy();
    expect(downloadLink().getAttribute('download')).toBe('答案.docx');
  });

  it('says so when the .docx is not a Word document', async () => {
    quiet();
    serveFile('plain text, not a zip');
    render(<WordPreview file={fileRef('答案.docx', 'word')} />);
    expect(await screen.findByText(WORD_PREVIEW_FAILED)).toBeTruthy();
  });
});

describe('PdfViewer', () => {
  it('shows 加载中 first, then the error and a download link when the PDF cannot be fetched', async () => {
    const warn = quiet();
    serveFile('server error', 500);
    render(<PdfViewer file={fileRef('试卷.pdf', 'pdf')} />);
    expect(screen.getByText('正在加载 PDF…')).toBeTruthy();
    expect(await screen.findByText(PDF_PREVIEW_FAILED)).toBeTruthy();
    expect(downloadLink().getAttribute('href')).toBe(`/api/files/${encodeURIComponent('试卷.pdf')}`);
    expect(downloadLink().getAttribute('download')).toBe('试卷.pdf');
    expect(warn).toHaveBeenCalled();
  });

  it('shows the error when pdf.js cannot read the file', async () => {
    quiet();
    serveFile('<html>not a pdf</html>');
    render(<PdfViewer file={fileRef('试卷.pdf', 'pdf')} />);
    expect(await screen.findByText(PDF_PREVIEW_FAILED, undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
