import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TExamForm, TExamSubmitStatus } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { ExamDetailsPage } from './exam-details-page';

const WORK = '44444444-4444-4444-8444-444444444444';
const HOUR = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

function exam(overrides: Partial<TExamForm> = {}): TExamForm {
  return {
    workInfoGuid: WORK, workCode: '1234', km: '数学', examName: '期中数学考试', gradeCode: 'A8', startTime: iso(-HOUR), endTime: iso(HOUR),
    duration: 120, delayTime: 0, clazzes: [], clazzesName: '八年级1班', papers: [], answers: [], topicFileList: [], answerFileList: [],
    startNumber: 1, list: [], showStudentInfo: 0, state: 1, isCreate: true, existSubmit: false, ...overrides,
  };
}

const status = (deadline: string): TExamSubmitStatus => ({
  classes: [{ classGuid: '11111111-1111-4111-8111-111111111111', className: '八年级1班', extension: 0, deadline, submitted: [], late: [], notSubmitted: [] }],
});

function serve(form: TExamForm, deadline: string) {
  return fakeApi({
    '/api/ExamInfo/GetExam': { status: 200, data: form },
    '/api/ExamInfo/SubmitStatus': { status: 200, data: status(deadline) },
    '/api/ExamInfo/GetCommentList': { status: 200, data: { commentNumber: 0, noCommentNumber: 0, list: [] } },
    '/api/WorkInfo/UpdateWorkInfoStatus': { status: 200, data: { endTime: new Date().toISOString() } },
  });
}

describe('考试详情: 提前收卷', { timeout: 30_000 }, () => {
  it('lets the exam\'s creator end a running exam after confirming, with status 2 for this exam', async () => {
    const api = serve(exam(), iso(HOUR));
    renderAt(<ExamDetailsPage />, `/jobManager/exam-details?workGuid=${WORK}`);
    const endNow = await screen.findByRole('button', { name: '提前收卷' });
    await userEvent.click(endNow);
    expect(await screen.findByText('确定提前收卷？')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/WorkInfo/UpdateWorkInfoStatus')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/WorkInfo/UpdateWorkInfoStatus')?.body).toMatchObject({ workInfoGuid: WORK, status: 2 }));
    expect(await screen.findByText('收卷成功')).toBeTruthy();
  });

  it('is not offered before the start, after every class has ended, or to a teacher who did not create the exam', async () => {
    for (const [form, deadline] of [
      [exam({ startTime: iso(HOUR), endTime: iso(3 * HOUR) }), iso(3 * HOUR)],
      [exam({ startTime: iso(-3 * HOUR), endTime: iso(-HOUR) }), iso(-HOUR)],
      [exam({ isCreate: false }), iso(HOUR)],
    ] as const) {
      serve(form, deadline);
      const { unmount } = renderAt(<ExamDetailsPage />, `/jobManager/exam-details?workGuid=${WORK}`);
      expect(await screen.findByText('期中数学考试')).toBeTruthy();
      await screen.findByText('八年级1班', { selector: 'td' });
      expect(screen.queryByRole('button', { name: '提前收卷' })).toBeNull();
      unmount();
    }
  });
});

describe('考试详情: 阅卷 tab', { timeout: 30_000 }, () => {
  it('gives the 进度 column a width of its own, so the bar is not squeezed to a dot beside the reviewer and 双评 cells', async () => {
    fakeApi({
      '/api/ExamInfo/GetExam': { status: 200, data: exam() },
      '/api/ExamInfo/SubmitStatus': { status: 200, data: status(iso(HOUR)) },
      '/api/ExamInfo/GetCommentList': { status: 200, data: { commentNumber: 5, noCommentNumber: 0, list: [{ th: 3, score: 10, marked: 5, unmarked: 0 }] } },
      '/api/ExamSet/GetSubjectiveThs': {
        status: 200,
        data: [{ th: 3, score: 10, reviewers: [{ userId: 1, name: '王丽', markedCount: 5, taskCount: 5 }, { userId: 2, name: '李强', markedCount: 5, taskCount: 5 }],
          doubleMarking: { tolerance: 2, arbiterUserId: null, arbiterName: null, firstCount: 5, secondCount: 5, arbitrationCount: 0 } }],
      },
      '/api/ExamSet/GetTeachers': { status: 200, data: [{ userId: 1, name: '王丽', phone: '13800000001' }, { userId: 2, name: '李强', phone: '13800000002' }] },
    });
    const { container } = renderAt(<ExamDetailsPage />, `/jobManager/exam-details?workGuid=${WORK}`);
    await screen.findAllByText('5/5');
    const header = [...container.querySelectorAll('thead th')].find((th) => th.textContent === '进度')!;
    const table = header.closest('table')!;
    const column = [...header.parentElement!.children].indexOf(header);
    const col = table.querySelectorAll('colgroup col')[column] as HTMLElement | undefined;
    expect(parseInt(col?.style.width ?? '0', 10)).toBeGreaterThanOrEqual(140);
  });
});
