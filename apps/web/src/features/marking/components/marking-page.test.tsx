import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { TMarkItem, TMarkQuestions } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { MarkingPage } from './marking-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WORK = '44444444-4444-4444-8444-444444444444';
const QUESTIONS: TMarkQuestions = {
  workGuid: WORK,
  name: '方程练习',
  workType: 1,
  showStudentInfo: true,
  commentNumber: 3,
  noCommentNumber: 3,
  list: [
    { th: 6, score: 10, markedCount: 3, unmarkedCount: 0 },
    { th: 7, score: 5, markedCount: 0, unmarkedCount: 3 },
  ],
  questionFiles: [{ fileKey: 'q'.repeat(32), filePath: `/api/Upload/File/${'q'.repeat(32)}`, mime: 'image/png' }],
  answerFiles: [{ fileKey: 'r'.repeat(32), filePath: `/api/Upload/File/${'r'.repeat(32)}`, mime: 'image/png' }],
};
const item = (n: number): TMarkItem => ({
  submissionGuid: `55555555-5555-4555-8555-00000000000${n}`,
  th: 7,
  fullScore: 5,
  studentName: `学生${n}`,
  className: '七年级1班',
  answer: '',
  images: [
    { fileKey: `${n}`.repeat(32), filePath: `/api/Upload/File/${`${n}`.repeat(32)}`, mime: 'image/jpeg' },
    { fileKey: `${n}b`.repeat(16), filePath: `/api/Upload/File/${`${n}b`.repeat(16)}`, mime: 'image/jpeg' },
  ],
  isOverdue: false,
  score: null,
});

function serve() {
  const queue = [item(1), item(2)];
  const scores = new Map<string, number>();
  return fakeApi({
    '/api/Mark/Marked': () => ({
      status: 200,
      data: { list: [...scores].map(([submissionGuid, score], i) => ({ submissionGuid, studentName: `学生${i + 1}`, className: '七年级1班', score, fullScore: 5 })) },
    }),
    '/api/Mark/Item': () => ({ status: 200, data: { ...item(1), score: scores.get(item(1).submissionGuid) ?? null } }),
    '/api/Mark/Questions': { status: 200, data: QUESTIONS },
    '/api/Mark/Next': () => {
      const next = queue[0];
      return { status: 200, data: { done: !next, markedCount: 2 - queue.length, unmarkedCount: queue.length, item: next ?? null } };
    },
    '/api/Mark/Save': (body) => {
      const { submissionGuid, score } = body as { submissionGuid: string; score: number };
      if (!scores.has(submissionGuid)) queue.shift();
      scores.set(submissionGuid, score);
      return { status: 200, data: { ...(body as object), totalScore: 10, isFullyMarked: true } };
    },
  });
}
// fake-api drops the query, so the GET urls are read from the fetch mock.
const nextUrls = (api: ReturnType<typeof serve>) => api.fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/Mark/Next'));
function Where() {
  const location = useLocation();
  return <output aria-label="当前地址">{location.pathname + location.search}</output>;
}
const render = () =>
  renderAt(
    <>
      <Where />
      <MarkingPage />
    </>,
    `/jobManager/marking?workGuid=${WORK}`,
  );

describe('marking page', () => {
  it('opens the first question with answers left, with progress on every tab and the phone-app hint', async () => {
    serve();
    render();
    expect(await screen.findByRole('tab', { name: '第7题 已阅 0 / 未阅 3' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '第6题 已阅 3 / 未阅 0' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '第7题 已阅 0 / 未阅 3' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(/也可以使用教师手机端阅卷/)).toBeTruthy();
    expect(await screen.findByText('学生1（七年级1班）')).toBeTruthy();
  });

  it('saves a typed score with Enter and moves on to the next answer, keyboard only', async () => {
    const api = serve();
    render();
    const score = await screen.findByRole('spinbutton', { name: '分数' });
    await waitFor(() => expect(document.activeElement).toBe(score));
    await userEvent.keyboard('4.5{Enter}');
    expect(await screen.findByText('学生2（七年级1班）')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/Mark/Save')?.body).toEqual({ workGuid: WORK, th: 7, submissionGuid: item(1).submissionGuid, score: 4.5 });
    expect(nextUrls(api).at(-1)).toContain(`after=${item(1).submissionGuid}`);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: '分数' })));
    await userEvent.keyboard('5{Enter}');
    expect(await screen.findByText('第7题已全部阅完')).toBeTruthy();
  });

  it('refuses a score off the 0.5 steps without calling the server', async () => {
    const api = serve();
    render();
    await screen.findByText('学生1（七年级1班）');
    await userEvent.type(screen.getByRole('spinbutton', { name: '分数' }), '3.3{Enter}');
    expect(await screen.findByText('分数须为0.5的整数倍')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/Mark/Save')).toBe(false);
  });

  it('shows one answer photo at a time and says when there is no further one', async () => {
    serve();
    render();
    expect(await screen.findByRole('img', { name: '答案图片 1/2' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /下一张/ }));
    expect(screen.getByRole('img', { name: '答案图片 2/2' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /下一张/ }));
    expect(await screen.findByText('已是最后一张')).toBeTruthy();
  });

  it('skips an answer for later', async () => {
    const api = serve();
    render();
    await screen.findByText('学生1（七年级1班）');
    await userEvent.click(screen.getByRole('button', { name: '跳过' }));
    await waitFor(() => expect(nextUrls(api).at(-1)).toContain(`after=${item(1).submissionGuid}`));
  });

  it('shows the reference answer and the question beside the student’s answer', async () => {
    serve();
    render();
    await screen.findByText('学生1（七年级1班）');
    const reference = screen.getByLabelText('题目与参考答案');
    expect(within(reference).getByRole('img', { name: '参考答案第1张' }).getAttribute('src')).toBe(`/api/Upload/File/${'r'.repeat(32)}`);
    await userEvent.click(within(reference).getByRole('tab', { name: '题目' }));
    expect(await within(reference).findByRole('img', { name: '题目第1张' })).toBeTruthy();
  });

  it('reopens an answer already marked with its score and saves the changed score', async () => {
    const api = serve();
    render();
    await screen.findByRole('spinbutton', { name: '分数' });
    await userEvent.keyboard('4{Enter}');
    expect(await screen.findByText('学生2（七年级1班）')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '回看已阅' }));
    const dialog = await screen.findByRole('dialog', { name: '第7题 已阅答卷' });
    expect(within(dialog).getByText('4 / 5 分')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '改分：学生1（七年级1班）' }));
    expect(await screen.findByText('已阅：4 分')).toBeTruthy();
    const field = screen.getByRole('spinbutton', { name: '分数' }) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('4'));
    await userEvent.clear(field);
    await userEvent.type(field, '3.5{Enter}');
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/Mark/Save').at(-1)?.body).toEqual({ workGuid: WORK, th: 7, submissionGuid: item(1).submissionGuid, score: 3.5 }));
    // Back where marking was: the next unmarked answer.
    expect(await screen.findByText('学生2（七年级1班）')).toBeTruthy();
  });

  it('offers 查看成绩 once the question is done', async () => {
    serve();
    render();
    await screen.findByRole('spinbutton', { name: '分数' });
    await userEvent.keyboard('4{Enter}');
    await screen.findByText('学生2（七年级1班）');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: '分数' })));
    await userEvent.keyboard('5{Enter}');
    expect(await screen.findByText('第7题已全部阅完')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看成绩' }));
    expect(screen.getByLabelText('当前地址').textContent).toBe(`/jobManager/job-analyze?workGuid=${WORK}`);
  });
});
