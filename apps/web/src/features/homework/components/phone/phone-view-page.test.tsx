import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { renderPage } from '../../testing/render-page';
import { PhoneViewPage } from './phone-view-page';

afterEach(() => vi.unstubAllGlobals());

const row = (name: string, guid: string, state: number, submitCount: number) => ({
  workInfoGuid: guid, workCode: '123456', name, km: '数学', gradeCode: 'C2', workType: 1, state,
  startTime: new Date().toISOString(), endTime: new Date().toISOString(), classNames: ['八年级1班'], submitCount, studentTotal: 40, createdBy: '李强', isCreate: true,
});

describe('手机查看', () => {
  it('lists homework with submissions first, hides those not started, and 去批改 opens marking', async () => {
    fakeApi({ '/api/WorkInfo/List': { status: 200, data: { total: 3, list: [row('没人交', 'g1', 1, 0), row('未开始', 'g2', 0, 0), row('要批改', 'g3', 2, 12)] } } });
    renderPage(<PhoneViewPage />, { user: buildUserInfo(), url: '/phoneView' });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['要批改', '没人交']);
    expect(cards[0]!.textContent).toContain('已提交 12/40');
    await userEvent.click(screen.getAllByRole('button', { name: /去\s*批\s*改/ })[0]!);
    expect(screen.getByLabelText('当前地址').textContent).toContain('workGuid=g3');
  });
});
