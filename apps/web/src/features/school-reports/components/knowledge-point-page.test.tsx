import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildUserInfo } from '@/app/testing/user-info';
import { termRange } from './dashboard-page';
import { KnowledgePointPage } from './knowledge-point-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const P = '11111111-1111-4111-8111-111111111111';
const K1 = '22222222-2222-4222-8222-222222222222';
const K2 = '33333333-3333-4333-8333-333333333333';
const W1 = '44444444-4444-4444-8444-444444444444';
const S1 = '55555555-5555-4555-8555-555555555555';
const S2 = '66666666-6666-4666-8666-666666666666';
const classes = (a: number, b: number) => [{ classCode: 'A701', rate: a }, { classCode: 'A702', rate: b }];
const TREE = {
  classes: [{ classCode: 'A701', className: '七年级1班' }, { classCode: 'A702', className: '七年级2班' }],
  points: [
    { knowledgeGuid: P, parentGuid: null, knowledgeName: '数与代数', questionCount: 7, rate: 53.33, classes: classes(66.67, 26.67) },
    { knowledgeGuid: K1, parentGuid: P, knowledgeName: '有理数的运算', questionCount: 3, rate: 52.38, classes: classes(67.86, 21.43) },
    { knowledgeGuid: K2, parentGuid: P, knowledgeName: '整式', questionCount: 4, rate: 75, classes: classes(80, 70) },
  ],
};
const DETAIL = {
  questions: [{ workGuid: W1, workName: '三月第一次作业', day: '2026-03-02', th: 6, fullScore: 10, submitCount: 6, rate: 40, lostCount: 5 }],
  students: [
    { studentGuid: S1, studentName: '赵一', classCode: 'A702', className: '七年级2班', questionCount: 3, got: 2, possible: 14, rate: 14.29 },
    { studentGuid: S2, studentName: '钱二', classCode: 'A701', className: '七年级1班', questionCount: 3, got: 14, possible: 14, rate: 100 },
  ],
};

function serve() {
  return fakeApi({
    '/api/WorkInfo/GetWorkCalcQueryData': {
      status: 200,
      data: {
        grades: [{ gradeCode: 'A7', gradeName: '七年级' }],
        classes: [{ classCode: 'A701', className: '七年级1班', gradeCode: 'A7' }, { classCode: 'A702', className: '七年级2班', gradeCode: 'A7' }],
        subjects: ['数学', '语文'],
        teachers: [],
      },
    },
    '/api/WorkReport/KnowledgePoint': { status: 200, data: TREE },
    '/api/WorkReport/KnowledgePointDetail': { status: 200, data: DETAIL },
  });
}

const user = buildUserInfo({ selected: { period: 'C', km: '数学' } });

describe('knowledge point page', { timeout: 40_000 }, () => {
  it('asks for the selected subject over the term and shows the tree with rates per class, weak ones in red', async () => {
    const api = serve();
    renderAt(<KnowledgePointPage />, '/reports/knowlege-point', user);
    const table = await screen.findByRole('table', { name: '知识点得分率' });
    const asked = api.calls.find((c) => c.path === '/api/WorkReport/KnowledgePoint')!.body;
    expect(asked).toMatchObject({ km: '数学', classCodes: [], startDay: termRange()[0].format('YYYY-MM-DD') });
    expect(within(table).getByRole('columnheader', { name: '七年级2班' })).toBeTruthy();
    const parent = within(table).getByText('数与代数').closest('tr')!;
    expect(within(parent).getByText('53.33%').closest('.ant-typography-danger')).toBeTruthy();
    expect(within(parent).getByText('66.67%').closest('.ant-typography-danger')).toBeNull();
    const child = within(table).getByText('整式').closest('tr')!;
    expect(within(child).getByText('75%').closest('.ant-typography-danger')).toBeNull();
    expect(within(child).getAllByRole('cell')[1]!.textContent).toBe('4');
  });

  it('shows the questions and the students of a chosen point, lowest rate first', async () => {
    const api = serve();
    renderAt(<KnowledgePointPage />, '/reports/knowlege-point', user);
    await userEvent.click(await screen.findByRole('button', { name: '查看有理数的运算的题目和学生' }));
    const questions = await screen.findByRole('table', { name: '知识点题目' });
    const row = (await within(questions).findByText('三月第一次作业')).closest('tr')!;
    expect(within(row).getByText('第6题')).toBeTruthy();
    expect(within(row).getByText('5 / 6')).toBeTruthy();
    const students = screen.getByRole('table', { name: '知识点学生' });
    const names = within(students).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['赵一', '钱二']);
    expect(api.calls.find((c) => c.path === '/api/WorkReport/KnowledgePointDetail')!.body).toMatchObject({ knowledgeGuid: K1, km: '数学' });
  });

  it('asks again for the chosen classes', async () => {
    const api = serve();
    renderAt(<KnowledgePointPage />, '/reports/knowlege-point', user);
    await screen.findByRole('table', { name: '知识点得分率' });
    await userEvent.click(screen.getByRole('combobox', { name: '班级' }));
    await userEvent.click(await screen.findByTitle('七年级2班'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/WorkReport/KnowledgePoint' && JSON.stringify((c.body as { classCodes: string[] }).classCodes) === '["A702"]')).toBe(true));
  });
});
