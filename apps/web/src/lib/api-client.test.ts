import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiMessages } from '@zuoyeben/shared';
import { ApiError, ROLES_STORAGE_KEY, api, configureApiClient, exportFile } from './api-client';
import { setPhoneMode } from './phone-mode';

/** Spies standing in for the app's router, antd message and session clearing. */
function setup() {
  const hooks = {
    notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() },
    navigate: vi.fn(),
    clearSession: vi.fn(),
    onTaskQueued: vi.fn(),
  };
  configureApiClient(hooks);
  return hooks;
}

function answer(status: number, message = '', data: unknown = null) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status, message, data }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The 401 debounce keeps module state; each test starts well after the previous one. */
let clock = Date.parse('2026-03-01T08:00:00Z');

beforeEach(() => {
  clock += 60_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('api client body statuses (spec 03 §8.1)', () => {
  it('resolves with data on 200 and parses it with the schema when given', async () => {
    const hooks = setup();
    answer(200, '', { a: 1 });
    await expect(api.get('/api/x')).resolves.toEqual({ a: 1 });
    expect(hooks.notify.error).not.toHaveBeenCalled();
  });

  it('adds a timestamp to GET calls and repeats array parameters', async () => {
    setup();
    const fetchMock = answer(200);
    await api.get('/api/x', { params: { ids: ['a', 'b'], empty: '' } });
    const url = String(fetchMock.mock.calls[0]?.[0 as never]);
    expect(url).toMatch(/^\/api\/x\?ids=a&ids=b&_t=\d+$/);
  });

  it('shows the task-queue message on 201 and hands the task to the task centre', async () => {
    const hooks = setup();
    answer(201, '', { type: 1, key: 'k' });
    await expect(api.post('/api/x')).resolves.toEqual({ type: 1, key: 'k' });
    expect(hooks.notify.success).toHaveBeenCalledWith(ApiMessages.taskQueued);
    expect(hooks.onTaskQueued).toHaveBeenCalledWith({ type: 1, key: 'k' });
  });

  it('downloads the file of a 202 answer, but hands export_answer_ keys back to the caller', async () => {
    setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toContain('/api/YJReport/LoadFile?fileKey=f1&fileName=');
    });
    answer(202, '', { fileKey: 'f1', fileName: '成绩.xlsx' });
    await api.get('/api/x');
    expect(click).toHaveBeenCalledTimes(1);
    answer(202, '', { fileKey: 'export_answer_9', fileName: 'a.pdf' });
    await expect(api.get('/api/x')).resolves.toEqual({ fileKey: 'export_answer_9', fileName: 'a.pdf' });
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('returns 410 to the caller silently', async () => {
    const hooks = setup();
    answer(410, 'pending');
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 410 });
    expect(hooks.notify.error).not.toHaveBeenCalled();
  });

  it('on 401 shows the message once, clears the session and goes to /login, debounced', async () => {
    const hooks = setup();
    answer(401, '');
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 401, handled: true });
    await expect(api.get('/api/y')).rejects.toBeInstanceOf(ApiError);
    expect(hooks.notify.error).toHaveBeenCalledTimes(1);
    expect(hooks.notify.error).toHaveBeenCalledWith(ApiMessages.sessionExpired);
    expect(hooks.clearSession).toHaveBeenCalledTimes(1);
    expect(hooks.navigate).toHaveBeenCalledTimes(1);
    expect(hooks.navigate).toHaveBeenCalledWith('/login');
  });

  it('on 401 in phone mode goes to /phoneLogin with the server message', async () => {
    const hooks = setup();
    setPhoneMode(true);
    answer(401, '登录已过期');
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(hooks.notify.error).toHaveBeenCalledWith('登录已过期');
    expect(hooks.navigate).toHaveBeenCalledWith('/phoneLogin');
    setPhoneMode(false);
  });

  it('on 401 on a student page goes to the student login and remembers the page', async () => {
    const hooks = setup();
    window.history.pushState({}, '', '/student/work/abc?x=1');
    answer(401, '请先登录');
    await expect(api.get('/api/Student/Works')).rejects.toMatchObject({ status: 401 });
    expect(hooks.navigate).toHaveBeenCalledWith(`/student/login?redirect=${encodeURIComponent('/student/work/abc?x=1')}`);
    window.history.pushState({}, '', '/');
  });

  it('on 401 on 答案 or 答案解读 (students\' pages outside /student) goes to the student login too', async () => {
    const hooks = setup();
    window.history.pushState({}, '', '/answer?workGuid=w1');
    answer(401, '请先登录');
    await expect(api.get('/api/Student/Answers')).rejects.toMatchObject({ status: 401 });
    expect(hooks.navigate).toHaveBeenCalledWith(`/student/login?redirect=${encodeURIComponent('/answer?workGuid=w1')}`);
    window.history.pushState({}, '', '/');
  });

  it('on 411 stores the roles in session storage and goes to /change-role', async () => {
    const hooks = setup();
    const roles = { roles: [{ role: 'Teacher', roleName: '教师' }, { role: 'Salesman', roleName: '学校管理员' }] };
    answer(411, '请选择角色', roles);
    await expect(api.post('/api/Common/Login1')).rejects.toMatchObject({ status: 411, handled: true });
    expect(JSON.parse(sessionStorage.getItem(ROLES_STORAGE_KEY) ?? 'null')).toEqual(roles);
    expect(hooks.navigate).toHaveBeenCalledWith('/change-role');
    expect(hooks.notify.error).not.toHaveBeenCalled();
  });

  it('on 100 warns that the work does not exist and returns to the list', async () => {
    const hooks = setup();
    answer(100, 'whatever');
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 100, message: ApiMessages.workNotFound });
    expect(hooks.notify.warning).toHaveBeenCalledWith(ApiMessages.workNotFound);
    expect(hooks.navigate).toHaveBeenCalledWith('/jobManager/job');
  });

  it('on 100 in the student pages returns the student to their own homework list', async () => {
    const hooks = setup();
    window.history.pushState({}, '', '/student/work/abc');
    answer(100, '作业或考试不存在！');
    await expect(api.get('/api/Student/Work/abc')).rejects.toMatchObject({ status: 100, handled: true });
    expect(hooks.notify.warning).toHaveBeenCalledWith(ApiMessages.workNotFound);
    expect(hooks.navigate).toHaveBeenCalledWith('/student');
    window.history.pushState({}, '', '/');
  });

  it('on 500 shows the server message, or 服务器出错！ without one, and rejects', async () => {
    const hooks = setup();
    answer(500, '');
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 500, message: ApiMessages.serverError });
    expect(hooks.notify.error).toHaveBeenCalledWith(ApiMessages.serverError);
    answer(500, '数据库忙');
    await expect(api.get('/api/x')).rejects.toMatchObject({ message: '数据库忙' });
    expect(hooks.notify.error).toHaveBeenLastCalledWith('数据库忙');
  });

  it.each([403, 412])('on %i shows the message or 请求出错，请稍后重试 and rejects', async (status) => {
    const hooks = setup();
    answer(status, '密码错误');
    await expect(api.post('/api/x')).rejects.toMatchObject({ status, message: '密码错误', handled: true });
    expect(hooks.notify.error).toHaveBeenCalledWith('密码错误');
    answer(status, '');
    await expect(api.post('/api/x')).rejects.toMatchObject({ message: ApiMessages.requestFailed });
  });

  it.each([409, 402])('on %i rejects without telling the user', async (status) => {
    const hooks = setup();
    answer(status, '重复');
    await expect(api.post('/api/x')).rejects.toMatchObject({ status, handled: false });
    expect(hooks.notify.error).not.toHaveBeenCalled();
  });

  it('on any other status shows the message or the fallback and rejects', async () => {
    const hooks = setup();
    answer(429, '登录尝试过于频繁，请1分钟后再试');
    await expect(api.post('/api/x')).rejects.toMatchObject({ status: 429 });
    expect(hooks.notify.error).toHaveBeenCalledWith('登录尝试过于频繁，请1分钟后再试');
    answer(418);
    await expect(api.post('/api/x')).rejects.toMatchObject({ message: ApiMessages.requestFailed });
  });

  it('keeps quiet on failures of a silent call so the caller can show them', async () => {
    const hooks = setup();
    answer(403, '账号或密码错误');
    await expect(api.post('/api/x', { silent: true })).rejects.toMatchObject({ message: '账号或密码错误', handled: false });
    expect(hooks.notify.error).not.toHaveBeenCalled();
  });

  it('on a network error shows 服务器出错 with the reason and rejects with status 0', async () => {
    const hooks = setup();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0 });
    expect(hooks.notify.error).toHaveBeenCalledWith(expect.stringContaining(ApiMessages.serverError));
    expect(hooks.notify.error).toHaveBeenCalledWith(expect.stringContaining('Failed to fetch'));
  });

  it('treats a body that is not JSON from a failing server as 500', async () => {
    const hooks = setup();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 500 });
    expect(hooks.notify.error).toHaveBeenCalledWith(ApiMessages.serverError);
  });

  it('refuses a request without a url', async () => {
    setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = answer(200);
    await expect(api.post('')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('request data and url must not be empty');
    log.mockRestore();
  });
});

