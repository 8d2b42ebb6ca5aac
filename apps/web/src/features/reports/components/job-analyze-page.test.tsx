import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { DISTRIBUTION, WORK_GUID, buildScoreRow, notSubmitted } from '../testing/fixtures';
import { stubCanvas } from '../testing/canvas';
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

function serve(classes = CLASSES) {
  return fakeApi({
    '/api/WorkInfo/GetClassesOfWork': { status: 200, data: classes },
    '/api/Mpaper/ScoreEntity': { status: 200, data: { list: [buildScoreRow({ name: '李雷' }), notSubmitted({ name: '韩梅梅' })], total: 2, avgDuration: 750 } },
    '/api/Mpaper/GetMaxMinScore': { status: 200, data: { maxScore: 20, minScore: 0 } },
    '/api/Mpaper/ScoreDistribution': { status: 200, data: DISTRIBUTION },
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
    expect(await screen.findByRole('img', { name: '成绩分布折线图' })).toBeTruthy();
    expect(queriesOf(api, '/api/Mpaper/ScoreDistribution')[0]).toEqual({
      ruCode: 'RU10001', workGuid: WORK_GUID, maxScore: '20', minScore: '0', stepSize: '5',
    });
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

  it('names the spec for the tabs a later version brings', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('tab', { name: '答卷分析' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('答卷分析 — 规格 03 §2.2，将在后续版本中提供')).toBeTruthy();
  });
});
