import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFeedback } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildUserInfo } from '@/app/testing/user-info';
import { FeedbackPage, screenshotProblem } from './feedback-page';

afterEach(() => vi.unstubAllGlobals());

const KEY = 'a'.repeat(32);
const feedback: TFeedback = {
  guid: '11111111-1111-4111-8111-111111111111', type: 1, typeName: '功能问题', content: '导出成绩单一直排队中', images: [],
  userName: '李老师', userPhone: '13800000002', createTime: '2026-11-29T01:00:00.000Z', answer: null, answererName: null, answerTime: null,
};
const collector = buildUserInfo({ user: { userPhone: '13800000004', userName: '赵校长', userRole: 'Collector' }, roles: ['Collector'] });

describe('意见反馈', () => {
  it('sends a type, a text and an uploaded screenshot, then lists the answer', async () => {
    const api = fakeApi({
      '/api/HelpFile/MyFeedback': { status: 200, data: { list: [{ ...feedback, answer: '已修复', answererName: '赵校长', answerTime: '2026-11-29T02:00:00.000Z' }], total: 1 } },
      '/api/HelpFile/UploadFeedbackImage': { status: 200, data: { fileKey: KEY, filePath: `/api/Upload/File/${KEY}`, fileName: 'shot.png', size: 10 } },
      '/api/HelpFile/SaveFeedback': { status: 200, data: { guid: feedback.guid } },
    });
    const { container } = renderAt(<FeedbackPage />, '/help-center/feed-back');
    expect(await screen.findByText('已修复')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '本校反馈' })).toBeNull();

    await userEvent.click(screen.getByText('使用咨询'));
    fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '怎样导出答卷分析？' } });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50])], 'shot.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'shot.png' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/HelpFile/SaveFeedback')?.body).toEqual({ type: 2, content: '怎样导出答卷分析？', imageKeys: [KEY] }),
    );
  }, 40_000);

  it('asks for the text before sending and refuses a picked file that is not a picture', async () => {
    const api = fakeApi({ '/api/HelpFile/MyFeedback': { status: 200, data: { list: [], total: 0 } } });
    const { container } = renderAt(<FeedbackPage />, '/help-center/feed-back');
    expect(await screen.findByText('您还没有提交过反馈')).toBeTruthy();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('截图只能是 jpg 或 png 图片')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('请填写反馈内容')).toBeTruthy();
    expect(api.calls.map((c) => c.path)).not.toContain('/api/HelpFile/SaveFeedback');
    expect(api.calls.map((c) => c.path)).not.toContain('/api/HelpFile/UploadFeedbackImage');
  }, 40_000);

  it('checks size and type of a screenshot', () => {
    expect(screenshotProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(screenshotProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('截图不能超过2MB');
    expect(screenshotProblem({ type: 'image/gif', size: 10 })).toBe('截图只能是 jpg 或 png 图片');
  });

  it('lets a super administrator answer the school feedback', async () => {
    const api = fakeApi({
      '/api/HelpFile/MyFeedback': { status: 200, data: { list: [], total: 0 } },
      '/api/HelpFile/SchoolFeedback': { status: 200, data: { list: [feedback], total: 1 } },
      '/api/HelpFile/AnswerFeedback': { status: 200, data: null },
    });
    renderAt(<FeedbackPage />, '/help-center/feed-back', collector);
    await userEvent.click(await screen.findByRole('tab', { name: '本校反馈' }));
    const item = await screen.findByLabelText('反馈：导出成绩单一直排队中');
    expect(within(item).getByText('李老师（13800000002）')).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: '回复' }));
    await userEvent.type(await screen.findByLabelText('回复内容'), '已修复，请刷新');
    await userEvent.click(screen.getByRole('button', { name: '提交回复' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/HelpFile/AnswerFeedback')?.body).toEqual({ guid: feedback.guid, answer: '已修复，请刷新' }),
    );
    expect(await screen.findByText('回复成功')).toBeTruthy();
  }, 40_000);
});
