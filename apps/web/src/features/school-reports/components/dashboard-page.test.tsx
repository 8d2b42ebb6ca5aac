import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { stubCanvas } from '@/app/testing/canvas';
import { LocationProbe } from '@/app/testing/location-probe';
import { DashboardPage, termRange, trendOption } from './dashboard-page';

beforeEach(() => {
  stubCanvas();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const K1 = '11111111-1111-4111-8111-111111111111';
const DASHBOARD = {
  classCode: 'A702', className: '七年级2班', gradeCode: 'A7', km: '数学',
  trend: [
    { workGuid: '44444444-4444-4444-8444-444444444444', name: '三月第一次作业', day: '2026-03-02', fullScore: 20, studentCount: 45, submitCount: 2, submitRate: 4.44, avgScore: 8, avgRate: 40 },
    { workGuid: '55555555-5555-4555-8555-555555555555', name: '三月第二次作业', day: '2026-03-05', fullScore: 10, studentCount: 45, submitCount: 0, submitRate: 0, avgScore: null, avgRate: null },
  ],
  submitRate: 2.22,
  avgRate: 40,
  weakKnowledge: [{ knowledgeGuid: K1, knowledgeName: '有理数的运算', rate: 21.43, workCount: 1 }],
};

function serve() {
  return fakeApi({
    '/api/WorkInfo/GetWorkCalcQueryData': {
      status: 200,
      data: { grades: [], classes: [{ classCode: 'A701', className: '七年级1班', gradeCode: 'A7' }, { classCode: 'A702', className: '七年级2班', gradeCode: 'A7' }], subjects: ['数学'], teachers: [] },
    },
    '/api/LearningAnalysis/Dashboard': { status: 200, data: DASHBOARD },
  });
}

describe('dashboard page', { timeout: 40_000 }, () => {
  it('opens on the first class and the term, and shows the rates and weak knowledge points with practice links', async () => {
    const api = serve();
    renderAt(<DashboardPage />, '/reports/dashboard');
    expect(await screen.findByRole('img', { name: '成绩与提交走势折线图' })).toBeTruthy();
    const asked = new URL(String(api.fetchMock.mock.calls.find(([u]) => String(u).includes('Dashboard'))![0]), 'http://x').searchParams;
    expect(asked.get('classCode')).toBe('A701');
    expect(asked.get('km')).toBe('数学');
    expect(asked.get('startDay')).toBe(termRange()[0].format('YYYY-MM-DD'));
    expect(screen.getByText('2.22%')).toBeTruthy();
    const weak = screen.getByRole('table', { name: '薄弱知识点' });
    const row = within(weak).getByText('有理数的运算').closest('tr')!;
    expect(within(row).getByText('21.43%')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '推荐练习' }).getAttribute('href')).toBe(
      `/jobManager/tiku-recommend?classCode=A702&km=%E6%95%B0%E5%AD%A6&knowledgeGuid=${K1}&gradeCode=A7`,
    );
  });

  it('asks again for another class', async () => {
    const api = serve();
    renderAt(<DashboardPage />, '/reports/dashboard');
    await screen.findByRole('img', { name: '成绩与提交走势折线图' });
    await userEvent.click(screen.getByRole('combobox', { name: '班级' }));
    await userEvent.click(await screen.findByTitle('七年级2班'));
    await waitFor(() => expect(api.fetchMock.mock.calls.some(([u]) => String(u).includes('Dashboard') && String(u).includes('classCode=A702'))).toBe(true));
  });

  it('keeps the class and subject in the address, and opens on them when they are there', async () => {
    const api = serve();
    renderAt(<><DashboardPage /><LocationProbe /></>, `/reports/dashboard?classCode=A702&km=${encodeURIComponent('数学')}`);
    await screen.findByRole('img', { name: '成绩与提交走势折线图' });
    const first = new URL(String(api.fetchMock.mock.calls.find(([u]) => String(u).includes('Dashboard'))![0]), 'http://x').searchParams;
    expect(first.get('classCode')).toBe('A702');
    await userEvent.click(screen.getByRole('combobox', { name: '班级' }));
    await userEvent.click(await screen.findByTitle('七年级1班'));
    await waitFor(() => expect(screen.getByRole('status', { name: '当前地址' }).textContent).toBe(`/reports/dashboard?classCode=A701&km=${encodeURIComponent('数学')}`));
  });

  it('draws the mean score rate and the submission rate per homework, leaving a gap where nobody submitted', () => {
    const option = trendOption(DASHBOARD);
    expect(option.xAxis).toMatchObject({ data: ['03-02 三月第一次作业', '03-05 三月第二次作业'] });
    expect((option.series as { name: string; data: (number | null)[] }[]).map((s) => [s.name, s.data])).toEqual([
      ['平均得分率', [40, null]],
      ['提交率', [4.44, 0]],
    ]);
  });

  it('starts the term on 1 August in the autumn', () => {
    expect(termRange(dayjs('2026-11-28'))[0].format('YYYY-MM-DD')).toBe('2026-08-01');
  });
});
