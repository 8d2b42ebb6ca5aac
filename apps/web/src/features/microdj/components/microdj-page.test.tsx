import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TMicrodjOverview } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { MicrodjPage } from './microdj-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const K1 = '22222222-2222-4222-8222-222222222222';
const K2 = '33333333-3333-4333-8333-333333333333';
const W1 = '44444444-4444-4444-8444-444444444444';
const P1 = '55555555-5555-4555-8555-555555555555';
const S = (n: number) => `6666666${n}-6666-4666-8666-666666666666`;

const OVERVIEW: TMicrodjOverview = {
  classCode: 'A701', className: '七年级1班', gradeCode: 'A7', period: 'C', km: '数学', studentCount: 40,
  works: [{ workGuid: W1, name: '三月第一次作业', startTime: '2026-03-02 09:00' }],
  points: [
    { knowledgeGuid: K1, knowledgeName: '有理数的运算', rate: 0.2143, weak: true, workCount: 1, questionCount: 3, practicedBy: ['有理数练习'],
      students: [{ studentGuid: S(1), name: '张三', buddies: '01', rate: 0.1429 }, { studentGuid: S(2), name: '李四', buddies: '02', rate: 0.2857 }] },
    { knowledgeGuid: K2, knowledgeName: '一元一次方程', rate: 0.75, weak: false, workCount: 1, questionCount: 4, practicedBy: [], students: [] },
  ],
  practices: [{ workGuid: P1, name: '有理数练习', startTime: '2026-11-28 09:00', endTime: '2026-11-30 09:00', ended: false, studentCount: 40, submitCount: 12, knowledgeNames: ['有理数的运算'] }],
};

function serve(overview: TMicrodjOverview = OVERVIEW) {
  return fakeApi({
    '/api/WorkInfo/GetWorkCalcQueryData': { status: 200, data: { grades: [], classes: [{ classCode: 'A701', className: '七年级1班', gradeCode: 'A7' }], subjects: ['数学'], teachers: [] } },
    '/api/Microdj/Overview': { status: 200, data: overview },
  });
}

describe('精准教学', { timeout: 60_000 }, () => {
  it('shows the weakest points with the rule, the students who need each, and the practice already sent with its submissions', async () => {
    const api = serve();
    renderAt(<MicrodjPage />, '/microdj');
    const table = await screen.findByRole('table', { name: '薄弱知识点' }, { timeout: 15_000 });
    const [weakRow, okRow] = within(table).getAllByRole('row').slice(1);
    expect(within(weakRow!).getByText('薄弱')).toBeTruthy();
    expect(within(weakRow!).getByText('21.4%')).toBeTruthy();
    expect(within(weakRow!).getByLabelText('有理数的运算 需要加强的学生').textContent).toBe('2 人：张三、李四');
    expect(within(okRow!).queryByText('薄弱')).toBeNull();
    expect(within(okRow!).getByText('未布置')).toBeTruthy();
    expect(screen.getByText(/按知识点统计得分率/)).toBeTruthy();
    expect(screen.getByText('这些数字怎么来的（统计规则，不是预测）')).toBeTruthy();
    const practices = screen.getByRole('table', { name: '已布置练习的进度' });
    expect(within(practices).getByText('12/40 人')).toBeTruthy();
    expect(within(practices).getByText('进行中')).toBeTruthy();
    const asked = api.fetchMock.mock.calls.map(([url]) => String(url)).find((u) => u.includes('/api/Microdj/Overview'));
    expect(asked).toContain('classCode=A701');
    expect(asked).toContain('km=%E6%95%B0%E5%AD%A6');
  });

  it('leads each point into 推荐练习 and all weak points into 薄弱点练习 for this class', async () => {
    serve();
    renderAt(<MicrodjPage />, '/microdj');
    const link = await screen.findByRole('link', { name: '有理数的运算 推荐练习' }, { timeout: 15_000 });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/jobManager/tiku-recommend');
    expect(Object.fromEntries(href.searchParams)).toEqual({ classCode: 'A701', km: '数学', period: 'C', gradeCode: 'A7', knowledgeGuid: K1 });
    const group = screen.getByRole('button', { name: '为 1 个薄弱点组一份练习' }).closest('a')!;
    expect(group.getAttribute('href')).toBe('/jobManager/weak-practice?classCode=A701&km=%E6%95%B0%E5%AD%A6&period=C&gradeCode=A7');
  });

  it('says so when the class has no ended homework of the subject yet', async () => {
    serve({ ...OVERVIEW, works: [], points: [], practices: [] });
    renderAt(<MicrodjPage />, '/microdj');
    expect(await screen.findByText(/七年级1班还没有已结束的数学作业/, undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/最近 30 天没有给本班布置这个科目的作业/)).toBeTruthy();
  });
});
