import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TManualRequest } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildUserInfo } from '@/app/testing/user-info';
import { PaperManualPage } from './paper-manual-page';

afterEach(() => vi.unstubAllGlobals());

const request: TManualRequest = {
  id: 7, paperGuid: '22222222-2222-4222-8222-222222222222', paperName: '一元一次方程 课堂小测', km: '数学', period: 'C', status: 1, statusName: '人工处理中',
  remark: '第2题缺少图片', questions: [2], requesterName: '王丽', requesterPhone: '13800000001', createTime: '2026-11-28T06:00:00.000Z',
  finishTime: null, finisherName: null, result: '',
};
const admin = buildUserInfo({ user: { userPhone: '13800000003', userName: '张敏', userRole: 'Salesman' }, roles: ['Salesman'] });

describe('试卷人工处理', () => {
  it('lists pending requests and finishes one with a note', async () => {
    const api = fakeApi({
      '/api/QuestionBank/Papers/ManualRequests': { status: 200, data: { list: [request], total: 1 } },
      '/api/QuestionBank/Papers/FinishManual': { status: 200, data: { ...request, status: 2, statusName: '已处理', result: '已补图' } },
    });
    renderAt(<PaperManualPage />, '/jobManager/paper-manual', admin);
    const row = (await screen.findByText('一元一次方程 课堂小测')).closest('tr')!;
    expect(within(row).getByText('第2题缺少图片')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: /完成处理/ }));
    await userEvent.type(await screen.findByLabelText('处理说明'), '已补图');
    await userEvent.click(screen.getByRole('button', { name: /确定完成/ }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/QuestionBank/Papers/FinishManual')?.body).toEqual({ id: 7, result: '已补图' }));
    expect(await screen.findByText('已完成处理，试卷恢复可用')).toBeTruthy();
  });

  it('is closed to teachers', async () => {
    const api = fakeApi({});
    renderAt(<PaperManualPage />, '/jobManager/paper-manual');
    expect(await screen.findByText('仅学校管理员可以处理试卷人工处理申请')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
