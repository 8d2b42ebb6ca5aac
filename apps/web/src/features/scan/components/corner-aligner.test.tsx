import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TScanBatchDetail } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { CornerAligner } from './corner-aligner';
import { ScanDetailPage } from './scan-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGE = '66666666-6666-4666-8666-000000000009';
const BATCH = '55555555-5555-4555-8555-555555555559';

/** The page image as a browser lays it out: 1654 × 2339 px shown at 413.5 × 584.75 (a quarter), 10 px from the top left. */
function layOut(img: HTMLElement) {
  Object.defineProperty(img, 'naturalWidth', { value: 1654 });
  Object.defineProperty(img, 'naturalHeight', { value: 2339 });
  img.getBoundingClientRect = () => ({ left: 10, top: 10, width: 413.5, height: 584.75, right: 423.5, bottom: 594.75, x: 10, y: 10, toJSON: () => ({}) });
}
const clickAt = (img: HTMLElement, x: number, y: number) => fireEvent.click(img, { clientX: 10 + x / 4, clientY: 10 + y / 4 });

describe('CornerAligner (手动对齐)', () => {
  it('asks for the corners in order, takes the last one back with 撤销, and submits the four in image pixels', async () => {
    const onSubmit = vi.fn();
    renderAt(<CornerAligner pageGuid={PAGE} pageIndex={3} onSubmit={onSubmit} />, '/scan-detail');
    const img = screen.getByAltText('第3页（点选四个角对齐）');
    expect(img.getAttribute('src')).toBe(`/api/Scan/PageImage?pageGuid=${PAGE}`);
    layOut(img);
    const submit = screen.getByRole('button', { name: '提交对齐' });
    expect(screen.getByText('请点选左上角的黑色定位方块的中心')).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);

    clickAt(img, 100, 120);
    expect(screen.getByText('请点选右上角的黑色定位方块的中心')).toBeTruthy();
    clickAt(img, 1540, 116);
    // A slip: the third click lands in the middle of the page; 撤销 takes it back and the same corner is asked again.
    clickAt(img, 800, 1200);
    expect(screen.getByText('请点选左下角的黑色定位方块的中心')).toBeTruthy();
    expect(screen.getByLabelText('已点选右下角')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(screen.queryByLabelText('已点选右下角')).toBeNull();
    expect(screen.getByText('请点选右下角的黑色定位方块的中心')).toBeTruthy();

    clickAt(img, 1548, 2220);
    clickAt(img, 104, 2224);
    expect(screen.getByText('四个角已点选，请提交对齐')).toBeTruthy();
    // A fifth click is ignored.
    clickAt(img, 600, 600);
    expect(screen.getAllByLabelText(/^已点选/)).toHaveLength(4);
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith([{ x: 100, y: 120 }, { x: 1540, y: 116 }, { x: 1548, y: 2220 }, { x: 104, y: 2224 }]);

    await userEvent.click(screen.getByRole('button', { name: '重新点选' }));
    expect(screen.queryAllByLabelText(/^已点选/)).toHaveLength(0);
    expect(screen.getByText('请点选左上角的黑色定位方块的中心')).toBeTruthy();
  });

  it('opens from an unaligned page of /scan-detail and posts the clicks to /api/Scan/Align', async () => {
    const detail: TScanBatchDetail = {
      batch: {
        batchGuid: BATCH, workGuid: '44444444-4444-4444-8444-444444444444', workName: '第三单元测验', km: '数学', fileName: '1.pdf', uploaderName: '张老师',
        status: 'done', message: '', createdAt: '2026-11-29T01:00:00.000Z', pages: 1, read: 0, review: 0, failed: 1, refused: 0, pending: 0, taskKey: null,
      },
      pages: [{
        pageGuid: PAGE, index: 1, status: 'failed', cardPage: null, flags: ['unaligned'], message: '第1页未找到四个定位块，请手动对齐', studentNo: null,
        stuGuid: null, stuName: null, buddies: null, studentDecided: false, cornersDecided: false, hasStudentCrop: false, answers: [],
      }],
      students: [],
    };
    const api = fakeApi({ '/api/Scan/Batch': { status: 200, data: detail }, '/api/Scan/Align': { status: 200, message: '已按所点的四个角重新读取', data: null } });
    renderAt(<ScanDetailPage />, `/scan-detail?batchGuid=${BATCH}`);
    await userEvent.click(await screen.findByText('读取失败（1）'));
    const card = await screen.findByTestId('scan-page-1');
    await userEvent.click(within(card).getByRole('button', { name: '手动对齐' }));
    const dialog = await screen.findByRole('dialog', { name: '手动对齐 · 第1页' });
    const img = within(dialog).getByAltText('第1页（点选四个角对齐）');
    layOut(img);
    for (const [x, y] of [[100, 120], [1540, 116], [1548, 2220], [104, 2224]] as const) clickAt(img, x, y);
    await userEvent.click(within(dialog).getByRole('button', { name: '提交对齐' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/Scan/Align')?.body).toEqual({ pageGuid: PAGE, corners: [{ x: 100, y: 120 }, { x: 1540, y: 116 }, { x: 1548, y: 2220 }, { x: 104, y: 2224 }] }),
    );
  });
});
