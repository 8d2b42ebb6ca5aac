import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { DISTRIBUTION, WORK_GUID, buildScoreRow, notSubmitted } from '../testing/fixtures';
import { stubCanvas } from '@/app/testing/canvas';
import { renderPage } from '../testing/render-page';
import { JobAnalyzePage } from './job-analyze-page';

beforeEach(() => {
  stubCanvas();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CLASSES = [
  { ClassCode: 'A701', ClassName: '七年级1班' },
  { ClassCode: 'A702', ClassName: '七年级2班' },
];

const SUMMARY = {
  fullScore: 20,
  passLine: 12,
  excellentLine: 18,
  list: [
    { classCode: 'A701', className: '七年级1班', studentCount: 46, submitCount: 10, average: 15.5, highest: 20, lowest: 11, passRate: 90, excellentRate: 30 },
    { classCode: 'A702', className: '七年级2班', studentCount: 45, submitCount: 0, average: null, highest: null, lowest: null, passRate: null, excellentRate: null },
  ],
  all: { classCode: '', className: '全部班级', studentCount: 91, submitCount: 10, average: 15.5, highest: 20, lowest: 11, passRate: 90, excellentRate: 30 },
};

/** A paper homework: the page offers 作业讲评 (features/homework-review). */
const COMMENTARY_HEAD = {
  workGuid: WORK_GUID, workName: '测试作业', workType: 2, jobType: 2, hasCommentary: true, levels: [], questionCount: 0, studentCount: 91, submittedCount: 10,
};

function serve(classes = CLASSES, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/api/MPaper/HomeworkReview': { status: 200, data: COMMENTARY_HEAD },
    ...extra,
    '/api/WorkInfo/GetClassesOfWork': { status: 200, data: classes },
    '/api/Mpaper/ScoreEntity': { status: 200, data: { list: [buildScoreRow({ name: '李雷' }), notSubmitted({ name: '韩梅梅' })], total: 2, avgDuration: 750 } },
    '/api/Mpaper/GetMaxMinScore': { status: 200, data: { maxScore: 20, minScore: 0 } },
    '/api/Mpaper/ScoreDistribution': { status: 200, data: DISTRIBUTION },
    '/api/Mpaper/ScoreSummary': { status: 200, data: SUMMARY },
  });
}
type Api = ReturnType<typeof serve>;
const queriesOf = (api: Api, path: string) =>
  api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries([...u.searchParams].filter(([k]) => k !== '_t')));

const open = () => renderPage(<JobAnalyzePage />, { user: buildUserInfo(), url: `/jobManager/job-analyze?workGuid=${WORK_GUID}` });

