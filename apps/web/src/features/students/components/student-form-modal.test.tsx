import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { ALL_CLASS, CLASS_A, buildStudent } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import { StudentFormModal } from './student-form-modal';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(onClose = vi.fn()) {
  renderPage(<StudentFormModal open editing={null} defaultClassGuid={CLASS_A} onClose={onClose} />, { user: buildUserInfo() });
  return onClose;
}

async function fill(name: string, buddies: string, phone: string) {
  if (name) await userEvent.type(await screen.findByLabelText('姓名'), name);
  if (buddies) await userEvent.type(screen.getByLabelText('学号'), buddies);
  if (phone) await userEvent.type(screen.getByLabelText('手机号'), phone);
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
}

describe('student form', () => {
  it('rejects a bad phone number and student number in Chinese without calling the server', async () => {
    const api = fakeApi({ '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS } });
    renderForm();
    await fill('张三', '2026-01', '12345');
    expect(await screen.findByText('手机号格式不正确，应为11位手机号')).toBeTruthy();
    expect(screen.getByText('学号只能包含数字和字母')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/Teacher/SaveStudent')).toBe(false);
  });

  it('asks for the name', async () => {
    fakeApi({ '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS } });
    renderForm();
    await fill('', '2026070101', '');
    expect(await screen.findByText('学生姓名不能为空')).toBeTruthy();
  });

  it('saves a valid student with an empty phone as none', async () => {
    const api = fakeApi({
      '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS },
      '/api/Teacher/SaveStudent': { status: 200, data: buildStudent({ stuName: '张三' }) },
    });
    const onClose = renderForm();
    await fill('张三', '2026070199', '');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.path === '/api/Teacher/SaveStudent')?.body).toEqual({
      stuName: '张三',
      buddies: '2026070199',
      stuPhone: '',
      classGuid: CLASS_A,
    });
  });

  it('shows a taken student number next to the field', async () => {
    fakeApi({
      '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS },
      '/api/Teacher/SaveStudent': { status: 412, message: '学号已存在：2026070101' },
    });
    const onClose = renderForm();
    await fill('张三', '2026070101', '13912345678');
    expect(await screen.findByText('学号已存在：2026070101')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
