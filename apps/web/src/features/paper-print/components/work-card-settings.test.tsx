import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWorkCard } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { WorkCardSettingsButton } from './work-card-settings';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WORK = '44444444-4444-4444-8444-444444444444';
const card: TWorkCard = {
  workGuid: WORK, workName: '第三单元测验', answerSheetType: 1, paperSize: 'A4', columns: 1, studentIdDigits: 8, pageCount: 0, own: false,
  defaults: { paperSize: 'A4', columns: 1, studentIdDigits: 8 },
  areas: [{ th: 6, heightMm: 39.69, own: false }, { th: 7, heightMm: 39.69, own: false }],
  pages: 1, fingerprint: '1a2b3c4d', scannedPages: 3, columnChoices: { A4: [1, 2], A3: [2, 3] },
};

describe('答题卡设置 of a homework', () => {
  it('shows the card’s options and saves the homework’s own, with only the heights the teacher changed', async () => {
    const api = fakeApi({
      '/api/AnswerCard/GetWorkCard': { status: 200, data: card },
      '/api/AnswerCard/SaveWorkCard': (body) => ({ status: 200, message: '保存成功', data: { ...card, own: true, paperSize: 'A3', columns: 2, studentIdDigits: 10, body } }),
    });
    renderAt(<WorkCardSettingsButton workGuid={WORK} />, '/jobManager/job-details');
    await userEvent.click(screen.getByRole('button', { name: /答题卡设置/ }));
    expect(await screen.findByText('1a2b3c4d')).toBeTruthy();
    expect(screen.getByText(/本作业已扫描 3 页/)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'A3' }));
    // A3 allows 2 or 3 columns: the column moves to 2.
    expect((screen.getByRole('radio', { name: '2 栏' }) as HTMLInputElement).checked).toBe(true);
    const digits = screen.getByRole('spinbutton', { name: '学号位数' });
    await userEvent.clear(digits);
    await userEvent.type(digits, '10');
    await userEvent.click(screen.getByRole('radio', { name: '2 页' }));
    const height = screen.getByRole('spinbutton', { name: '第7题作答区高度' });
    await userEvent.clear(height);
    await userEvent.type(height, '80');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/AnswerCard/SaveWorkCard')?.body).toEqual({
        workGuid: WORK, paperSize: 'A3', columns: 2, studentIdDigits: 10, pageCount: 2, answerSheetType: 1, areaHeightsMm: { 7: 80 },
      }),
    );
  }, 60_000);
});