describe('job analyze page', () => {
  it('sums up each class above the report: mean, highest, lowest, pass and excellent rates with their lines', async () => {
    serve();
    open();
    const table = await screen.findByRole('table', { name: '成绩概况' });
    const cells = (name: string) =>
      within(within(table).getByText(name).closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    await waitFor(() => expect(cells('七年级1班')).toEqual(['七年级1班', '10/46', '15.5', '20', '11', '90%', '30%']));
    // Nobody of 七年级2班 submitted: no figures, not zeros.
    expect(cells('七年级2班')).toEqual(['七年级2班', '0/45', '—', '—', '—', '—', '—']);
    expect(cells('全部班级')[1]).toBe('10/91');
    expect(screen.getByText(/及格：得分不低于满分的 60%（12 分）；优秀：不低于满分的 90%（18 分）/)).toBeTruthy();
  });

  it('shows the breadcrumb, the class selector and the score report of all classes', async () => {
    const api = serve();
    open();
    expect(await screen.findByText('李雷')).toBeTruthy();
    expect(screen.getByRole('link', { name: '作业详情' }).getAttribute('href')).toBe(`/jobManager/job-details?workGuid=${WORK_GUID}`);
    expect(screen.getByText('共 2 名学生，平均用时 12分30秒')).toBeTruthy();
    expect(queriesOf(api, '/api/Mpaper/ScoreEntity')[0]).toEqual({
      ruCode: 'RU10001', workGuid: WORK_GUID, pageIndex: '1', pageSize: '10', orderType: '0',
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['成绩单', '成绩分布', '答卷分析', '作业讲评']);
  });

  it('says 导出成功 once the score report has downloaded', async () => {
    serve(CLASSES, {
      '/api/MPaper/ImportScore': { status: 200, data: { url: '/files/score.xlsx', fileName: '成绩单.xlsx' } },
      '/files/score.xlsx': { status: 200, data: null },
    });
    open();
    await screen.findByText('李雷');
    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    expect(await screen.findByText('导出成功')).toBeTruthy();
  });

  it('reloads the report for one class when it is chosen', async () => {
    const api = serve();
    open();
    await screen.findByText('李雷');
    await userEvent.click(screen.getByRole('combobox', { name: '班级' }));
    await userEvent.click(await screen.findByTitle('七年级2班'));
    await waitFor(() => expect(queriesOf(api, '/api/Mpaper/ScoreEntity').at(-1)).toMatchObject({ classCode: 'A702', pageIndex: '1' }));
  });

  it('says 暂无可选班级 when the work has no class to choose', async () => {
    serve([]);
    open();
    expect(await screen.findByText('暂无可选班级')).toBeTruthy();
  });

  it('waits for the class list, so a refused work shows why and loads nothing else', async () => {
    const api = serve();
    api.routes['/api/WorkInfo/GetClassesOfWork'] = { status: 403, message: '您不是该作业的布置老师或任课老师' };
    open();
    expect(await screen.findAllByText('您不是该作业的布置老师或任课老师')).not.toHaveLength(0);
    expect(queriesOf(api, '/api/Mpaper/ScoreEntity')).toHaveLength(0);
  });

  it('loads the distribution with the server’s range and an interval of 5 on its tab', async () => {
    const api = serve();
    open();
    await screen.findByText('李雷');
    await userEvent.click(screen.getByRole('tab', { name: '成绩分布' }));
    // ECharts loads with the tab: slow on a busy machine.
    expect(await screen.findByRole('img', { name: '成绩分布折线图' }, { timeout: 5000 })).toBeTruthy();
    expect(queriesOf(api, '/api/Mpaper/ScoreDistribution')[0]).toEqual({
      ruCode: 'RU10001', workGuid: WORK_GUID, maxScore: '20', minScore: '0', stepSize: '5',
    });
    // Which band an edge score falls in, and the class that is not drawn.
    expect(screen.getByText('分数段含下限、不含上限，最后一段含最高分：如 5 分计入 [5,10)。七年级2班无人提交，未画出。')).toBeTruthy();
  });

  it('shows 暂无数据 when no score falls in a band', async () => {
    const api = serve();
    api.routes['/api/Mpaper/ScoreDistribution'] = { status: 200, data: { ...DISTRIBUTION, num: [], YData: [] } };
    open();
    await screen.findByText('李雷');
    await userEvent.click(screen.getByRole('tab', { name: '成绩分布' }));
    expect(await screen.findAllByText('暂无数据')).not.toHaveLength(0);
    expect(screen.queryByRole('img', { name: '成绩分布折线图' })).toBeNull();
  });

  it('clears and reloads a tab when it is opened again', async () => {
    const api = serve();
    open();
    await screen.findByText('李雷');
    await userEvent.click(screen.getByRole('tab', { name: '成绩分布' }));
    await userEvent.click(screen.getByRole('tab', { name: '成绩单' }));
    await screen.findByText('李雷');
    expect(queriesOf(api, '/api/Mpaper/ScoreEntity')).toHaveLength(2);
  });

  it('opens 答卷分析 for the work and class chosen', async () => {
    const api = serve(CLASSES, { '/api/WorkAnswer/KnowledgeAnalysis': { status: 200, data: [] } });
    open();
    await userEvent.click(await screen.findByRole('tab', { name: '答卷分析' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('知识点分析')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/WorkAnswer/KnowledgeAnalysis')?.body).toEqual({ RuCode: 'RU10001', WorkGuid: WORK_GUID, ClassCode: '' });
  });

  it('offers 作业讲评 only for homework whose commentary HomeworkReview allows (paper, machine-read, oral)', async () => {
    serve(CLASSES, { '/api/MPaper/HomeworkReview': { status: 200, data: { ...COMMENTARY_HEAD, workType: 1, hasCommentary: false } } });
    open();
    expect(await screen.findByText('李雷')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['成绩单', '成绩分布', '答卷分析']);
  });
});
