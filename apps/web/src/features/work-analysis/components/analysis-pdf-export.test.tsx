import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { AnswerAnalysisTab } from './answer-analysis-tab';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WORK = '11111111-1111-4111-8111-111111111111';
const KEY = '22222222-2222-4222-8222-222222222222';

describe('导出PDF of 答卷分析', () => {
  it('starts the task, asks every second while the answer is 410, then downloads the file', async () => {
    let asked = 0;
    const api = fakeApi({
      '/api/WorkAnswer/KnowledgeAnalysis': { status: 200, data: [] },
      '/api/WorkAnswer/ObjectiveAnalysis': { status: 200, data: [] },
      '/api/WorkAnswer/ObjectiveOptionAnalysis': { status: 200, data: { list: [], total: 0 } },
      '/api/WorkAnswer/SubjectiveAnalysis': { status: 200, data: [] },
      '/api/WorkAnswer/QuestionAnalysis': { status: 200, data: { Header: [], Items: [], total: 0 } },
      '/api/WorkAnswer/ItemStatistics': { status: 200, data: { homework: { students: 0, groupSize: 0, mean: 0, sd: 0, alpha: null, sem: null, verdicts: [] }, questions: [] } },
      '/api/WorkAnswer/AnalysisPdfRunJob': { status: 201, data: { key: KEY, name: '答卷分析-测试作业-全部班级', type: 3 } },
      '/api/WorkAnswer/AnalysisPdfQueryJob': () =>
        ++asked < 2 ? { status: 410, message: '答卷分析PDF生成中，请稍候' } : { status: 200, data: { PdfAliyunKey: 'file-1', WorkName: '答卷分析-测试作业-全部班级.pdf' } },
      '/api/WorkAnswer/AnalysisPdfByte': { status: 200 },
    });
    renderAt(<AnswerAnalysisTab ruCode="RU10001" workGuid={WORK} classCode="" />, '/');
    await userEvent.click(await screen.findByRole('button', { name: /导出PDF/ }));
    expect(await screen.findByText('操作成功，请在任务队列中查看！')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/WorkAnswer/AnalysisPdfByte')).toBe(true), { timeout: 5000 });
    const paths = api.calls.map((c) => c.path).filter((p) => p.includes('Pdf'));
    expect(paths).toEqual(['/api/WorkAnswer/AnalysisPdfRunJob', '/api/WorkAnswer/AnalysisPdfQueryJob', '/api/WorkAnswer/AnalysisPdfQueryJob', '/api/WorkAnswer/AnalysisPdfByte']);
    expect(api.calls.find((c) => c.path === '/api/WorkAnswer/AnalysisPdfQueryJob')?.body).toEqual({ PdfRedisKey: KEY, WorkGuid: WORK });
    const byte = api.fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.includes('AnalysisPdfByte'))!;
    expect(new URL(byte, 'http://x').searchParams.get('PdfAliyunKey')).toBe('file-1');
    // No error toast for the 410 answers.
    expect(screen.queryByText('答卷分析PDF生成中，请稍候')).toBeNull();
    expect(await screen.findByRole('button', { name: /导出PDF/ })).toBeTruthy();
  }, 30_000);
});
