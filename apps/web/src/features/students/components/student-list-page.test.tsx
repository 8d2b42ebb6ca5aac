import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { ALL_CLASS, CLASS_A, buildStudent } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import { StudentListPage } from './student-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const students = [buildStudent({ stuName: '王芳', stuPhone: '13912345678' }), buildStudent({ stuName: '李雷' })];

function serve(total = 2) {
  return fakeApi({
    '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS },
    '/api/Teacher/IsRepeatNameExist': { status: 200, data: { show: true } },
    '/api/Teacher/StudentList': { status: 200, data: { list: students, total } },
    '/api/Teacher/RemoveStudent': { status: 200, data: { removed: 2 } },
  });
}
type Api = ReturnType<typeof serve>;
const listBodies = (api: Api) => api.calls.filter((c) => c.path === '/api/Teacher/StudentList').map((c) => c.body);

describe('student list page', () => {
  it('filters by the class in ?classGuid= and shows 暂无 for a missing phone', async () => {
    const api = serve();
    renderPage(<StudentListPage />, { user: buildUserInfo(), url: `/usercenter/student?classGuid=${CLASS_A}` });
    const row = (await screen.findByText('李雷')).closest('tr')!;
    expect(row.textContent).toContain('暂无');
    expect(listBodies(api)[0]).toEqual({ classGuid: CLASS_A, pageIndex: 1, pageSize: 10 });
    expect(screen.getByText('查看同名学生')).toBeTruthy();
  });

  it('goes back to page 1 when a keyword is searched', async () => {
    const api = serve(45);
    renderPage(<StudentListPage />, { user: buildUserInfo() });
    await screen.findByText('王芳');
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(listBodies(api).at(-1)).toMatchObject({ pageIndex: 3 }));
    await userEvent.type(screen.getByPlaceholderText('搜索姓名/学号'), '王{Enter}');
    await waitFor(() => expect(listBodies(api).at(-1)).toEqual({ keyword: '王', pageIndex: 1, pageSize: 10 }));
  });

  it('removes the selected students together after a confirm', async () => {
    const api = serve();
    renderPage(<StudentListPage />, { user: buildUserInfo() });
    await screen.findByText('王芳');
    const table = screen.getByRole('table');
    const [selectAll] = within(table).getAllByRole('checkbox');
    await userEvent.click(selectAll!);
    await userEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('确定删除选中的 2 名学生吗？')).toBeTruthy();
    // The confirm's own 删除 button opens last, after the row's.
    await userEvent.click(screen.getAllByRole('button', { name: '删除' }).at(-1)!);
    expect(await screen.findByText('删除成功！')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/Teacher/RemoveStudent')?.body).toEqual({
      stuGuids: students.map((s) => s.stuGuid),
    });
  });
});
