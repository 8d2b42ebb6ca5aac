import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildUserInfo } from '@/app/testing/user-info';
import { WORK_GUID } from '../../testing/fixtures';
import { currentUrl, renderPage } from '../../testing/render-page';
import { JobFinishPage } from './job-finish-page';

afterEach(() => vi.unstubAllGlobals());

const json = (data: unknown) =>
  new Response(JSON.stringify({ status: 200, message: '', data }), { headers: { 'content-type': 'application/json' } });

/** Work codes answered in turn by GetWorkPaperGuid; the PDF download never finishes unless `pdf` says so. */
function serve(codes: (string | null)[], pdf: () => Promise<Response> = () => new Promise(() => undefined)) {
  const paths: string[] = [];
  let i = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0]!;
      paths.push(path);
      if (path === '/api/WorkInfo/GetWorkPaperGuid') return json({ paperGuid: null, workCode: codes[Math.min(i++, codes.length - 1)] });
      if (path === '/api/WorkInfo/DownLoadPaperAnswerPdf') return pdf();
      return json(null);
    }),
  );
  return paths;
}
const url = `/jobManager/job-finish?workInfoGuid=${WORK_GUID}&workType=1`;

describe('finish page', () => {
  it('says the work code is being generated and asks for it again', async () => {
    const paths = serve([null, null]);
    renderPage(<JobFinishPage />, { user: buildUserInfo(), url });
    expect(await screen.findByText('操作成功')).toBeTruthy();
    await waitFor(() => expect(paths.filter((p) => p.endsWith('GetWorkPaperGuid'))).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /下载答案/ }));
    expect(await screen.findByText('作业号生成中，请稍后重试！')).toBeTruthy();
    await waitFor(() => expect(paths.filter((p) => p.endsWith('GetWorkPaperGuid'))).toHaveLength(2));
    expect(paths).not.toContain('/api/WorkInfo/DownLoadPaperAnswerPdf');
  });

  it('refuses a second download while one is running', async () => {
    const paths = serve(['654321']);
    renderPage(<JobFinishPage />, { user: buildUserInfo(), url });
    await waitFor(() => expect(paths).toContain('/api/WorkInfo/GetWorkPaperGuid'));
    const button = await screen.findByRole('button', { name: /下载答案/ });
    await waitFor(async () => {
      await userEvent.click(button);
      expect(paths).toContain('/api/WorkInfo/DownLoadPaperAnswerPdf');
    });
    await userEvent.click(button);
    expect(await screen.findByText('正在下载中，请稍后')).toBeTruthy();
    expect(paths.filter((p) => p.endsWith('DownLoadPaperAnswerPdf'))).toHaveLength(1);
  });

  it('offers the next actions', async () => {
    serve(['654321']);
    renderPage(<JobFinishPage />, { user: buildUserInfo(), url });
    await userEvent.click(await screen.findByRole('button', { name: '查看作业' }));
    expect(currentUrl(screen)).toBe(`/jobManager/job-details?workGuid=${WORK_GUID}`);
  });

  it('tells the teacher of a machine-read homework that students answer on paper and offers 录入答案', async () => {
    serve(['654321']);
    renderPage(<JobFinishPage />, { user: buildUserInfo(), url: `/jobManager/job-finish?workInfoGuid=${WORK_GUID}&workType=4` });
    expect(await screen.findByText(/学生在纸质答题卡上作答，不在手机上作答/)).toBeTruthy();
    expect(screen.queryByText(/学生将在开始时间后看到作业/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '录入答案' }));
    expect(currentUrl(screen)).toBe(`/jobManager/machine-read?workGuid=${WORK_GUID}`);
  });

  it('tells the teacher of an online homework that students see it from its start time', async () => {
    serve(['654321']);
    renderPage(<JobFinishPage />, { user: buildUserInfo(), url });
    expect(await screen.findByText('作业已生成，学生将在开始时间后看到作业。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '录入答案' })).toBeNull();
  });
});
