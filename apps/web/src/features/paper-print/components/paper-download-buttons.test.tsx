import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { isPreviewablePdfUrl } from './pdf-preview-page';
import { PaperDownloadButtons } from './paper-download-buttons';

afterEach(() => vi.unstubAllGlobals());

const PAPER = '6f1c2f0e-7a39-4c2b-9a51-0c7d1f8e2a10';
const queuedTask = { status: 201, message: '操作成功，请在任务队列中查看！', data: { key: 'k1', name: '周测（试卷）', type: 2 } };

describe('PaperDownloadButtons', () => {
  it('asks for the paper PDF with the paper and homework, and says the task is queued', async () => {
    const api = fakeApi({ '/api/WorkInfo/GetPaperPdf': queuedTask, '/api/Job/List': { status: 200, data: { list: [], total: 0 } } });
    renderAt(<PaperDownloadButtons paperGuid={PAPER} workCode="W42" />, '/school-based');
    await userEvent.click(screen.getByRole('button', { name: /下载试卷/ }));
    expect(await screen.findByText('操作成功，请在任务队列中查看！')).toBeTruthy();
    const url = String(api.fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/WorkInfo/GetPaperPdf'))![0]);
    expect(url).toContain(`paperGuid=${PAPER}`);
    expect(url).toContain('workCode=W42');
  });

  it('downloads a kept answer card at once from its URL, without a task', async () => {
    const cardPdfUrl = `/api/YJReport/LoadFile?fileKey=${PAPER}&fileName=card.pdf`;
    const api = fakeApi({
      '/api/WorkInfo/GetPaperCardPdf': { status: 200, data: { cardPdfUrl, fileName: '周测（答题卡）.pdf' } },
      '/api/YJReport/LoadFile': { status: 200, data: null },
    });
    renderAt(<PaperDownloadButtons paperGuid={PAPER} />, '/school-based');
    await userEvent.click(screen.getByRole('button', { name: /下载答题卡/ }));
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/api/YJReport/LoadFile'));
    expect(api.fetchMock.mock.calls.some(([u]) => String(u) === cardPdfUrl)).toBe(true);
    expect(screen.queryByText('操作成功，请在任务队列中查看！')).toBeNull();
  });

  it('names the answers file after the homework', async () => {
    const api = fakeApi({ '/api/WorkInfo/GetPaperAnswerPdf': queuedTask, '/api/Job/List': { status: 200, data: { list: [], total: 0 } } });
    renderAt(<PaperDownloadButtons paperGuid={PAPER} workInfoName="周测一" />, '/school-based');
    await userEvent.click(screen.getByRole('button', { name: /下载答案解析/ }));
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/api/WorkInfo/GetPaperAnswerPdf'));
    const url = String(api.fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/WorkInfo/GetPaperAnswerPdf'))![0]);
    expect(decodeURIComponent(url)).toContain('workInfoName=周测一');
  });
});

describe('/preview/pdf', () => {
  it('shows only files of our own API', () => {
    expect(isPreviewablePdfUrl('/api/YJReport/LoadFile?fileKey=x')).toBe(true);
    expect(isPreviewablePdfUrl('https://evil.example/x.pdf')).toBe(false);
    expect(isPreviewablePdfUrl('//evil.example/api/x.pdf')).toBe(false);
    expect(isPreviewablePdfUrl('javascript:alert(1)')).toBe(false);
    expect(isPreviewablePdfUrl(null)).toBe(false);
  });
});

describe('PaperDownloadButtons and body status 202', () => {
  it('downloads a kept answers PDF answered 202 through YJReport/LoadFile with its fileKey and fileName, once', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const fileKey = '0b8c1d5e-2f3a-4b6c-8d9e-1a2b3c4d5e6f';
    const api = fakeApi({
      '/api/WorkInfo/GetPaperAnswerPdf': { status: 202, data: { fileKey, fileName: '周测一（答案解析）.pdf', answerPdfUrl: `/api/YJReport/LoadFile?fileKey=${fileKey}` } },
    });
    renderAt(<PaperDownloadButtons paperGuid={PAPER} workInfoName="周测一" />, '/school-based');
    await userEvent.click(screen.getByRole('button', { name: /下载答案解析/ }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toBe(`/api/YJReport/LoadFile?fileKey=${fileKey}&fileName=${encodeURIComponent('周测一（答案解析）.pdf').replace(/%20/g, '+')}`);
    // The api client's download is the only one: the button does not fetch the file again.
    expect(api.calls.map((c) => c.path)).toEqual(['/api/WorkInfo/GetPaperAnswerPdf']);
    expect(screen.queryByText('操作成功，请在任务队列中查看！')).toBeNull();
    vi.restoreAllMocks();
  });
});
