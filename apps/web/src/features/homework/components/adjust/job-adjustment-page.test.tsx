import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WorkAdjustMessages, type TWorkAdjustInfo } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { renderPage } from '../../testing/render-page';
import { JobAdjustmentPage } from './job-adjustment-page';

afterEach(() => vi.unstubAllGlobals());

const G = '11111111-1111-4111-8111-111111111111';
const url = `/jobManager/job-adjustment?workGuid=${G}`;
const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

function info(over: Partial<TWorkAdjustInfo> = {}): TWorkAdjustInfo {
  return {
    workGuid: G, name: '11-29数学作业', km: '数学', workType: 1, state: 2, startTime: hours(-48), endTime: hours(-1), releaseType: 0, releaseTime: null,
    classes: [
      { classGuid: 'c1', name: '八年级1班', studentCount: 40, submitCount: 38 },
      { classGuid: 'c2', name: '八年级2班', studentCount: 41, submitCount: 3 },
    ],
    availableClasses: [{ classGuid: 'c3', name: '八年级3班' }],
    students: [
      { studentGuid: 's1', name: '张三', buddies: '2001', classGuid: 'c1', className: '八年级1班', status: 0, extendedUntil: null },
      { studentGuid: 's2', name: '李四', buddies: '2002', classGuid: 'c1', className: '八年级1班', status: 1, extendedUntil: null },
    ],
    ...over,
  };
}

describe('作业调整 page', () => {
  it('on an ended homework explains the end time is fixed and lists only students who have not submitted for 延期', async () => {
    fakeApi({ '/api/WorkAdjust/Info': { status: 200, data: info() } });
    renderPage(<JobAdjustmentPage />, { user: buildUserInfo(), url });
    expect(await screen.findByText(WorkAdjustMessages.endTimeEnded)).toBeTruthy();
    expect(screen.getByText(WorkAdjustMessages.classesEnded)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '移除八年级2班' })).toBeNull();
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.queryByText('李四')).toBeNull();
  });

  it('reopens the homework for one student until the chosen time', async () => {
    const api = fakeApi({
      '/api/WorkAdjust/Info': { status: 200, data: info() },
      '/api/WorkAdjust/ExtendStudent': (body) => ({ status: 200, data: info({ students: [{ ...info().students[0]!, extendedUntil: (body as { endTime: string }).endTime }] }) }),
    });
    renderPage(<JobAdjustmentPage />, { user: buildUserInfo(), url });
    await userEvent.click(await screen.findByRole('button', { name: '为张三延期' }));
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByLabelText('延期截止时间');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const text = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')} 18:00`;
    await userEvent.click(picker);
    fireEvent.change(picker, { target: { value: text } });
    fireEvent.keyDown(picker, { key: 'Enter' });
    await userEvent.click(within(dialog).getByRole('button', { name: /确定延期/ }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/WorkAdjust/ExtendStudent')).toBe(true));
    const body = api.calls.find((c) => c.path === '/api/WorkAdjust/ExtendStudent')!.body as { studentGuid: string; endTime: string; workGuid: string };
    expect(body).toMatchObject({ workGuid: G, studentGuid: 's1' });
    expect(new Date(body.endTime).getHours()).toBe(18);
    expect(await screen.findByRole('button', { name: '取消延期' })).toBeTruthy();
  }, 60_000);

  it('asks before removing a class with submissions, says what happens, and sends the confirm', async () => {
    const api = fakeApi({
      '/api/WorkAdjust/Info': { status: 200, data: info({ state: 1, endTime: hours(24) }) },
      '/api/WorkAdjust/Classes': { status: 200, data: info({ state: 1, endTime: hours(24), classes: [info().classes[0]!] }) },
    });
    renderPage(<JobAdjustmentPage />, { user: buildUserInfo(), url });
    await userEvent.click(await screen.findByRole('button', { name: '移除八年级2班' }));
    expect(await screen.findByText(WorkAdjustMessages.confirmRemove('八年级2班', 3))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定移除' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/WorkAdjust/Classes')?.body).toEqual({ workGuid: G, classGuids: ['c1'], confirmRemove: true }));
  });

  it('adds a class of the same grade', async () => {
    const api = fakeApi({
      '/api/WorkAdjust/Info': { status: 200, data: info({ state: 1, endTime: hours(24) }) },
      '/api/WorkAdjust/Classes': { status: 200, data: info({ state: 1, endTime: hours(24) }) },
    });
    renderPage(<JobAdjustmentPage />, { user: buildUserInfo(), url });
    await userEvent.click(await screen.findByLabelText('添加班级'));
    await userEvent.click(await screen.findByText('八年级3班'));
    await userEvent.click(screen.getByRole('button', { name: '添加班级' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/WorkAdjust/Classes')?.body).toEqual({ workGuid: G, classGuids: ['c1', 'c2', 'c3'] }));
  });
});
