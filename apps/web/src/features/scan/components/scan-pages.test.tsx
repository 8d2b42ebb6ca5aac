import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TScanBatch, TScanBatchDetail } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { ScanDetailPage } from './scan-detail-page';
import { ScanStatusPage } from './scan-status-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BATCH = '55555555-5555-4555-8555-555555555555';
const WORK = '44444444-4444-4444-8444-444444444444';
const STU_1 = '33333333-3333-4333-8333-000000000001';
const STU_2 = '33333333-3333-4333-8333-000000000002';
const PAGE_1 = '66666666-6666-4666-8666-000000000001';
const PAGE_2 = '66666666-6666-4666-8666-000000000002';
const batch: TScanBatch = {
  batchGuid: BATCH, workGuid: WORK, workName: '第三单元测验', km: '数学', fileName: '七年级1班.pdf', uploaderName: '张老师', status: 'done', message: '',
  createdAt: '2026-11-29T01:00:00.000Z', pages: 2, read: 1, review: 1, failed: 0, refused: 0, pending: 0, taskKey: 'k1',
};
const answer = (th: number, read: string, flags: string[] = []) => ({ th, options: ['A', 'B', 'C', 'D'], read, flags, darkness: [5, 60, 4, 3], decided: null, hasCrop: flags.length > 0 });
const detail: TScanBatchDetail = {
  batch,
  pages: [
    { pageGuid: PAGE_1, index: 1, status: 'read', cardPage: 1, flags: [], message: '', studentNo: '25101001', stuGuid: STU_1, stuName: '王芳', buddies: '2025101001', studentDecided: false, cornersDecided: false, hasStudentCrop: false, answers: [answer(1, 'B')] },
    {
      pageGuid: PAGE_2, index: 2, status: 'review', cardPage: 1, flags: ['studentNoReview', 'answersReview'], message: '学号填涂不清，请选择学生；有题目填涂不清，请确认答案',
      studentNo: null, stuGuid: null, stuName: null, buddies: null, studentDecided: false, cornersDecided: false, hasStudentCrop: true, answers: [answer(1, 'A'), answer(2, '', ['ambiguous'])],
    },
  ],
  students: [
    { stuGuid: STU_1, stuName: '王芳', buddies: '2025101001', className: '七年级1班' },
    { stuGuid: STU_2, stuName: '李雷', buddies: '2025101002', className: '七年级1班' },
  ],
};

describe('scan status page', () => {
  it('lists the school’s batches with their counts and links to the review', async () => {
    fakeApi({ '/api/Scan/Batches': { status: 200, data: [batch] } });
    renderAt(<ScanStatusPage />, '/usercenter/scan-status');
    expect(await screen.findByText('第三单元测验（数学）')).toBeTruthy();
    expect(screen.getByText('张老师')).toBeTruthy();
    expect(screen.getByText('已完成')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去复核' }).getAttribute('href')).toBe(`/scan-detail?batchGuid=${BATCH}`);
  });
});

describe('scan detail page', () => {
  it('opens on the pages to review and sends the teacher’s student and answer', async () => {
    const api = fakeApi({
      '/api/Scan/Batch': { status: 200, data: detail },
      '/api/Scan/Resolve': { status: 200, message: '保存成功', data: null },
    });
    renderAt(<ScanDetailPage />, `/scan-detail?batchGuid=${BATCH}`);
    const card = await screen.findByTestId('scan-page-2');
    expect(screen.queryByTestId('scan-page-1')).toBeNull();
    expect(within(card).getByText('学号填涂不清，请选择学生；有题目填涂不清，请确认答案')).toBeTruthy();
    expect(within(card).getByAltText('学号填涂').getAttribute('src')).toBe(`/api/Scan/Crop?pageGuid=${PAGE_2}&th=0`);
    expect(within(card).getByAltText('第2题填涂')).toBeTruthy();
    expect(within(card).getByText('识别：未填涂（填涂不清）')).toBeTruthy();

    await userEvent.click(within(card).getByRole('combobox', { name: '第2页的学生' }));
    await userEvent.click(await screen.findByText('李雷（2025101002，七年级1班）'));
    await userEvent.click(within(card).getByRole('button', { name: '确定学生' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/Scan/Resolve')?.body).toEqual({ pageGuid: PAGE_2, stuGuid: STU_2 }));

    await userEvent.click(within(within(card).getByRole('group', { name: '第2题的答案' })).getByLabelText('C'));
    await userEvent.click(within(card).getByRole('button', { name: /确认答案/ }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/Scan/Resolve').at(-1)?.body).toEqual({ pageGuid: PAGE_2, answers: { 2: 'C' } }));
  });

  it('shows every page on 全部', async () => {
    fakeApi({ '/api/Scan/Batch': { status: 200, data: detail } });
    renderAt(<ScanDetailPage />, `/scan-detail?batchGuid=${BATCH}`);
    await screen.findByTestId('scan-page-2');
    await userEvent.click(screen.getByText('全部（2）'));
    expect(await screen.findByTestId('scan-page-1')).toBeTruthy();
    expect(within(screen.getByTestId('scan-page-1')).getByRole('button', { name: '更改学生' })).toBeTruthy();
  });
});
