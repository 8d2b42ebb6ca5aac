import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStudentSubmission } from '@zuoyeben/shared';
import { fakeApi, type Envelope } from '@/app/testing/fake-api';
import { ME, WORK_GUID, buildWork } from '../testing/fixtures';
import { renderStudentPage } from '../testing/render-student';
import { StudentWorkPage } from './student-work-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SUBMITTED: TStudentSubmission = {
  submissionGuid: '55555555-5555-4555-8555-555555555555',
  status: 1,
  isOverdue: false,
  submittedAt: new Date().toISOString(),
  durationSeconds: 30,
  totalScore: null,
  isFullyMarked: false,
  answers: [],
};

type SubmitBody = { workGuid: string; requestId: string; durationSeconds: number; answers: { th: number; answer: string; imageKeys: string[] }[] };

function serve(work = buildWork(), submit: (body: unknown) => Envelope = () => ({ status: 200, data: SUBMITTED })) {
  return fakeApi({
    '/api/Student/Me': { status: 200, data: ME },
    [`/api/Student/Work/${WORK_GUID}`]: { status: 200, data: work },
    '/api/Student/Submit': submit,
    '/api/Student/UploadAnswerImage': { status: 200, data: { fileKey: 'a'.repeat(32), filePath: `/api/Upload/File/${'a'.repeat(32)}` } },
  });
}
const render = () => renderStudentPage(<StudentWorkPage />, { url: `/student/work/${WORK_GUID}`, path: '/student/work/:workGuid', routes: { '/student': <p>作业列表</p> } });
const submits = (api: ReturnType<typeof serve>) => api.calls.filter((c) => c.path === '/api/Student/Submit').map((c) => c.body as SubmitBody);
const bubble = (th: number, letter: string) => screen.getByRole('button', { name: `第${th}题 ${letter}` });

async function answerAll() {
  await userEvent.click(await screen.findByRole('button', { name: '第1题 A' }));
  await userEvent.click(bubble(2, 'B'));
  await userEvent.click(bubble(2, 'C'));
  await userEvent.click(bubble(3, 'E'));
  await userEvent.click(bubble(3, 'A'));
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'answer.jpg', { type: 'image/jpeg' });
  await userEvent.upload(screen.getByLabelText('第4题拍照/上传'), file);
  expect(await screen.findByRole('img', { name: '第4题答案第1张' })).toBeTruthy();
}

describe('student answer sheet', () => {
  it('shows the question images and one bubble per option, without any answer key', async () => {
    serve();
    render();
    expect(await screen.findByRole('img', { name: '题目第1张' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '第3题选项（多选）' })).getAllByRole('button')).toHaveLength(5);
    expect(screen.queryByText(/正确答案/)).toBeNull();
  });

  it('keeps one letter on a single choice, toggles letters on a multiple choice, and submits every answer once', async () => {
    const api = serve();
    render();
    await answerAll();
    expect(bubble(2, 'B').getAttribute('aria-pressed')).toBe('false');
    expect(bubble(2, 'C').getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: /^提\s?交$/ }));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    const [body] = submits(api);
    expect(body).toMatchObject({
      workGuid: WORK_GUID,
      answers: [
        { th: 1, answer: 'A', imageKeys: [] },
        { th: 2, answer: 'C', imageKeys: [] },
        { th: 3, answer: 'AE', imageKeys: [] },
        { th: 4, answer: '', imageKeys: ['a'.repeat(32)] },
      ],
    });
    expect(body!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reuses the requestId when retrying after a network failure, and makes a new one for changed answers', async () => {
    let calls = 0;
    const api = serve(buildWork(), () => (++calls === 1 ? { status: 500, message: '服务器出错！' } : { status: 200, data: SUBMITTED }));
    render();
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: /^提\s?交$/ }));
    expect(await screen.findByText('服务器出错！，请重试（不会重复提交）')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^提\s?交$/ }));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    const [first, retry] = submits(api);
    expect(retry!.requestId).toBe(first!.requestId);

    await userEvent.click(screen.getByRole('button', { name: '查看我的答案' }));
    await userEvent.click(bubble(1, 'D'));
    await userEvent.click(screen.getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(submits(api)).toHaveLength(3));
    expect(submits(api)[2]!.requestId).not.toBe(first!.requestId);
  });

  it('disables the 提交 button while sending', async () => {
    let release: (value: Response) => void = () => undefined;
    const api = serve();
    const original = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/Student/Submit') ? new Promise<Response>((resolve) => (release = resolve)) : original(input, init),
    );
    render();
    await answerAll();
    const button = screen.getByRole('button', { name: /^提\s?交$/ });
    await userEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    await userEvent.click(button);
    // The stand-in above answers the submit itself, so count the fetches rather than the recorded calls.
    expect(api.fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/Student/Submit'))).toHaveLength(1);
    release(new Response(JSON.stringify({ status: 200, message: '', data: SUBMITTED })));
    expect(await screen.findByText('提交成功')).toBeTruthy();
  });

  it('asks before submitting with unanswered questions', async () => {
    const api = serve();
    render();
    await userEvent.click(await screen.findByRole('button', { name: '第1题 A' }));
    await userEvent.click(screen.getByRole('button', { name: /^提\s?交$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('还有3题未作答，确定提交吗？').length).toBeGreaterThan(0);
    expect(submits(api)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /^提\s?交$/ }));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(submits(api)[0]!.answers.map((a) => a.answer)).toEqual(['A', '', '', '']);
  });

  it('shows the key and the scores once the answers are published, and why it cannot be resubmitted', async () => {
    serve(
      buildWork({
        isAnswerVisible: true,
        canSubmit: false,
        submitBlockedReason: '答案已公布，无法修改已提交的答案',
        questions: buildWork().questions.map((q) => ({ ...q, answer: q.type === 3 ? '' : 'A' })),
        submission: {
          ...SUBMITTED,
          totalScore: 12,
          isFullyMarked: true,
          answers: [
            { th: 1, answer: 'A', images: [], score: 2 },
            { th: 2, answer: 'B', images: [], score: 0 },
            { th: 3, answer: '', images: [], score: 0 },
            { th: 4, answer: '', images: [], score: 10 },
          ],
        },
      }),
    );
    render();
    expect(await screen.findByText('已提交：答案已公布，无法修改已提交的答案')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getAllByText(/正确答案/)).toHaveLength(3);
    expect(screen.getByText('得10分')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /提\s?交/ })).toBeNull();
    expect((bubble(1, 'B') as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers 重新提交 with the stored answers before the end', async () => {
    serve(buildWork({ submission: { ...SUBMITTED, answers: [{ th: 1, answer: 'C', images: [], score: null }] } }));
    render();
    expect(await screen.findByRole('button', { name: '重新提交' })).toBeTruthy();
    expect(bubble(1, 'C').getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the answers in a draft when the page reloads before submitting', async () => {
    serve();
    const first = render();
    await userEvent.click(await screen.findByRole('button', { name: '第2题 D' }));
    first.unmount();
    render();
    await waitFor(() => expect(bubble(2, 'D').getAttribute('aria-pressed')).toBe('true'));
  });
});
