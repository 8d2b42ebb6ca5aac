import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

const BANK = 'https://zxxk.example.edu.cn/bank/index.html';
const BANK_ORIGIN = 'https://zxxk.example.edu.cn';

let t: TestApp;
let app: FastifyInstance;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ db: t.db, subjectNetworkUrl: BANK });
  await app.ready();
  teacher = await loginAs(app, DEMO.teacherA);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const TWO = [
  { id: 'xk-1', type: 1, stem: '<p>1+1=？<script>alert(1)</script></p>', options: [{ label: 'A', text: '1' }, { label: 'B', text: '<b onclick="x()">2</b>' }], answer: ['B'], difficulty: 1 },
  { id: 'xk-2', type: 5, stem: '<p>解方程 $2x+1=5$。<img src="x" onerror="alert(1)"></p>', answer: ['$x=2$'], explanation: '移项得 $2x=4$。' },
];

async function openBank(cookie = teacher, target = app) {
  return call(target, cookie, 'POST', '/api/SubjectNetwork/Open', { period: 'C', km: '数学', workType: 3 });
}

/** The bank's form post, as a browser sends it from the bank's page. */
function postBack(token: string, items: unknown, headers: Record<string, string> = {}, target = app) {
  return target.inject({
    method: 'POST',
    url: `/zxxk-middleware?token=${encodeURIComponent(token)}`,
    headers: { origin: BANK_ORIGIN, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', ...headers },
    payload: new URLSearchParams({ items: typeof items === 'string' ? items : JSON.stringify(items) }).toString(),
  });
}

const basket = async (cookie = teacher) => (await call(app, cookie, 'GET', '/api/QuestionBank/Basket?period=C&km=数学')).body.data;
const stems = (b: { groups: { items: { stem: string }[] }[] }) => b.groups.flatMap((g) => g.items.map((i) => i.stem));

describe('学科网题库: open, post back, DeleteXkwItem', () => {
  it('opens the configured bank with the return address and lets the frame show it', async () => {
    const res = await openBank();
    expect(res.body.status).toBe(200);
    const url = new URL(res.body.data.frameUrl);
    expect(url.origin + url.pathname).toBe(BANK);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ workType: '3', km: '数学', period: 'C' });
    expect(url.searchParams.get('returnUrl')).toBe(`http://localhost:80/zxxk-middleware?token=${res.body.data.token}`);
    const page = await app.inject({ method: 'GET', url: '/api/QuestionBank/SubjectNetwork' });
    expect(page.headers['content-security-policy']).toContain(`frame-src 'self' blob: ${BANK_ORIGIN}`);
  });

  it('puts the two questions the bank posts back into the basket, cleaned, and lands on the middleware page', async () => {
    const { token } = (await openBank()).body.data;
    const res = await postBack(token, TWO);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/zxxk-middleware?token=${token}&added=2`);
    const got = stems(await basket());
    expect(got).toHaveLength(2);
    expect(got.join()).not.toMatch(/script|onerror|alert/);
    expect(got[0]).toContain('1+1=？');
    expect(got[1]).toContain('$2x+1=5$');
    const received = (await call(app, teacher, 'GET', `/api/SubjectNetwork/Received?token=${token}`)).body.data;
    expect(received).toMatchObject({ period: 'C', km: '数学', workType: 3 });
    expect(received.items.map((i: { itemTypeName: string; inBasket: boolean }) => [i.itemTypeName, i.inBasket])).toEqual([['单选题', true], ['解答题', true]]);
    // The same post again (a reload of the bank's page) adds nothing twice.
    expect((await postBack(token, TWO)).headers.location).toBe(`/zxxk-middleware?token=${token}&added=0`);
    expect(stems(await basket())).toHaveLength(2);

    // DeleteXkwItem takes one out of the basket; the middleware list shows it as removed.
    const first = received.items[0].itemGuid;
    const del = await call(app, teacher, 'POST', '/api/WorkInfo/DeleteXkwItem', { itemGuid: first });
    expect(del.body).toMatchObject({ status: 200, message: '已从试题篮移除' });
    expect(stems(await basket())).toHaveLength(1);
    const after = (await call(app, teacher, 'GET', `/api/SubjectNetwork/Received?token=${token}`)).body.data;
    expect(after.items.map((i: { inBasket: boolean }) => i.inBasket)).toEqual([false, true]);
    await call(app, teacher, 'POST', '/api/QuestionBank/Basket/Clear', { period: 'C', km: '数学' });
  });

  it('answers a caller that is not a browser with the envelope', async () => {
    const { token } = (await openBank()).body.data;
    const res = await postBack(token, [TWO[0]], { accept: 'application/json' });
    expect(res.json()).toMatchObject({ status: 200, data: { added: 1 } });
    await call(app, teacher, 'POST', '/api/QuestionBank/Basket/Clear', { period: 'C', km: '数学' });
  });

  it('refuses a post from another origin, with a token that does not exist, or with questions it cannot read, and adds nothing', async () => {
    const { token } = (await openBank()).body.data;
    const elsewhere = await postBack(token, TWO, { origin: 'https://evil.example.com', accept: 'application/json' });
    expect(elsewhere.json()).toMatchObject({ status: 403, message: '题目不是从本校配置的学科网题库发回的，已拒绝' });
    const noOrigin = await postBack(token, TWO, { origin: '', accept: 'application/json' });
    expect(noOrigin.json().status).toBe(403);
    const badToken = await postBack('nope', TWO);
    expect(badToken.statusCode).toBe(303);
    expect(decodeURIComponent(badToken.headers.location as string)).toBe('/zxxk-middleware?error=选题链接已失效，请回到作业本重新打开学科网题库后再选题');
    expect((await postBack(token, '{not json', { accept: 'application/json' })).json()).toMatchObject({ status: 400, message: '学科网发回的题目格式不正确' });
    expect((await postBack(token, [{ id: 'x', type: 9, stem: 'a' }], { accept: 'application/json' })).json().status).toBe(400);
    const onlyScript = await postBack(token, [{ id: 'x', type: 5, stem: '<script>alert(1)</script>' }], { accept: 'application/json' });
    expect(onlyScript.json()).toMatchObject({ status: 400, message: '题目 x 的题干为空' });
    expect(stems(await basket())).toEqual([]);
  });

  it("keeps each teacher's return to that teacher, and DeleteXkwItem to questions they brought back", async () => {
    const { token } = (await openBank()).body.data;
    await postBack(token, TWO);
    const other = await loginAs(app, DEMO.adminA);
    expect((await call(app, other, 'GET', `/api/SubjectNetwork/Received?token=${token}`)).body.status).toBe(404);
    const mine = (await call(app, teacher, 'GET', `/api/SubjectNetwork/Received?token=${token}`)).body.data.items[0].itemGuid;
    expect((await call(app, other, 'POST', '/api/WorkInfo/DeleteXkwItem', { itemGuid: mine })).body).toMatchObject({ status: 404, message: '这道题不是从学科网带回的题目' });
    const otherSchool = await loginAs(app, DEMO.teacherB);
    expect((await call(app, otherSchool, 'POST', '/api/WorkInfo/DeleteXkwItem', { itemGuid: mine })).body.status).toBe(404);
    expect(stems(await basket())).toHaveLength(2);
  });

  it('says no bank is configured: no address to open, and a post is refused', async () => {
    const plain = await loginAs(t.app, DEMO.teacherA);
    expect((await openBank(plain, t.app)).body).toMatchObject({ status: 200, data: { frameUrl: null, token: null } });
    const res = await postBack('any', TWO, { accept: 'application/json' }, t.app);
    expect(res.json()).toMatchObject({ status: 404, message: expect.stringContaining('本校还没有配置学科网题库的地址') });
  });
});
