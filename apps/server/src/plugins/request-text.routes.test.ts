import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginAs, type TestApp } from '../../test/helpers/test-app.js';
import { multipart } from '../modules/homework/homework.fixture.js';

/**
 * Text no field may hold (NUL, lone UTF-16 surrogates) and bodies that are not JSON or not UTF-8 are refused with a
 * Chinese 400 envelope at every endpoint, before any handler or the database sees them (they used to answer 500).
 */
let t: TestApp;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
});
afterAll(async () => t.close());

interface Operation {
  method: string;
  url: string;
  /** Names of the body's properties and of the query parameters, from the route's schema. */
  bodyKeys: string[];
  queryKeys: string[];
  isMultipart: boolean;
}

/** Every operation the app registers, walked from the OpenAPI document the routes' own schemas build. */
function operations(): Operation[] {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, any>> };
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const schema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
      list.push({
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, (_: string, name: string) => encodeURIComponent(`${name}\u0000x`)),
        bodyKeys: Object.keys(schema?.properties ?? {}),
        queryKeys: (op.parameters ?? []).filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name),
        isMultipart: 'multipart/form-data' in content || (op.consumes ?? []).includes?.('multipart/form-data'),
      });
    }
  }
  return list;
}

const NUL = 'a\u0000b';
const envelopeOf = (body: string) => JSON.parse(body) as { status: number; message: string; data: unknown };

describe('NUL bytes and lone surrogates', () => {
  it('refuses {"userCode":"a\\u0000b"} at Login1 with a Chinese 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: NUL, password: 'Demo@2026' } });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body)).toEqual({ status: 400, message: expect.stringContaining('账号包含无法识别的字符'), data: null });
  });

  it('refuses a lone surrogate in a nested field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Common/Login1', headers: { 'content-type': 'application/json' }, payload: '{"userCode":"a\\ud800","password":"x"}' });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).message).toContain('无法识别的字符');
  });

  it('answers 4xx, never 500, when every POST endpoint gets a NUL in each body field', async () => {
    const posts = operations().filter((op) => op.method === 'POST');
    expect(posts.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const op of posts) {
      const fields = Object.fromEntries((op.bodyKeys.length ? op.bodyKeys : ['name']).map((key) => [key, NUL]));
      const request = op.isMultipart
        ? { ...multipart({ ...fields, uploadType: '1' }, { name: `a${NUL}.png`, bytes: Buffer.from('x') }) }
        : { payload: fields, headers: {} };
      const res = await t.app.inject({ method: 'POST', url: op.url, headers: { ...request.headers, cookie: teacher }, payload: request.payload });
      if (res.statusCode < 400 || res.statusCode >= 500 || envelopeOf(res.body).status === 500) failures.push(`${op.url} → ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 4xx, never 500, when every endpoint gets a NUL in each query parameter and path parameter', async () => {
    const failures: string[] = [];
    for (const op of operations()) {
      const query = (op.queryKeys.length ? op.queryKeys : ['q']).map((key) => `${key}=a%00b`).join('&');
      const res = await t.app.inject({ method: op.method as 'GET', url: `${op.url}?${query}`, headers: { cookie: teacher }, ...(op.method === 'POST' ? { payload: {} } : {}) });
      if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${op.method} ${op.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('bodies that are not JSON or not UTF-8', () => {
  it.each([
    ['broken JSON', Buffer.from('{"userCode": "138', 'utf8'), '不是有效的 JSON'],
    ['invalid UTF-8', Buffer.concat([Buffer.from('{"userCode":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('","password":"x"}')]), 'UTF-8'],
    ['an empty body', Buffer.alloc(0), '不能为空'],
  ])('answers %s with a Chinese 400 envelope', async (_name, payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Common/Login1', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body)).toEqual({ status: 400, message: expect.stringContaining(message), data: null });
  });

  it('refuses a body nested thousands of levels deep with a Chinese 400 (it overflowed the stack into a 500)', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const payload of [deep, `{"userCode":${deep},"password":"x"}`]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/Common/Login1', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res.body)).toEqual({ status: 400, message: '请求体的层级过深', data: null });
    }
  });

  it('still reads brackets inside strings as text, not as nesting', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Common/Login1', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ userCode: '['.repeat(100) + '\\"', password: 'x' }) });
    expect(envelopeOf(res.body).message).not.toBe('请求体的层级过深');
  });

  it.each([
    ['a broken percent escape', '/api/Upload/File/%E0%A4%A', 400, '请求地址不正确'],
    ['a path parameter past its length limit', `/api/Student/Work/${'x'.repeat(5000)}`, 414, '请求地址过长'],
  ])('refuses a URL with %s with a Chinese envelope (it was Fastify\'s English answer)', async (_name, url, code, message) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: teacher } });
    expect(res.statusCode).toBe(code);
    expect(res.headers['content-type']).toContain('application/json');
    expect(envelopeOf(res.body)).toEqual({ status: code, message, data: null });
  });

  it('refuses a multipart text field holding a NUL', async () => {
    const form = multipart({ uploadType: '1', fileName: `题目${NUL}.png` }, { name: '题目.png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) });
    const res = await t.app.inject({ method: 'POST', url: '/api/Upload/UploadFile', headers: { ...form.headers, cookie: teacher }, payload: form.payload });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).message).toContain('无法识别的字符');
  });
});
