import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPaperImportDraft } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { PaperImportPage } from './paper-import-page';

afterEach(() => vi.unstubAllGlobals());

const GUID = '33333333-3333-4333-8333-333333333333';
const draft = (overrides: Partial<TPaperImportDraft> = {}): TPaperImportDraft => ({
  draftGuid: GUID, fileName: '期中.docx', name: '期中试卷', period: 'C', km: '数学', status: 'draft', paperGuid: null, createdAt: '2026-11-25T10:00:00.000Z',
  questions: [
    { no: 1, section: '选择题', type: 1, stem: '最小的数是（ ）', options: [{ label: 'A', text: '-3' }, { label: 'B', text: '0' }], answer: [],
      explanation: '', score: 3, source: '<p>1．最小的数是（ ）</p><p>A．-3 B．0</p>', warnings: ['没有找到答案，请补充'] },
    { no: 2, section: '填空题', type: 4, stem: '$3+5=$____，$6\\times 7=$____', options: [], answer: ['8', '42'], explanation: '', score: 4,
      source: '<p>2．…</p>', warnings: [] },
    { no: 3, section: '解答题', type: 5, stem: '解方程 2x=6', options: [], answer: ['x=3'], explanation: '', score: 10, source: '<p>3．…</p>', warnings: [] },
  ],
  problems: [{ no: 4, message: '题干为空', source: '<p>4．（10分）</p>' }],
  skipped: [{ no: null, message: '卷首内容（试卷说明等），未作为题目导入', source: '<p>满分：100分</p>' }],
  ...overrides,
});

describe('导入Word试卷 review', () => {
  it('shows each question beside its source and names what could not be read', async () => {
    fakeApi({ '/api/PaperImport/Detail': { status: 200, data: draft() } });
    renderAt(<PaperImportPage />, `/jobManager/paper-import?draftGuid=${GUID}`);
    expect(await screen.findByText(/识别到 3 道题，1 处无法解析/)).toBeTruthy();
    const problems = screen.getByLabelText('无法解析的部分（1）');
    expect(within(problems).getByText('第 4 题')).toBeTruthy();
    expect(within(problems).getByText('题干为空')).toBeTruthy();
    const first = screen.getByLabelText('第1题');
    expect(within(first).getByText('原文')).toBeTruthy();
    expect(within(first).getByText('没有找到答案，请补充')).toBeTruthy();
    expect(within(screen.getByLabelText('第2题')).getByLabelText('第2题第2空答案')).toHaveProperty('value', '42');
    expect(screen.getByText('共 3 题，总分 17 分')).toBeTruthy();
  });

  it('saves the teacher\'s fixes: answer, score, a left-out question, the grade', async () => {
    const api = fakeApi({
      '/api/PaperImport/Detail': { status: 200, data: draft() },
      '/api/PaperImport/Save': { status: 200, data: { paperGuid: GUID, itemGuids: [GUID, GUID], totalScore: 9 } },
    });
    renderAt(<PaperImportPage />, `/jobManager/paper-import?draftGuid=${GUID}`);
    const first = await screen.findByLabelText('第1题');
    await userEvent.click(within(first).getByText('B'));
    const score = within(first).getByLabelText('第1题分值');
    await userEvent.clear(score);
    await userEvent.type(score, '5');
    await userEvent.click(within(screen.getByLabelText('第3题')).getByText('导入此题'));
    await userEvent.click(screen.getByLabelText('年级'));
    await userEvent.click(await screen.findByTitle('七年级'));
    expect(await screen.findByText('共 2 题，总分 9 分', {}, { timeout: 5000 })).toBeTruthy();
    api.routes['/api/PaperImport/Detail'] = { status: 200, data: draft({ status: 'saved', paperGuid: GUID }) };
    await userEvent.click(screen.getByRole('button', { name: '保存到我的题库' }));
    expect(await screen.findByText('2 道题已加入我的题库，试卷已加入我的试卷')).toBeTruthy();
    const saved = api.calls.find((c) => c.path === '/api/PaperImport/Save')!.body as { gradeCode: string; questions: { no: number; answer: string[]; score: number }[] };
    expect(saved.gradeCode).toBe('A7');
    expect(saved.questions.map((q) => [q.no, q.answer, q.score])).toEqual([[1, ['B'], 5], [2, ['8', '42'], 4]]);
  }, 30_000);

  it('shows the refusal of the server, naming the question', async () => {
    fakeApi({
      '/api/PaperImport/Detail': { status: 200, data: draft() },
      '/api/PaperImport/Save': { status: 400, message: '第 1 题：请选择答案' },
    });
    renderAt(<PaperImportPage />, `/jobManager/paper-import?draftGuid=${GUID}`);
    await screen.findByLabelText('第1题');
    await userEvent.click(screen.getByLabelText('年级'));
    await userEvent.click(await screen.findByTitle('八年级'));
    await userEvent.click(screen.getByRole('button', { name: '保存到我的题库' }));
    expect(await screen.findByText('第 1 题：请选择答案')).toBeTruthy();
  }, 30_000);
});
