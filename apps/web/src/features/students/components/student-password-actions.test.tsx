import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { renderPage } from '../testing/render-page';
import { StudentPasswordActions } from './student-password-actions';

afterEach(() => {
  vi.unstubAllGlobals();
});

const GUID = '00000000-0000-4000-8000-000000000001';

describe('student password actions', () => {
  it('asks for a class before exporting initial passwords', async () => {
    fakeApi({});
    renderPage(<StudentPasswordActions selectedKeys={[]} />, { user: buildUserInfo() });
    await userEvent.click(await screen.findByRole('button', { name: /导出初始密码/ }));
    expect(await screen.findByText('请先选择班级')).toBeTruthy();
  });

  it('says so once the initial passwords are exported', async () => {
    const api = fakeApi({ '/api/Teacher/ExportStudentPasswords': { status: 200, data: null } });
    renderPage(<StudentPasswordActions classGuid={GUID} selectedKeys={[]} />, { user: buildUserInfo() });
    await userEvent.click(await screen.findByRole('button', { name: /导出初始密码/ }));
    // The confirmation dialog's title says it (antd renders the title in two nodes).
    expect((await screen.findAllByText('初始密码已导出，请妥善保管并发给学生')).length).toBeGreaterThan(0);
    expect(screen.getByText(/表中有学校编码/)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/Teacher/ExportStudentPasswords')?.body).toEqual({ classGuid: GUID });
  });

  it('shows the new passwords after resetting the selected students', async () => {
    const api = fakeApi({
      '/api/Teacher/ResetStudentPassword': {
        status: 200,
        data: { list: [{ stuGuid: GUID, stuName: '王小明', buddies: '2026201001', className: '七年级1班', initialPassword: '482913' }] },
      },
    });
    renderPage(<StudentPasswordActions classGuid={GUID} selectedKeys={[GUID]} />, { user: buildUserInfo() });
    await userEvent.click(await screen.findByRole('button', { name: '重置密码' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('482913')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/Teacher/ResetStudentPassword')?.body).toEqual({ stuGuids: [GUID] });
  });
});
