import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { stubCanvas } from '@/app/testing/canvas';
import { StudentLookPage } from './student-look-page';
import { studentTrendOption } from './student-look-sections';

beforeEach(() => {
  stubCanvas();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STU = '22222222-2222-4222-8222-222222222222';
const W1 = '44444444-4444-4444-8444-444444444444';
const W2 = '55555555-5555-4555-8555-555555555555';
const K1 = '11111111-1111-4111-8111-111111111111';
const LOOK = {
  stuGuid: STU, studentName: '张小明', classCode: 'A701', className: '七年级1班', km: '数学',
  works: [
    { workGuid: W2, name: '三月第二次作业', isExam: false, day: '2026-03-05', fullScore: 10, isSubmitted: false, score: null, rate: null, classSubmitCount: 2, classAvgScore: 7.5, classAvgRate: 75, rank: null },
    { workGuid: W1, name: '三月月考', isExam: true, day: '2026-03-02', fullScore: 20, isSubmitted: true, score: 16, rate: 80, classSubmitCount: 4, classAvgScore: 14, classAvgRate: 70, rank: 2 },
  ],
  knowledge: [{ knowledgeGuid: K1, knowledgeName: '一元一次方程', got: 12, possible: 16, rate: 75, classRate: 65.63, workCount: 1 }],
  wrongQuestions: [{ workGuid: W1, workName: '三月月考', day: '2026-03-02', th: 6, score: 8, fullScore: 10, knowledgeNames: ['有理数的运算', '一元一次方程'] }],
};

function serve() {
  return fakeApi({
    '/api/WorkInfo/GetWorkCalcQueryData': {
      status: 200,
      data: { grades: [], classes: [{ classCode: 'A701', className: '七年级1班', gradeCode: 'A7' }, { classCode: 'A702', className: '七年级2班', gradeCode: 'A7' }], subjects: ['数学'], teachers: [] },
    },
    '/api/WorkReport/StudentLookStudents': { status: 200, data: [{ stuGuid: STU, name: '张小明' }, { stuGuid: '33333333-3333-4333-8333-333333333333', name: '李华' }] },
    '/api/WorkReport/StudentLook': { status: 200, data: LOOK },
  });
}

const lookCalls = (api: ReturnType<typeof serve>) => api.fetchMock.mock.calls.filter(([u]) => String(u).includes('/StudentLook?'));

describe('student look page', { timeout: 40_000 }, () => {
  it('asks for a student first, then shows the scores, trend, knowledge points and lost questions found by search', async () => {
    const api = serve();
    renderAt(<StudentLookPage />, '/reports/studentLook');
    expect(await screen.findByText('请选择学生')).toBeTruthy();
    expect(lookCalls(api)).toHaveLength(0);
    await userEvent.type(screen.getByRole('combobox', { name: '学生' }), '小明');
    await userEvent.click(await screen.findByTitle('张小明'));

    expect(await screen.findByRole('img', { name: '学生与班级得分率走势折线图' })).toBeTruthy();
    const asked = new URL(String(lookCalls(api)[0]![0]), 'http://x').searchParams;
    expect([asked.get('classCode'), asked.get('stuGuid'), asked.get('km')]).toEqual(['A701', STU, '数学']);
    expect(asked.get('startDay')).toMatch(/^\d{4}-\d{2}-01$/);

    const works = screen.getByRole('table', { name: '作业与考试成绩' });
    const exam = within(works).getByRole('link', { name: '三月月考' }).closest('tr')!;
    expect(within(exam).getByText('16 / 20')).toBeTruthy();
    expect(within(exam).getByText('2 / 4')).toBeTruthy();
    expect(within(exam).getByText('考试')).toBeTruthy();
    const missed = within(works).getByText('三月第二次作业').closest('tr')!;
    expect(within(missed).getByText('未提交')).toBeTruthy();
    expect(within(missed).getByText('-- / 10')).toBeTruthy();

    const knowledge = within(screen.getByRole('table', { name: '知识点掌握' })).getByText('一元一次方程').closest('tr')!;
    expect(within(knowledge).getByText('65.63%')).toBeTruthy();
    const wrong = within(screen.getByRole('table', { name: '失分题' })).getByText('第6题').closest('tr')!;
    expect(within(wrong).getByText('有理数的运算、一元一次方程')).toBeTruthy();
    expect(within(wrong).getByRole('link', { name: '三月月考' }).getAttribute('href')).toBe(`/jobManager/job-analyze?workGuid=${W1}`);
  });

  it('prints the page, and asks over all time once the range is cleared', async () => {
    const api = serve();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt(<StudentLookPage />, '/reports/studentLook');
    await userEvent.click(await screen.findByRole('combobox', { name: '学生' }));
    await userEvent.click(await screen.findByTitle('张小明'));
    await screen.findByRole('table', { name: '失分题' });
    await userEvent.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);

    const clear = document.querySelector('.ant-picker-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear!);
    fireEvent.mouseUp(clear!);
    fireEvent.click(clear!);
    await waitFor(() => expect(lookCalls(api).some(([u]) => !String(u).includes('startDay'))).toBe(true));
    expect(await screen.findByText('全部时间')).toBeTruthy();
  });

  it('draws the student against the class mean, oldest work first, with a gap where nothing was submitted', () => {
    const option = studentTrendOption(LOOK);
    expect(option.xAxis).toMatchObject({ data: ['03-02 三月月考', '03-05 三月第二次作业'] });
    expect((option.series as { name: string; data: (number | null)[] }[]).map((s) => [s.name, s.data])).toEqual([
      ['张小明得分率', [80, null]],
      ['班级平均得分率', [70, 75]],
    ]);
  });
});
