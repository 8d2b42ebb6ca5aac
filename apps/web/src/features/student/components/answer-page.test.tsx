import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { ME, WORK_GUID, buildWork } from '../testing/fixtures';
import { renderStudentPage } from '../testing/render-student';
import { AnswerPage } from './answer-page';

afterEach(() => vi.unstubAllGlobals());

const submission = {
  submissionGuid: 's', status: 1, isOverdue: false, submittedAt: new Date().toISOString(), durationSeconds: 60, totalScore: 12, isFullyMarked: true,
  answers: [
    { th: 1, answer: 'A', images: [], score: 2 },
    { th: 2, answer: 'C', images: [], score: 0 },
  ],
};
const released = buildWork({
  state: 2,
  isAnswerVisible: true,
  submission,
  questions: [
    { th: 1, type: 1, optionCount: 4, score: 2, answer: 'A', content: { typeName: '单选题', material: null, stem: '<p>1+1=?</p>', options: [{ label: 'A', text: '2' }, { label: 'B', text: '3' }], explanation: '<p>一加一等于二</p>' } },
    { th: 2, type: 1, optionCount: 4, score: 2, answer: 'B' },
  ],
});

const render = (mode: 'answer' | 'read', path = mode === 'answer' ? '/answer' : '/answerRead') =>
  renderStudentPage(<AnswerPage mode={mode} />, { url: `${path}?workGuid=${WORK_GUID}`, path, routes: { '/answerRead': <AnswerPage mode="read" /> } });

describe('答案 and 答案解读', () => {
  it('before release says when the answers come out (a set time) and shows no answer', async () => {
    const time = new Date(2026, 11, 1, 18, 0).toISOString();
    fakeApi({
      '/api/Student/Me': { status: 200, data: ME },
      [`/api/Student/Work/${WORK_GUID}`]: { status: 200, data: buildWork({ answerRelease: { releaseType: 1, releaseTime: time } }) },
    });
    render('answer');
    expect(await screen.findByText('答案暂未公布')).toBeTruthy();
    expect(screen.getByText('答案将于2026-12-01 18:00公布，请到时再来查看。')).toBeTruthy();
    expect(screen.queryByText('正确答案：')).toBeNull();
  });

  it('before release of an after-scoring homework tells a student who has not submitted to submit first', async () => {
    fakeApi({
      '/api/Student/Me': { status: 200, data: ME },
      [`/api/Student/Work/${WORK_GUID}`]: { status: 200, data: buildWork({ answerRelease: { releaseType: 0, releaseTime: null } }) },
    });
    render('answer');
    expect(await screen.findByText(/提交作业后才能查看/)).toBeTruthy();
  });

  it('once released lists the key beside the student\'s answers, right or wrong, then the explanation on 答案解读', async () => {
    fakeApi({
      '/api/Student/Me': { status: 200, data: ME },
      [`/api/Student/Work/${WORK_GUID}`]: { status: 200, data: released },
    });
    render('answer');
    const q2 = await screen.findByRole('article', { name: '第2题' });
    expect(q2.textContent).toContain('正确答案：B');
    expect(q2.textContent).toContain('我的答案：C');
    expect(q2.textContent).toContain('错误');
    expect(screen.getByText('总分：12 / 16')).toBeTruthy();
    expect(screen.queryByText('一加一等于二')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '答案解读' }));
    expect(await screen.findByText('一加一等于二')).toBeTruthy();
    expect((await screen.findByRole('article', { name: '第2题' })).textContent).toContain('本题暂无文字解读');
  });
});
