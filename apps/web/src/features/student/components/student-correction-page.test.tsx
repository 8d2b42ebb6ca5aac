import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStudentCorrection } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { ME } from '../testing/fixtures';
import { renderStudentPage } from '../testing/render-student';
import { StudentCorrectionPage } from './student-correction-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WORK = '44444444-4444-4444-8444-000000000009';
const base = { fullScore: 2, firstScore: 0, answer: null, images: [], isCorrect: null, optionCount: 4, firstImages: [], content: null };
const TASK: TStudentCorrection = {
  workGuid: WORK, workName: '方程练习', km: '数学', isEnded: false, isAnswerVisible: true, state: 0, canSubmit: true,
  questions: [
    { ...base, th: 2, type: 1, firstAnswer: 'C', answerKey: 'B' },
    { ...base, th: 6, type: 3, fullScore: 10, firstScore: 4, firstAnswer: '我的解答', answerKey: null },
  ],
};

const render = () => renderStudentPage(<StudentCorrectionPage />, { url: `/student/correction/${WORK}`, path: '/student/correction/:workGuid' });

describe('订正 on the phone', () => {
  it('shows only the lost questions with the student’s answer and the key', async () => {
    fakeApi({ '/api/Student/Me': { status: 200, data: ME }, [`/api/Student/Correction/${WORK}`]: { status: 200, data: TASK } });
    render();
    expect(await screen.findByText('第2题 · 单选题（2分）')).toBeTruthy();
    expect(screen.getByText('我的答案：C（得 0 分）')).toBeTruthy();
    expect(screen.getByText('正确答案：B')).toBeTruthy();
    expect(screen.getByText('第6题 · 主观题（10分）')).toBeTruthy();
    expect(screen.getAllByText('待订正')).toHaveLength(2);
  }, 60_000);

  it('refuses to submit nothing, then sends the chosen letter and the written answer', async () => {
    const done: TStudentCorrection = {
      ...TASK, state: 3, questions: [
        { ...TASK.questions[0]!, answer: 'B', isCorrect: true },
        { ...TASK.questions[1]!, answer: '重新解答', isCorrect: null },
      ],
    };
    const api = fakeApi({
      '/api/Student/Me': { status: 200, data: ME },
      [`/api/Student/Correction/${WORK}`]: { status: 200, data: TASK },
      '/api/Student/Correction/Submit': { status: 200, data: done },
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '提交订正' }));
    expect(screen.getByText('请至少订正一道题再提交')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/Student/Correction/Submit')).toBe(false);

    await user.click(screen.getByRole('button', { name: '第2题 B' }));
    await user.type(screen.getByLabelText('第6题订正答案'), '重新解答');
    await user.click(screen.getByRole('button', { name: '提交订正' }));
    expect(await screen.findByText('订正正确')).toBeTruthy();
    expect(screen.getByText('待老师批阅')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/Student/Correction/Submit')?.body).toEqual({
      workGuid: WORK, answers: [{ th: 2, answer: 'B' }, { th: 6, answer: '重新解答' }],
    });
    // The right question can no longer be changed.
    expect(screen.queryByRole('button', { name: '第2题 B' })).toBeNull();
    expect(within(screen.getByText('第6题 · 主观题（10分）').closest('.ant-card')! as HTMLElement).getByText('订正答案：重新解答')).toBeTruthy();
  }, 60_000);

  it('says so when the task does not exist', async () => {
    fakeApi({ '/api/Student/Me': { status: 200, data: ME }, [`/api/Student/Correction/${WORK}`]: { status: 404, message: '订正任务不存在' } });
    render();
    // The page's own result (the api client's message may say it too).
    expect(await screen.findByText('订正任务不存在', { selector: '.ant-result-title' })).toBeTruthy();
  }, 60_000);
});
