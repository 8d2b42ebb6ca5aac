import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCorrectionBookDetail } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { RevisedDetailPage } from './revised-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WORK = '44444444-4444-4444-8444-000000000001';
const CLASS = '55555555-5555-4555-8555-000000000001';
const S1 = '66666666-6666-4666-8666-000000000001';
const S2 = '66666666-6666-4666-8666-000000000002';
const S3 = '66666666-6666-4666-8666-000000000003';
const item = { fullScore: 2, firstScore: 0, images: [] };
const DETAIL: TCorrectionBookDetail = {
  correctionGuid: '77777777-7777-4777-8777-000000000001', workGuid: WORK, workName: '方程练习', km: '数学', Status: 0, CreateTime: '2026-11-28T08:00:00.000Z',
  classes: [{ classGuid: CLASS, className: '七年级1班' }],
  students: [
    { studentGuid: S1, name: '王芳', buddies: '01', classGuid: CLASS, className: '七年级1班', state: 0, submittedAt: null, items: [{ ...item, th: 1, type: 1, firstAnswer: 'B', answer: null, isCorrect: null }] },
    { studentGuid: S2, name: '李雷', buddies: '02', classGuid: CLASS, className: '七年级1班', state: 2, submittedAt: '2026-11-28T09:00:00.000Z', items: [{ ...item, th: 1, type: 1, firstAnswer: 'C', answer: 'D', isCorrect: false }] },
    { studentGuid: S3, name: '韩梅', buddies: '03', classGuid: CLASS, className: '七年级1班', state: 3, submittedAt: '2026-11-28T09:00:00.000Z', items: [{ ...item, th: 6, type: 3, fullScore: 10, firstAnswer: '旧', answer: '新解答', isCorrect: null }] },
  ],
};

describe('订正详情', () => {
  it('offers 布置订正 when the homework has none, and asks for it', async () => {
    let created = false;
    const api = fakeApi({
      '/api/CorrectionBook/GetCorrectionBookDetail': () => (created ? { status: 200, data: DETAIL } : { status: 404, message: '订正任务不存在' }),
      '/api/CorrectionBook/Create': () => { created = true; return { status: 200, data: { correctionGuid: DETAIL.correctionGuid, studentTotal: 3, itemTotal: 3 } }; },
    });
    renderAt(<RevisedDetailPage />, `/jobManager/revised-detail?workGuid=${WORK}`);
    await userEvent.click(await screen.findByRole('button', { name: '布置订正' }));
    expect(await screen.findByText('订正详情：方程练习')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/CorrectionBook/Create')?.body).toEqual({ workGuid: WORK });
  }, 60_000);

  it('counts and filters who has not corrected, who corrected wrongly again, and who waits for marking', async () => {
    fakeApi({ '/api/CorrectionBook/GetCorrectionBookDetail': { status: 200, data: DETAIL } });
    renderAt(<RevisedDetailPage />, `/jobManager/revised-detail?workGuid=${WORK}`);
    expect(await screen.findByText('王芳')).toBeTruthy();
    expect(screen.getByText('未订正（1）')).toBeTruthy();
    expect(screen.getByText('订正有误（1）')).toBeTruthy();
    await userEvent.click(screen.getByText('订正有误（1）'));
    await waitFor(() => expect(screen.queryByText('王芳')).toBeNull());
    expect(screen.getByText('李雷')).toBeTruthy();
  }, 60_000);

  it('marks a subjective correction 已订正', async () => {
    const api = fakeApi({
      '/api/CorrectionBook/GetCorrectionBookDetail': { status: 200, data: DETAIL },
      '/api/CorrectionBook/Mark': { status: 200, data: null },
    });
    renderAt(<RevisedDetailPage />, `/jobManager/revised-detail?workGuid=${WORK}`);
    const row = (await screen.findByText('韩梅')).closest('tr')!;
    await userEvent.click(row.querySelector('button')!);
    await userEvent.click(await screen.findByRole('button', { name: '韩梅第6题已订正' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/CorrectionBook/Mark')?.body).toEqual({ workGuid: WORK, studentGuid: S3, th: 6, isCorrect: true }));
  }, 60_000);
});
