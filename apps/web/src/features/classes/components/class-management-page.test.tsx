import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TClass } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderWithUser } from '@/app/testing/render-app';
import { buildUserInfo } from '@/app/testing/user-info';
import { ClassManagementPage } from './class-management-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const GRADES = [
  { gradeCode: 'A7', gradeName: '七年级', period: 'C' },
  { gradeCode: 'A8', gradeName: '八年级', period: 'C' },
];
const full: TClass = {
  classGuid: '11111111-1111-4111-8111-111111111111',
  classCode: 'A701',
  className: '七年级1班',
  gradeCode: 'A7',
  gradeName: '七年级',
  isTeachClass: false,
  studentCount: 45,
};

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/api/Teacher/GetClassBasicData': { status: 200, data: { grades: GRADES } },
    '/api/Teacher/GetClasses': { status: 200, data: { list: [full] } },
    ...extra,
  });
}
const admin = () => buildUserInfo({ user: { userRole: 'Salesman' }, roles: ['Salesman'] });

describe('class management page', () => {
  it('shows a teacher the taught classes read-only, with a hint and a link to the students', async () => {
    serve();
    renderWithUser(<ClassManagementPage />, buildUserInfo());
    expect(await screen.findByText('七年级1班')).toBeTruthy();
    expect(screen.getByText('行政班')).toBeTruthy();
    expect(screen.getByText(/新建、重命名或删除班级请联系学校管理员/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新建班级/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '重命名' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看学生' }).getAttribute('href')).toBe(
      `/usercenter/student?classGuid=${full.classGuid}`,
    );
  });

  it('shows the server refusal when an administrator deletes a class with students', async () => {
    serve({ '/api/Teacher/RemoveClass': { status: 400, message: '班级内还有学生，请先移除学生' } });
    renderWithUser(<ClassManagementPage />, admin());
    await userEvent.click(await screen.findByRole('button', { name: '删除' }));
    expect(await screen.findByText('班级内还有学生，需先移除学生才能删除')).toBeTruthy();
    // The confirm's own 删除 button opens last, after the row's.
    await userEvent.click(screen.getAllByRole('button', { name: '删除' }).at(-1)!);
    expect(await screen.findByText('班级内还有学生，请先移除学生')).toBeTruthy();
  });

  it('creates a class in the chosen grade tab, checking the name first', async () => {
    const api = serve({ '/api/Teacher/SaveTeacherClass': { status: 200, data: { ...full, gradeCode: 'A8' } } });
    renderWithUser(<ClassManagementPage />, admin());
    await userEvent.click(await screen.findByRole('tab', { name: '八年级' }));
    await userEvent.click(screen.getByRole('button', { name: /新建班级/ }));
    await userEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('班级名称不能为空')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('班级名称'), '八年级3班');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/Teacher/SaveTeacherClass')?.body).toEqual({
        className: '八年级3班',
        gradeCode: 'A8',
        isTeachClass: false,
      }),
    );
    expect(await screen.findByText('新建班级成功')).toBeTruthy();
  });
});
