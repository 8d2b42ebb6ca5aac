import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TExamSubmitStatus } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { JobSubmitPage, reminderText } from './exam-submit-page';

const WORK = '44444444-4444-4444-8444-444444444444';
const STATUS: TExamSubmitStatus = {
  classes: [{
    classGuid: '11111111-1111-4111-8111-111111111111', className: '八年级1班', extension: 0, deadline: '2026-11-28T12:00:00.000Z',
    submitted: [{ name: '张三', buddies: '1', submittedAt: '2026-11-28T10:00:00.000Z' }],
    late: [{ name: '李四', buddies: '2', submittedAt: '2026-11-28T13:00:00.000Z' }],
    notSubmitted: [{ name: '王五', buddies: '3' }, { name: '赵六', buddies: '4' }],
  }],
};

describe('作业提交情况 (job-submit)', () => {
  it('shows per class who submitted, who is late (迟交) and who has not, from the homework call', async () => {
    const api = fakeApi({ '/api/WorkInfo/SubmitStatus': { status: 200, data: STATUS } });
    renderAt(<JobSubmitPage />, `/jobManager/job-submit?workGuid=${WORK}`);
    expect(await screen.findByText('已提交 1 人')).toBeTruthy();
    expect(screen.getByText('迟交 1 人')).toBeTruthy();
    expect(screen.getByText('未提交 2 人')).toBeTruthy();
    expect(screen.getByText('王五')).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制提醒名单' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '作业详情' }).getAttribute('href')).toBe(`/jobManager/job-details?workGuid=${WORK}`);
    expect(api.calls.some((c) => c.path === '/api/ExamInfo/SubmitStatus')).toBe(false);
  });

  it('words the reminder for a homework or an exam', () => {
    expect(reminderText('八年级1班', ['王五', '赵六'], 'homework')).toBe('八年级1班以下同学还未提交作业，请尽快提交：王五、赵六');
    expect(reminderText('八年级1班', ['王五'])).toBe('八年级1班以下同学还未提交考试，请尽快提交：王五');
  });
});
