import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PersonalMessages, StaffMessages } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const WECHAT_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44 NetType/WIFI';

/** Logs in from a browser (User-Agent) and an address; returns the Cookie header. */
async function loginFrom(phone: string, userAgent: string, address: string, password: string = DEMO.password): Promise<string> {
  const res = await t.app.inject({
    method: 'POST', url: '/api/Common/Login1', remoteAddress: address,
    headers: { 'user-agent': userAgent }, payload: { userCode: phone, password },
  });
  const c = res.cookies.find((x) => x.name === 'zyb_session');
  if (!c || res.json().status !== 200) throw new Error(`login failed: ${res.body}`);
  return `zyb_session=${c.value}`;
}

const works = async (cookie: string) => (await call(t.app, cookie, 'GET', '/api/User/UserInfo')).body.status === 200;

describe('个人信息: name and phone', () => {
  it('reads and saves the user’s own name and phone, and the new phone is the login from then on', async () => {
    const cookie = await loginAs(t.app, DEMO.teacherOfTwo);
    const before = await call(t.app, cookie, 'GET', '/api/User/Profile');
    expect(before.body.data).toEqual({ userName: expect.any(String), userPhone: DEMO.teacherOfTwo });
    const saved = await call(t.app, cookie, 'POST', '/api/User/SaveProfile', { userName: '  周敏 ', userPhone: '13700000009' });
    expect(saved.body).toMatchObject({ status: 200, message: PersonalMessages.saved, data: { userName: '周敏', userPhone: '13700000009' } });
    expect((await call(t.app, cookie, 'GET', '/api/User/UserInfo')).body.data.user).toMatchObject({ userName: '周敏', userPhone: '13700000009' });
    expect((await t.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: '13700000009', password: DEMO.password } })).json().status).not.toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: DEMO.teacherOfTwo, password: DEMO.password } })).json().status).toBe(403);
  });

  it('refuses another account’s phone and a malformed one in Chinese, changing nothing', async () => {
    const cookie = await loginAs(t.app, DEMO.teacherA);
    const taken = await call(t.app, cookie, 'POST', '/api/User/SaveProfile', { userName: '李强', userPhone: DEMO.adminA });
    expect(taken.http).toBe(409);
    expect(taken.body).toMatchObject({ message: PersonalMessages.phoneTaken, data: null });
    const bad = await call(t.app, cookie, 'POST', '/api/User/SaveProfile', { userName: '李强', userPhone: '123' });
    expect(bad.body.status).toBe(400);
    expect(bad.body.message).toContain('手机号格式不正确');
    const empty = await call(t.app, cookie, 'POST', '/api/User/SaveProfile', { userName: '   ', userPhone: DEMO.teacherA });
    expect(empty.body.status).toBe(400);
    expect(empty.body.message).toContain('姓名');
    expect((await call(t.app, cookie, 'GET', '/api/User/Profile')).body.data).toEqual({ userName: '李强', userPhone: DEMO.teacherA });
  });
});

describe('个人信息: password', () => {
  it('a wrong current password is refused with a Chinese message and nothing changes', async () => {
    const here = await loginFrom(DEMO.adminB, CHROME_WINDOWS, '10.0.0.1');
    const elsewhere = await loginFrom(DEMO.adminB, WECHAT_IPHONE, '10.0.0.2');
    const res = await call(t.app, here, 'POST', '/api/User/ChangePassword', { oldPassword: 'not-my-password', newPassword: 'a-new-one-9' });
    expect(res.http).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message: StaffMessages.wrongOldPassword });
    // The old password still logs in, the new one does not, and no session ended.
    expect(await works(here)).toBe(true);
    expect(await works(elsewhere)).toBe(true);
    await expect(loginFrom(DEMO.adminB, CHROME_WINDOWS, '10.0.0.3', 'a-new-one-9')).rejects.toThrow();
    expect(await works(await loginFrom(DEMO.adminB, CHROME_WINDOWS, '10.0.0.3'))).toBe(true);
  });

  it('a changed password ends the user’s other sessions and keeps this one', async () => {
    const here = await loginFrom(DEMO.teacherB, CHROME_WINDOWS, '10.0.1.1');
    const elsewhere = await loginFrom(DEMO.teacherB, WECHAT_IPHONE, '10.0.1.2');
    const short = await call(t.app, here, 'POST', '/api/User/ChangePassword', { oldPassword: DEMO.password, newPassword: '123' });
    expect(short.body.status).toBe(400);
    expect(short.body.message).toContain('新密码');
    const res = await call(t.app, here, 'POST', '/api/User/ChangePassword', { oldPassword: DEMO.password, newPassword: 'a-new-one-9' });
    expect(res.body).toMatchObject({ status: 200, message: StaffMessages.passwordChanged });
    expect(await works(here)).toBe(true);
    expect((await call(t.app, elsewhere, 'GET', '/api/User/UserInfo')).body.status).toBe(401);
    const list = (await call(t.app, here, 'GET', '/api/User/Sessions')).body.data.list;
    expect(list).toHaveLength(1);
    expect(list[0].current).toBe(true);
  });
});

