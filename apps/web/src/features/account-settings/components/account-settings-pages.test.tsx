import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAnswerCardSettings, TAnswerCardTemplate, TScanSettings } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildUserInfo } from '@/app/testing/user-info';
import { AnswerCardPage } from './answer-card-page';
import { MachineReadablePage } from './machine-readable-page';

afterEach(() => vi.unstubAllGlobals());

const admin = buildUserInfo({ user: { userPhone: '13800000003', userName: '赵敏', userRole: 'Salesman' } });
const teacher = buildUserInfo();
const CARD: TAnswerCardSettings = { paperSize: 'A4', columns: 1, studentIdDigits: 8, canEdit: true, columnChoices: { A4: [1, 2], A3: [2, 3] } };
const TEMPLATE: TAnswerCardTemplate = {
  workGuid: '11111111-1111-4111-8111-111111111111', workName: '七年级数学扫描周测', workCode: '204511', workType: 4, km: '数学',
  paperGuid: '22222222-2222-4222-8222-222222222222', paperSize: 'A4', columns: 1, studentIdDigits: 8, pages: 2, version: 1, createdAt: '2026-11-28T08:00:00.000Z',
};
const SCAN: TScanSettings = { reviewType: 1, studentIdDigits: 8, bandLow: 0.3, bandHigh: 0.6, canEdit: true };

function serveCard(settings: TAnswerCardSettings) {
  return fakeApi({
    '/api/AnswerCard/GetSettings': { status: 200, data: settings },
    '/api/AnswerCard/SaveSettings': (body) => ({ status: 200, message: '保存成功', data: { ...settings, ...(body as object) } }),
    '/api/AnswerCard/Templates': { status: 200, data: { total: 1, list: [TEMPLATE] } },
    '/api/TemplateImage/GetExportAnswerConfig': { status: 404, message: '答题卡不存在或不属于本校' },
  });
}

describe('答题卡 page', () => {
  it('lets an administrator switch to A3 (its columns follow) and save the school defaults; lists the card templates', async () => {
    const api = serveCard(CARD);
    renderAt(<AnswerCardPage />, '/usercenter/answercard', admin);
    expect(await screen.findByText('七年级数学扫描周测')).toBeTruthy();
    expect(screen.getByText('A4 · 1 栏')).toBeTruthy();
    expect(screen.getByText('2 张')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('radio', { name: 'A4' }) as HTMLInputElement).checked).toBe(true));
    await userEvent.click(screen.getByRole('radio', { name: 'A3' }));
    // A3 holds two or three columns: the one column of A4 gives way to two.
    expect((screen.getByRole('radio', { name: '2 栏' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: '1 栏' })).toBeNull();
    const digits = screen.getByRole('spinbutton', { name: '学号位数' });
    await userEvent.clear(digits);
    await userEvent.type(digits, '10');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/AnswerCard/SaveSettings')?.body).toEqual({ paperSize: 'A3', columns: 2, studentIdDigits: 10 }));
  }, 30_000);

  it('shows a teacher the defaults read-only, without a save button', async () => {
    serveCard({ ...CARD, canEdit: false, paperSize: 'A3', columns: 3 });
    renderAt(<AnswerCardPage />, '/usercenter/answercard', teacher);
    expect(await screen.findByText('仅学校管理员可以修改以下设置，老师可以查看。')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('radio', { name: '3 栏' }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('radio', { name: 'A4' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  }, 30_000);
});

describe('机阅设置 page', () => {
  it('refuses a review band whose low bound is not below its high bound, then saves a valid one', async () => {
    const api = fakeApi({
      '/api/MachineRead/GetScanSettings': { status: 200, data: SCAN },
      '/api/MachineRead/SaveScanSettings': (body) => ({ status: 200, message: '保存成功', data: { ...SCAN, ...(body as object) } }),
    });
    renderAt(<MachineReadablePage />, '/usercenter/machine-readable', admin);
    const low = await screen.findByRole('spinbutton', { name: '复核区间下限' });
    await waitFor(() => expect((low as HTMLInputElement).value).toBe('0.30'));
    await userEvent.clear(low);
    await userEvent.type(low, '0.7');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('复核区间的下限必须小于上限')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/MachineRead/SaveScanSettings')).toBe(false);
    await userEvent.clear(low);
    await userEvent.type(low, '0.25');
    await userEvent.click(screen.getByRole('radio', { name: '先批改后扫描' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/MachineRead/SaveScanSettings')?.body).toEqual({ reviewType: 0, studentIdDigits: 8, bandLow: 0.25, bandHigh: 0.6 }));
  }, 30_000);

  it('shows a teacher the settings read-only', async () => {
    fakeApi({ '/api/MachineRead/GetScanSettings': { status: 200, data: { ...SCAN, canEdit: false } } });
    renderAt(<MachineReadablePage />, '/usercenter/machine-readable', teacher);
    expect(await screen.findByText('仅学校管理员可以修改以下设置，老师可以查看。')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('radio', { name: '先扫描后在线批改' }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('spinbutton', { name: '复核区间上限' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  }, 30_000);
});
