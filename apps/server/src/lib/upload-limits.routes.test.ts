import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeworkMessages } from '@zuoyeben/shared';
import { createTestApp, DEMO, loginAs, type TestApp } from '../../test/helpers/test-app.js';
import { multipartFile } from '../../test/helpers/xlsx.js';
import { multipart } from '../modules/homework/homework.fixture.js';

/**
 * Uploads are limited per route before they are read into memory: a body announced (Content-Length) larger than the
 * route's file limit is refused without reading a part, and a body sent without an honest length is cut off at the limit.
 */
let t: TestApp;
let teacher: string;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, DEMO.teacherA);
});
afterAll(async () => t.close());

const countFiles = async () => Number((await t.db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

const post = (url: string, body: { payload: Buffer; headers: Record<string, string> }, declared?: number) =>
  t.app.inject({
    method: 'POST', url, payload: body.payload,
    headers: { ...body.headers, cookie: teacher, ...(declared ? { 'content-length': String(declared) } : {}) },
  });

describe('Word paper import (the largest upload, 20MB)', () => {
  const url = '/api/PaperImport/Upload?period=C&km=%E6%95%B0%E5%AD%A6';

  it('refuses a file over 20MB with 413 文件过大 once the parser passes the limit', async () => {
    const res = await post(url, multipartFile(Buffer.alloc(20 * MB + 1, 1), '大试卷.docx'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 413, message: '文件过大，不能超过20MB', data: null });
  });

  it('refuses a body announced at 200MB without reading it', async () => {
    // The body itself is a tiny valid form: had it been read, the answer would be about the file, not its size.
    const res = await post(url, multipartFile(Buffer.from('PK'), 'a.docx'), 200 * MB);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('文件过大，不能超过20MB');
  });
});

describe('student list import (5MB)', () => {
  it('refuses a file over 5MB with 413 and the limit', async () => {
    const res = await post('/api/Teacher/ImportStudent', multipartFile(Buffer.alloc(5 * MB + 1, 1), '学生名单.xlsx'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 413, message: '文件过大，不能超过5MB', data: null });
  });
});

describe('homework question and answer files (10MB, answered as the spec says: 403 with its message)', () => {
  it('refuses a body announced far over 10MB without reading it, and stores nothing', async () => {
    const before = await countFiles();
    const res = await post('/api/Upload/UploadFile', multipart({ uploadType: '1', fileName: '大.pdf' }, { name: '大.pdf', bytes: Buffer.from('%PDF-1.4\n') }), 100 * MB);
    expect(res.json()).toEqual({ status: 403, message: HomeworkMessages.documentTooLarge, data: null });
    expect(await countFiles()).toBe(before);
  });
});

describe('feedback screenshots (2MB)', () => {
  it('refuses a body announced far over the limit without reading it', async () => {
    const res = await post('/api/HelpFile/UploadFeedbackImage', multipart({}, { name: 'shot.png', bytes: Buffer.from('x') }), 50 * MB);
    expect(res.json().status).toBe(403);
    expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
