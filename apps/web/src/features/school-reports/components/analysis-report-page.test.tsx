import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { renderAt } from '@/app/testing/render-at';
import { stubCanvas } from '@/app/testing/canvas';
import { AnalysisReportPage, questionRatesOption } from './analysis-report-page';
import { ReportListPage } from './report-list-page';

beforeEach(() => {
  stubCanvas();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const WORK = '44444444-4444-4444-8444-444444444444';
const K1 = '11111111-1111-4111-8111-111111111111';
const K2 = '22222222-2222-4222-8222-222222222222';
const INFO = {
  workGuid: WORK, name: '三月第一次作业', km: '数学', gradeName: '七年级', isExam: false, creatorName: '王丽',
  startTime: '2026-03-02 09:00', endTime: '2026-03-03 09:00', fullScore: 20, questionCount: 6,
  classes: [{ classCode: 'A701', className: '七年级1班' }, { classCode: 'A702', className: '七年级2班' }],
};
const fig = (rate: number | null, extra = {}) => ({ submitCount: 4, avgScore: 1, rate, lostCount: 1, ...extra });
const REPORT = {
  questions: [
    { th: 1, fullScore: 2, all: fig(83.33), classes: [{ classCode: 'A701', ...fig(100) }, { classCode: 'A702', ...fig(50) }] },
    { th: 2, fullScore: 2, all: fig(40), classes: [{ classCode: 'A701', ...fig(60) }, { classCode: 'A702', ...fig(0) }] },
  ],
};
const KNOWLEDGE = [
  { knowledgeGuid: K2, knowledgeName: '一元一次方程', ths: [3, 4, 5, 6], fullScore: 16, all: fig(54.17, { avgScore: 8.67 }), classes: [{ classCode: 'A701', ...fig(65.63) }, { classCode: 'A702', ...fig(31.25) }] },
];
const SUMMARY = { fullScore: 20, passLine: 12, excellentLine: 18, list: [], all: null };

function serve() {
  return fakeApi({
    '/api/WorkReport/GetAnalysisInfo': { status: 200, data: INFO },
    '/api/WorkReport/AnalysisReport': { status: 200, data: REPORT },
    '/api/WorkReport/KnowledgeAvgScore': { status: 200, data: KNOWLEDGE },
    '/api/WorkReport/KnowledgeWell': { status: 200, data: { well: [{ knowledgeGuid: K1, knowledgeName: '有理数的运算', rate: 67.86 }], weak: [{ knowledgeGuid: K2, knowledgeName: '一元一次方程', rate: 31.25 }] } },
    '/api/WorkReport/KnowledgeHot': { status: 200, data: [{ knowledgeGuid: K2, knowledgeName: '一元一次方程', ths: [3, 4], rate: 31.25, lostCount: 2, submitCount: 2 }] },
    '/api/Mpaper/ScoreSummary': { status: 200, data: SUMMARY },
    '/api/WorkReport/List': { status: 200, data: { list: [{ workGuid: WORK, name: '期中考试', km: '数学', gradeCode: 'A7', gradeName: '七年级', isExam: true, startTime: '2026-03-02 09:00', endTime: '2026-03-02 11:00', classNames: ['七年级1班', '七年级2班'], studentCount: 91, submitCount: 6 }], total: 1 } },
    '/api/WorkReport/GetGradeList': { status: 200, data: [{ gradeCode: 'A7', gradeName: '七年级' }] },
  });
}

// The first render loads antd's table, descriptions and ECharts: slow on a busy machine.
describe('analysis report page', { timeout: 40_000 }, () => {
  it('without a chosen work asks the teacher to pick one and links to the report list', async () => {
    serve();
    renderAt(<AnalysisReportPage />, '/report/analysis');
    expect(await screen.findByText('请从报告列表选择一次作业或考试')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去报告列表' }).getAttribute('href')).toBe('/reports/report-list');
  });

  it('heads the report and shows knowledge mastery with each class\'s rate', async () => {
    serve();
    renderAt(<AnalysisReportPage />, `/report/analysis?workGuid=${WORK}`);
    expect(await screen.findByRole('heading', { name: '三月第一次作业分析报告' })).toBeTruthy();
    expect(screen.getByText('王丽')).toBeTruthy();
    const table = await screen.findByRole('table', { name: '知识点掌握' });
    await waitFor(() => expect(within(table).getByText('一元一次方程')).toBeTruthy());
    const cells = within(within(table).getByText('一元一次方程').closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['一元一次方程', '第3题、第4题、第5题、第6题', '16', '8.67', '54.17%', '65.63%', '31.25%']);
    expect(screen.getByRole('img', { name: '每题得分率柱状图' })).toBeTruthy();
  });

  it('links a weak knowledge point to recommended practice and ranks the points most lost', async () => {
    serve();
    renderAt(<AnalysisReportPage />, `/report/analysis?workGuid=${WORK}&classCode=A702`);
    const weak = await screen.findByRole('link', { name: '一元一次方程 31.25%' });
    expect(weak.getAttribute('href')).toBe(`/jobManager/tiku-recommend?knowledgeGuid=${K2}&km=%E6%95%B0%E5%AD%A6&classCode=A702`);
    expect(screen.getByText('有理数的运算 67.86%')).toBeTruthy();
    const hot = await screen.findByRole('table', { name: '高频失分知识点' });
    await waitFor(() => expect(within(hot).getByText('2/2')).toBeTruthy());
  });

  it('asks every call for the chosen class and prints with the browser', async () => {
    const api = serve();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt(<AnalysisReportPage />, `/report/analysis?workGuid=${WORK}`);
    await screen.findByRole('heading', { name: '三月第一次作业分析报告' });
    await userEvent.click(screen.getByRole('combobox', { name: '班级' }));
    await userEvent.click(await screen.findByTitle('七年级2班'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/WorkReport/KnowledgeHot' && (c.body as { classCode: string }).classCode === 'A702')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalled();
  });

  it('draws all classes and each class as bars of each question', () => {
    const option = questionRatesOption(REPORT, INFO);
    expect(option.xAxis).toMatchObject({ data: ['第1题', '第2题'] });
    expect((option.series as { name: string; data: number[] }[]).map((s) => [s.name, s.data])).toEqual([
      ['全部班级', [83.33, 40]],
      ['七年级1班', [100, 60]],
      ['七年级2班', [50, 0]],
    ]);
  });
});

describe('report list page', () => {
  it('lists homework and exams, each opening its report', async () => {
    serve();
    renderAt(<ReportListPage />, '/reports/report-list', buildUserInfo());
    const link = await screen.findByRole('link', { name: '查看报告' });
    expect(link.getAttribute('href')).toBe(`/report/analysis?workGuid=${WORK}`);
    expect(screen.getByText('考试')).toBeTruthy();
    expect(screen.getByText('七年级1班、七年级2班')).toBeTruthy();
  });
});