describe('个人信息: sessions signed in elsewhere', () => {
  it('lists the user’s sessions with browser, address and last activity, this one first', async () => {
    const here = await loginFrom(DEMO.adminA, CHROME_WINDOWS, '192.168.3.10');
    await loginFrom(DEMO.adminA, WECHAT_IPHONE, '172.16.5.20');
    const res = await call(t.app, here, 'GET', '/api/User/Sessions');
    expect(res.body.status).toBe(200);
    const list = res.body.data.list as { key: string; current: boolean; device: string; ip: string; lastActiveAt: string }[];
    expect(list[0]).toMatchObject({ current: true, device: 'Chrome 120 · Windows', ip: '192.168.3.10' });
    expect(list.find((s) => s.ip === '172.16.5.20')).toMatchObject({ current: false, device: '微信 8 · iPhone' });
    expect(list.every((s) => /^[0-9a-f]{24}$/.test(s.key) && Date.now() - Date.parse(s.lastActiveAt) < 60_000)).toBe(true);
  });

  it('signing out another session makes its cookie stop working; this one and the others stay', async () => {
    const here = await loginFrom(DEMO.collector, CHROME_WINDOWS, '10.1.0.1');
    const phone = await loginFrom(DEMO.collector, WECHAT_IPHONE, '10.1.0.2');
    const third = await loginFrom(DEMO.collector, CHROME_WINDOWS, '10.1.0.3');
    const list = (await call(t.app, here, 'GET', '/api/User/Sessions')).body.data.list as { key: string; ip: string }[];
    const target = list.find((s) => s.ip === '10.1.0.2')!;
    const res = await call(t.app, here, 'POST', '/api/User/EndSession', { key: target.key });
    expect(res.body).toMatchObject({ status: 200, message: PersonalMessages.sessionEnded });
    expect((await call(t.app, phone, 'GET', '/api/User/UserInfo')).body.status).toBe(401);
    expect(await works(here)).toBe(true);
    expect(await works(third)).toBe(true);
    // Ending it again, or this browser's own session, is refused in Chinese.
    expect((await call(t.app, here, 'POST', '/api/User/EndSession', { key: target.key })).body).toMatchObject({ status: 404, message: PersonalMessages.sessionNotFound });
    const own = list.find((s) => s.ip === '10.1.0.1')!;
    expect((await call(t.app, here, 'POST', '/api/User/EndSession', { key: own.key })).body).toMatchObject({ status: 400, message: PersonalMessages.notCurrent });
    expect((await call(t.app, here, 'POST', '/api/User/EndSession', { key: 'nope' })).body.status).toBe(400);

    const all = await call(t.app, here, 'POST', '/api/User/EndOtherSessions');
    expect(all.body).toMatchObject({ status: 200, message: PersonalMessages.othersEnded });
    expect(all.body.data.ended).toBeGreaterThanOrEqual(1);
    expect((await call(t.app, third, 'GET', '/api/User/UserInfo')).body.status).toBe(401);
    expect(await works(here)).toBe(true);
  });

  it('a teacher of another school cannot see or end someone else’s session', async () => {
    const owner = await loginFrom(DEMO.teacherA, CHROME_WINDOWS, '10.2.0.1');
    const ownerKey = (await call(t.app, owner, 'GET', '/api/User/Sessions')).body.data.list[0].key as string;
    const stranger = await loginAs(t.app, DEMO.adminB);
    const seen = (await call(t.app, stranger, 'GET', '/api/User/Sessions')).body.data.list as { key: string }[];
    expect(seen.map((s) => s.key)).not.toContain(ownerKey);
    expect((await call(t.app, stranger, 'POST', '/api/User/EndSession', { key: ownerKey })).body).toMatchObject({ status: 404, message: PersonalMessages.sessionNotFound });
    expect(await works(owner)).toBe(true);
  });
});
