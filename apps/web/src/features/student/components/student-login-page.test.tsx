import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { ME } from '../testing/fixtures';
import { renderStudentPage } from '../testing/render-student';
import { REMEMBERED_SCHOOL_KEY, StudentLoginPage } from './student-login-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const routes = { '/student': <p>作业列表</p>, '/student/work/:workGuid': <p>作答页面</p>, '/student/password': <p>修改密码页面</p> };
const render = (url = '/student/login') => renderStudentPage(<StudentLoginPage />, { url, path: '/student/login', routes });

async function fillAndSubmit(account = '2025101001', password = '123456') {
  await userEvent.type(screen.getByLabelText('学号或手机号'), account);
  await userEvent.type(screen.getByLabelText('密码'), password);
  await userEvent.click(screen.getByRole('button', { name: /^登\s?录$/ }));
}

describe('student login page', () => {
  it('logs in with 学号 and 密码 and opens the homework list', async () => {
    const api = fakeApi({ '/api/Student/Login': { status: 200, data: ME } });
    render();
    await fillAndSubmit();
    expect(await screen.findByText('作业列表')).toBeTruthy();
    expect(api.calls[0]).toEqual({ path: '/api/Student/Login', body: { account: '2025101001', password: '123456' } });
  });

  it('shows the refusal and asks for the school code when the number exists in several schools', async () => {
    const api = fakeApi({
      '/api/Student/Login': (body) =>
        (body as { ruCode?: string }).ruCode
          ? { status: 200, data: ME }
          : { status: 400, message: '该学号在多所学校存在，请填写学校编码', data: { needRuCode: true } },
    });
    render();
    await fillAndSubmit();
    expect(await screen.findByText('该学号在多所学校存在，请填写学校编码')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('学校编码'), 'RU10001');
    await userEvent.click(screen.getByRole('button', { name: /^登\s?录$/ }));
    expect(await screen.findByText('作业列表')).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ ruCode: 'RU10001', account: '2025101001', password: '123456' });
  });

  it('remembers the school of a successful login and fills it in next time, with where to find it', async () => {
    fakeApi({ '/api/Student/Login': { status: 200, data: { ...ME, ruCode: 'RU10001' } } });
    const first = render();
    expect(screen.queryByLabelText('学校编码')).toBeNull();
    expect(screen.getByText(/学校编码和初始密码都在老师发的初始密码单上/)).toBeTruthy();
    await fillAndSubmit();
    expect(await screen.findByText('作业列表')).toBeTruthy();
    expect(localStorage.getItem(REMEMBERED_SCHOOL_KEY)).toBe('RU10001');
    first.unmount();
    render();
    expect((screen.getByLabelText('学校编码') as HTMLInputElement).value).toBe('RU10001');
    expect(screen.getByText('本机记住了上次登录的学校，换学校请修改')).toBeTruthy();
  });

  it('sends a student on a handed-out password to 修改密码 first', async () => {
    fakeApi({ '/api/Student/Login': { status: 200, data: { ...ME, isInitialPassword: true } } });
    render();
    await fillAndSubmit();
    expect(await screen.findByText('修改密码页面')).toBeTruthy();
  });

  it('shows a wrong password inline and stays on the page', async () => {
    fakeApi({ '/api/Student/Login': { status: 403, message: '账号或密码错误' } });
    render();
    await fillAndSubmit();
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(screen.getByLabelText('当前地址').textContent).toBe('/student/login');
  });

  it.each([
    ['/student/work/abc', '/student/work/abc'],
    ['/usercenter/student', '/student'],
    ['//evil.example/student', '/student'],
  ])('after login goes from ?redirect=%s to %s (only student pages are returned to)', async (redirect, expected) => {
    fakeApi({ '/api/Student/Login': { status: 200, data: ME } });
    render(`/student/login?redirect=${encodeURIComponent(redirect)}`);
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByLabelText('当前地址').textContent).toBe(expected));
  });

  it('asks for both fields before sending', async () => {
    const api = fakeApi({});
    render();
    await userEvent.click(screen.getByRole('button', { name: /^登\s?录$/ }));
    expect(await screen.findByText('请输入学号或手机号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
