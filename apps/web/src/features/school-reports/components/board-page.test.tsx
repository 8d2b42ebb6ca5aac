import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { renderAt } from '@/app/testing/render-at';
import { stubCanvas } from '@/app/testing/canvas';
import { BoardPage, gradeBarsOption } from './board-page';

beforeEach(() => {
  stubCanvas();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fig = (submitRate: number | null, avgRate: number | null) => ({ workCount: 1, expectedCount: 46, submitCount: 4, submitRate, avgRate });
const BOARD = {
  subjects: ['数学', '语文'],
  grades: [{ gradeCode: 'A7', gradeName: '七年级', ...fig(5.84, 63.75) }, { gradeCode: 'A8', gradeName: '八年级', ...fig(2.08, 75) }],
  classes: [
    { gradeCode: 'A7', classCode: 'A701', className: '七年级1班', all: fig(6.52, 71.67), cells: [{ km: '数学', ...fig(6.52, 71.67) }] },
    { gradeCode: 'A8', classCode: 'A801', className: '八年级1班', all: fig(2.08, 75), cells: [{ km: '语文', ...fig(2.08, 75) }] },
  ],
};
const admin = buildUserInfo({ user: { userRole: 'Salesman', userName: '张敏' }, roles: ['Salesman'] });

describe('board page', { timeout: 40_000 }, () => {
  it('shows the school administrator every class with each subject\'s mean score rate and submission', async () => {
    fakeApi({
      '/api/LearningAnalysis/Board': { status: 200, data: BOARD },
      '/api/WorkReport/GetGradeList': { status: 200, data: [{ gradeCode: 'A7', gradeName: '七年级' }] },
    });
    renderAt(<BoardPage />, '/reports/board', admin);
    const table = await screen.findByRole('table', { name: '各班各科' });
    await waitFor(() => expect(within(table).getByText('七年级1班')).toBeTruthy());
    const cells = within(within(table).getByText('七年级1班').closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['七年级1班', '1', '6.52%', '71.67%', '71.67%（提交6.52%）', '--']);
    expect(screen.getByRole('img', { name: '各年级提交率与平均得分率柱状图' })).toBeTruthy();
  });

  it('tells a teacher the board is for administrators, without asking the server', async () => {
    const api = fakeApi({ '/api/WorkReport/GetGradeList': { status: 200, data: [] } });
    renderAt(<BoardPage />, '/reports/board');
    expect(await screen.findByText('数据看板仅供学校管理员查看')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/LearningAnalysis/Board')).toBe(false);
  });

  it('draws each grade\'s submission and mean score rate', () => {
    const option = gradeBarsOption(BOARD);
    expect(option.xAxis).toMatchObject({ data: ['七年级', '八年级'] });
    expect((option.series as { name: string; data: number[] }[]).map((s) => [s.name, s.data])).toEqual([['提交率', [5.84, 2.08]], ['平均得分率', [63.75, 75]]]);
  });
});
