import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
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
    fakeApi({
      '/api/WorkInfo/List': { status: 200, data: { total: 3, list: [row('没人交', 'g1', 1, 0), row('未开始', 'g2', 0, 0), row('要批改', 'g3', 2, 12)] } },
      '/api/Mark/Backlog': { status: 200, data: { total: 0, list: [] } },
    });
    renderPage(<PhoneViewPage />, { user: buildUserInfo(), url: '/phoneView' });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['要批改', '没人交']);
    expect(cards[0]!.textContent).toContain('已提交 12/40');
    await userEvent.click(screen.getAllByRole('button', { name: /去\s*批\s*改/ })[0]!);
    expect(screen.getByLabelText('当前地址').textContent).toContain('workGuid=g3');
  });

  it('shows the marking backlog: the answers to mark in all, and per homework, those with answers to mark first', async () => {
    const end = new Date().toISOString();
    fakeApi({
      '/api/WorkInfo/List': { status: 200, data: { total: 3, list: [row('都批完了', 'g1', 2, 30), row('周测', 'g3', 2, 12), row('没人交', 'g4', 1, 0)] } },
      '/api/Mark/Backlog': { status: 200, data: { total: 31, list: [{ workGuid: 'g3', name: '周测', endTime: end, unmarkedCount: 24 }, { workGuid: 'g9', name: '上个月的练习', endTime: end, unmarkedCount: 7 }] } },
    });
    renderPage(<PhoneViewPage />, { user: buildUserInfo(), url: '/phoneView' });
    const region = await screen.findByRole('region', { name: '待批改' });
    expect(await within(region).findByText('31')).toBeTruthy();
    expect(region.textContent).toContain('2 份作业有答案待批改');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['周测', '上个月的练习', '都批完了', '没人交']);
    expect(cards[0]!.textContent).toContain('待批 24 份');
    expect(cards[1]!.textContent).toContain('待批 7 份');
    expect(cards[2]!.textContent).not.toContain('待批');
    await userEvent.click(within(cards[1]!).getByRole('button', { name: /去\s*批\s*改/ }));
    expect(screen.getByLabelText('当前地址').textContent).toContain('workGuid=g9');
  });

  it('says when everything is marked', async () => {
    fakeApi({
      '/api/WorkInfo/List': { status: 200, data: { total: 1, list: [row('都批完了', 'g1', 2, 30)] } },
      '/api/Mark/Backlog': { status: 200, data: { total: 0, list: [] } },
    });
    renderPage(<PhoneViewPage />, { user: buildUserInfo(), url: '/phoneView' });
    expect(await screen.findByText('所有答案都已批改')).toBeTruthy();
  });
});
