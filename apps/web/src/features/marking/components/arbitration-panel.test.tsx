import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMarkArbitrationItem, TMarkQuestions } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { MarkingPage } from './marking-page';

const WORK = '44444444-4444-4444-8444-444444444444';
const questions = (arbitrationCount: number, canArbitrate: boolean): TMarkQuestions => ({
  workGuid: WORK,
  name: '期中考试',
  workType: 1,
  showStudentInfo: true,
  commentNumber: 1,
  noCommentNumber: 1,
  list: [{
    th: 2, score: 10, markedCount: 1, unmarkedCount: 1,
    doubleMarking: { tolerance: 2, firstCount: 2, secondCount: 2, arbitrationCount, arbitratedCount: 1 - arbitrationCount, canArbitrate },
  }],
  questionFiles: [],
  answerFiles: [],
});
const pending: TMarkArbitrationItem = {
  submissionGuid: '55555555-5555-4555-8555-000000000001', th: 2, fullScore: 10, studentName: '学生1', className: '八年级1班',
  answer: '解：x=3', images: [], isOverdue: false, score: null, firstScore: 2, secondScore: 9,
};

function serve(canArbitrate: boolean) {
  let open = [pending];
  return fakeApi({
    '/api/Mark/Questions': () => ({ status: 200, data: questions(open.length, canArbitrate) }),
    '/api/Mark/Next': { status: 200, data: { done: true, markedCount: 1, unmarkedCount: 1, item: null } },
    '/api/Mark/Arbitration': () => ({ status: 200, data: { tolerance: 2, list: open } }),
    '/api/Mark/Arbitrate': (body) => {
      open = [];
      return { status: 200, data: { ...(body as object), totalScore: 7, isFullyMarked: true, doubleMarkState: 'done' } };
    },
  });
}

describe('double marking on the marking page', () => {
  it('shows a reviewer the counts of first marks, second marks and arbitration, without an arbitration view', async () => {
    serve(false);
    renderAt(<MarkingPage />, `/jobManager/marking?workGuid=${WORK}`);
    expect(await screen.findByText(/本题双评（误差 2 分）：一评 2 份，二评 2 份，待仲裁 1 份/)).toBeTruthy();
    expect(screen.queryByText('仲裁（1）')).toBeNull();
  });

  it('the arbiter sees both marks of an answer beyond the tolerance and gives the final score', async () => {
    const api = serve(true);
    renderAt(<MarkingPage />, `/jobManager/marking?workGuid=${WORK}`);
    await userEvent.click(await screen.findByText('仲裁（1）'));
    expect(await screen.findByText('一评：2 分')).toBeTruthy();
    expect(screen.getByText('二评：9 分')).toBeTruthy();
    expect(screen.getByText('解：x=3')).toBeTruthy();
    await userEvent.type(screen.getByRole('spinbutton', { name: '仲裁分数' }), '5.5');
    await userEvent.click(screen.getByRole('button', { name: '确定仲裁分数' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/Mark/Arbitrate')?.body).toEqual({ workGuid: WORK, th: 2, submissionGuid: pending.submissionGuid, score: 5.5 }));
    expect(await screen.findByText('第2题没有待仲裁的答卷')).toBeTruthy();
  });
});
