import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { TMarkItem, TMarkQuestions } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { SmartViewerPage } from './smart-viewer-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WORK = '44444444-4444-4444-8444-444444444444';
const QUESTIONS: TMarkQuestions = {
  workGuid: WORK,
  name: '扫描作业',
  workType: 4,
  showStudentInfo: true,
  commentNumber: 0,
  noCommentNumber: 4,
  list: [
    { th: 6, score: 10, markedCount: 0, unmarkedCount: 2 },
    { th: 7, score: 5, markedCount: 0, unmarkedCount: 2 },
  ],
  questionFiles: [],
  answerFiles: [],
};
const item = (n: number, th = 6): TMarkItem => ({
  submissionGuid: `55555555-5555-4555-8555-00000000000${n}`,
  th,
  fullScore: th === 6 ? 10 : 5,
  studentName: `学生${n}`,
  className: '七年级1班',
  answer: '',
  images: [{ fileKey: `${n}`.repeat(32), filePath: `/api/Upload/File/${`${n}`.repeat(32)}`, mime: 'image/png' }],
  isOverdue: false,
  score: null,
});

function serve() {
  const queue = [item(1), item(2)];
  const scores = new Map<string, number>();
  return fakeApi({
    '/api/Mark/Questions': { status: 200, data: QUESTIONS },
    '/api/Mark/Next': () => ({ status: 200, data: { done: queue.length === 0, markedCount: 2 - queue.length, unmarkedCount: queue.length, item: queue[0] ?? null } }),
    '/api/Mark/Item': () => ({ status: 200, data: { ...item(1), score: scores.get(item(1).submissionGuid) ?? null } }),
    '/api/Mark/Save': (body) => {
      const { submissionGuid, score } = body as { submissionGuid: string; score: number };
      if (!scores.has(submissionGuid)) queue.shift();
      scores.set(submissionGuid, score);
      return { status: 200, data: { ...(body as object), totalScore: score, isFullyMarked: true } };
    },
  });
}
function Where() {
  const location = useLocation();
  return <output aria-label="当前地址">{location.pathname + location.search}</output>;
}
const render = (query = `workGuid=${WORK}`) =>
  renderAt(
    <>
      <Where />
      <SmartViewerPage />
    </>,
    `/smart-viewer?${query}`,
  );

describe('智能阅卷 (full-screen marking)', () => {
  it('shows the answer crop large with the question’s progress, starting on the first question with answers left', async () => {
    serve();
    render();
    expect(await screen.findByRole('img', { name: '第6题答案' })).toBeTruthy();
    expect(screen.getByText('学生1（七年级1班）')).toBeTruthy();
    expect(screen.getByLabelText('本题进度').textContent).toBe('已阅 0 / 共 2');
    expect(screen.getByLabelText('当前分数').textContent).toBe('—');
  });

  it('scores with number keys and Enter, moves on, and steps back with ← to change a score', async () => {
    const api = serve();
    render();
    await screen.findByText('学生1（七年级1班）');
    await userEvent.keyboard('7.5');
    expect(screen.getByLabelText('当前分数').textContent).toBe('7.5');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('学生2（七年级1班）')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/Mark/Save')?.body).toEqual({ workGuid: WORK, th: 6, submissionGuid: item(1).submissionGuid, score: 7.5 });
    await waitFor(() => expect(screen.getByLabelText('本题进度').textContent).toBe('已阅 1 / 共 2'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('回看：已给 7.5 分')).toBeTruthy();
    expect(screen.getByLabelText('当前分数').textContent).toBe('7.5');
  });

  it('refuses a score above full marks without calling the server', async () => {
    const api = serve();
    render();
    await screen.findByText('学生1（七年级1班）');
    await userEvent.keyboard('12{Enter}');
    expect(await screen.findByText('分数须在0到10之间')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/Mark/Save')).toBe(false);
  });

  it('switches question with ↓ and keeps it in the address', async () => {
    serve();
    render();
    await screen.findByText('学生1（七年级1班）');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByLabelText('当前地址').textContent).toContain('th=7'));
  });

  it('says so when the homework is missing', async () => {
    renderAt(<SmartViewerPage />, '/smart-viewer');
    expect(await screen.findByText('缺少作业参数，请从阅卷或扫描详情进入智能阅卷')).toBeTruthy();
  });
});
