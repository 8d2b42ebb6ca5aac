import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TaskType, type TTask } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { api as apiClient } from '@/lib/api-client';
import { renderWithApp } from '@/features/reports/testing/render';
import { TaskCentre } from './task-centre';

const task = (over: Partial<TTask>): TTask => ({
  key: crypto.randomUUID(),
  name: '七年级1班 成绩单',
  type: TaskType.FileDownload,
  km: '数学',
  state: 'done',
  cost: 3,
  download: '/api/Report/DownLoadReport?key=x',
  fileName: '成绩单.xlsx',
  message: null,
  createdAt: new Date().toISOString(),
  finishedAt: new Date().toISOString(),
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('TaskCentre', () => {
  it('shows the task count on the button and 暂无任务 in an empty panel', async () => {
    fakeApi({ '/api/Job/List': { status: 200, data: { list: [], total: 0 } } });
    renderWithApp(<TaskCentre />);
    await userEvent.click(await screen.findByRole('button', { name: '任务中心' }));
    expect(await screen.findByText('暂无任务')).toBeTruthy();
  });

  it('lists subject, name and run time; 下载 for a file, 下载答卷 for an answer-sheet export, a note for a failure', async () => {
    fakeApi({
      '/api/Job/List': {
        status: 200,
        data: {
          list: [
            task({ name: '成绩单导出' }),
            task({ name: '答卷导出', type: TaskType.AnswerSheetExport, cost: 12 }),
            task({ name: '排队的任务', state: 'pending', cost: 0, download: null, finishedAt: null }),
            task({ name: '失败的任务', state: 'failed', download: null, message: '作业已删除，无法导出' }),
          ],
          total: 4,
        },
      },
    });
    renderWithApp(<TaskCentre />);
    const button = await screen.findByRole('button', { name: '任务中心' });
    await waitFor(() => expect(document.querySelector('.zy-badge')?.textContent).toBe('4'));
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: '任务中心' });
    expect(within(panel).getByText('成绩单导出')).toBeTruthy();
    expect(within(panel).getAllByText('数学')).toHaveLength(4);
    expect(within(panel).getByText('12秒')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '下载' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '下载答卷' })).toBeTruthy();
    expect(within(panel).getByText('排队中')).toBeTruthy();
    expect(within(panel).getByText('失败')).toBeTruthy();
    // Only finished tasks can be deleted.
    expect(within(panel).queryByRole('button', { name: '删除任务 排队的任务' })).toBeNull();
  });

  it('deletes a finished task with its icon, and from the right-click menu', async () => {
    const first = task({ name: '第一个' });
    const second = task({ name: '第二个' });
    let list = [first, second];
    const api = fakeApi({
      '/api/Job/List': () => ({ status: 200, data: { list, total: list.length } }),
      '/api/Job/Delete': (body) => {
        list = list.filter((t) => t.key !== (body as { key: string }).key);
        return { status: 200, data: null };
      },
    });
    renderWithApp(<TaskCentre />);
    await userEvent.click(await screen.findByRole('button', { name: '任务中心' }));
    await userEvent.click(await screen.findByRole('button', { name: '删除任务 第一个' }));
    await waitFor(() => expect(screen.queryByText('第一个')).toBeNull());
    expect(api.calls.find((c) => c.path === '/api/Job/Delete')?.body).toEqual({ key: first.key });

    fireEvent.contextMenu(screen.getByText('第二个'));
    await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('第二个')).toBeNull());
  });

  it('a press that moves a few pixels still opens the panel; a drag moves the button instead', async () => {
    fakeApi({ '/api/Job/List': { status: 200, data: { list: [], total: 0 } } });
    renderWithApp(<TaskCentre />);
    const button = await screen.findByRole('button', { name: '任务中心' });
    fireEvent.pointerDown(button, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(button, { clientX: 140, clientY: 60 });
    fireEvent.pointerUp(button, { clientX: 140, clientY: 60 });
    fireEvent.click(button);
    expect(screen.queryByRole('dialog', { name: '任务中心' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('zyb.taskCentre.place')!)).toMatchObject({ right: expect.any(Number), bottom: expect.any(Number) });

    fireEvent.pointerDown(button, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(button, { clientX: 101, clientY: 101 });
    fireEvent.pointerUp(button, { clientX: 101, clientY: 101 });
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: '任务中心' })).toBeTruthy();
  });

  it('says so when a task it was waiting for finishes', async () => {
    const waiting = task({ name: '导出中', state: 'running', download: null, finishedAt: null });
    let list = [waiting];
    fakeApi({ '/api/Job/List': () => ({ status: 200, data: { list, total: 1 } }) });
    renderWithApp(<TaskCentre />);
    await screen.findByRole('button', { name: '任务中心' });
    list = [{ ...waiting, state: 'done', download: '/api/Report/DownLoadReport?key=y' }];
    // The next poll (5 s) brings the finished task.
    expect(await screen.findByText('任务已完成', undefined, { timeout: 7000 })).toBeTruthy();
  }, 10_000);

  it('also says so when a task was queued and finished between two polls, but not for tasks ended before the page opened', async () => {
    const old = task({ name: '上周的成绩单' });
    let list = [old];
    const api = fakeApi({
      '/api/Job/List': () => ({ status: 200, data: { list, total: list.length } }),
      '/api/Student/ExportStudent': { status: 201, data: null },
    });
    renderWithApp(<TaskCentre />);
    await screen.findByRole('button', { name: '任务中心' });
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/Job/List')).toHaveLength(1));
    // The export answers 201 (queued); by the time the task centre asks again, the worker has finished it.
    list = [task({ name: '学生名单', download: '/api/Report/DownLoadReport?key=z' }), old];
    await apiClient.post('/api/Student/ExportStudent', { body: {} });
    expect(await screen.findByText('任务已完成')).toBeTruthy();
    // One notice, for the new task (the panel, open since the 201, lists both).
    const notices = document.querySelectorAll('.ant-notification-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textContent).toContain('学生名单');
    expect(notices[0]!.textContent).not.toContain('上周的成绩单');
  }, 10_000);

  it('opens by itself when a call answers 201, showing the task it queued', async () => {
    let list: TTask[] = [];
    fakeApi({
      '/api/Job/List': () => ({ status: 200, data: { list, total: list.length } }),
      '/api/Teacher/ExportStudent': { status: 201, message: '操作成功，请在任务队列中查看！', data: { key: 'k1', name: '学生名单', type: TaskType.FileDownload } },
    });
    renderWithApp(<TaskCentre />);
    const button = await screen.findByRole('button', { name: '任务中心' });
    expect(screen.queryByRole('dialog', { name: '任务中心' })).toBeNull();
    list = [task({ name: '学生名单', state: 'running', download: null, finishedAt: null })];
    await apiClient.post('/api/Teacher/ExportStudent', { body: {} });
    const panel = await screen.findByRole('dialog', { name: '任务中心' });
    expect(await within(panel).findByText('学生名单')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('操作成功，请在任务队列中查看！')).toBeTruthy();
  });
});