describe('exports (data.url, or a task)', () => {
  it('downloads the file from data.url', async () => {
    setup();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('/api/YJReport/LoadFile')
        ? new Response('xlsx-bytes', { headers: { 'content-type': 'application/octet-stream', 'content-disposition': "attachment; filename*=UTF-8''%E6%88%90%E7%BB%A9.xlsx" } })
        : new Response(JSON.stringify({ status: 200, message: '', data: { url: '/api/YJReport/LoadFile?fileKey=k', fileName: '成绩.xlsx' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    expect(await exportFile('GET', '/api/MPaper/ImportScore', { params: { workGuid: 'w' } }, '成绩单.xlsx')).toBe('downloaded');
    expect(fetchMock.mock.calls.map(([input]) => String(input).split('?')[0])).toEqual(['/api/MPaper/ImportScore', '/api/YJReport/LoadFile']);
  });

  it('a large export answered 201 says so and hands the task to the task centre, downloading nothing', async () => {
    const hooks = setup();
    const fetchMock = answer(201, ApiMessages.taskQueued, { key: 'k', name: '成绩单-作业', type: 2 });
    expect(await exportFile('POST', '/api/Teacher/ExportStudent', { body: {} }, '学生名单.xlsx')).toBe('queued');
    expect(hooks.notify.success).toHaveBeenCalledWith(ApiMessages.taskQueued);
    expect(hooks.onTaskQueued).toHaveBeenCalledWith({ key: 'k', name: '成绩单-作业', type: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
