import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeworkMessages } from '@zuoyeben/shared';
import { createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { docBytes, docxBytes, jpegBytes, multipart, pdfBytes, pngBytes, upload, zipBytes } from '../homework/homework.fixture.js';

let t: TestApp;
let teacherA: string;
let adminA: string;
let teacherB: string;

beforeAll(async () => {
  t = await createTestApp();
  [teacherA, adminA, teacherB] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.teacherB)]);
});
afterAll(async () => t.close());

const MB = 1024 * 1024;

describe('POST /api/Upload/UploadFile', () => {
  it('stores an image and lists it in picFile with a readable path', async () => {
    const res = await upload(t.app, teacherA, '第一页.png', pngBytes());
    expect(res.body.status).toBe(200);
    expect(res.body.data.sourceFile).toEqual([]);
    const [file] = res.body.data.picFile;
    expect(file).toMatchObject({ fileName: '第一页.png', fileType: 'image', pageCount: null, filePath: `/api/Upload/File/${file.fileKey}` });
    const read = await t.app.inject({ method: 'GET', url: file.filePath, headers: { cookie: adminA } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(pngBytes())).toBe(true);
  });

  it('stores a PDF as a source file with its page count', async () => {
    const res = await upload(t.app, teacherA, '试卷.pdf', await pdfBytes(3));
    expect(res.body.status).toBe(200);
    expect(res.body.data.picFile).toEqual([]);
    expect(res.body.data.sourceFile[0]).toMatchObject({ fileType: 'pdf', pageCount: 3 });
    const row = await t.db.selectFrom('files').select(['pageCount', 'purpose', 'mime']).where('key', '=', res.body.data.sourceFile[0].fileKey).executeTakeFirstOrThrow();
    expect(row).toEqual({ pageCount: 3, purpose: 'question', mime: 'application/pdf' });
  });

  it.each([
    ['答案.docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['答案.doc', docBytes(), 'application/msword'],
    ['答案.jpe', jpegBytes(), 'image/jpeg'],
  ])('accepts %s by its content and stores it as an answer file', async (name, bytes, mime) => {
    const res = await upload(t.app, teacherA, name, bytes, 2);
    expect(res.body.status).toBe(200);
    const key = [...res.body.data.picFile, ...res.body.data.sourceFile][0].fileKey;
    const row = await t.db.selectFrom('files').select(['purpose', 'mime']).where('key', '=', key).executeTakeFirstOrThrow();
    expect(row).toEqual({ purpose: 'answer', mime });
  });

  it('reads the text fields whether they come before or after the file', async () => {
    const { payload, headers } = multipart({}, { name: 'a.png', bytes: pngBytes() });
    const tail = Buffer.from(payload.toString('latin1').replace(/--(\S+)--\r\n$/, '--$1\r\nContent-Disposition: form-data; name="uploadType"\r\n\r\n2\r\n--$1--\r\n'), 'latin1');
    const res = await t.app.inject({ method: 'POST', url: '/api/Upload/UploadFile', headers: { ...headers, cookie: teacherA }, payload: tail });
    expect(res.json().status).toBe(200);
    const row = await t.db.selectFrom('files').select('purpose').where('key', '=', res.json().data.picFile[0].fileKey).executeTakeFirstOrThrow();
    expect(row.purpose).toBe('answer');
  });

  it.each([
    ['a .jpg file that holds PDF bytes', '作业.jpg', async () => pdfBytes(1), HomeworkMessages.fileContentMismatch],
    ['a PNG renamed .pdf', '作业.pdf', async () => pngBytes(), HomeworkMessages.fileContentMismatch],
    ['a spreadsheet renamed .docx', '作业.docx', async () => zipBytes(), HomeworkMessages.fileContentMismatch],
    ['a text file', '作业.txt', async () => Buffer.from('hello'), HomeworkMessages.fileTypeInvalid],
    ['a file without extension', '作业', async () => pngBytes(), HomeworkMessages.fileTypeInvalid],
    ['an empty image', '空.png', async () => Buffer.alloc(0), HomeworkMessages.fileEmpty],
    ['a document of exactly 10MB', '大.pdf', async () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * MB - 9, 32)]), HomeworkMessages.documentTooLarge],
    ['a document over 10MB', '大.docx', async () => Buffer.concat([docxBytes(), Buffer.alloc(10 * MB)]), HomeworkMessages.documentTooLarge],
    ['an image over 10MB', '大.jpg', async () => jpegBytes(10 * MB + 1), HomeworkMessages.imageTooLarge],
  ])('refuses %s with status 403 and the message to show', async (_case, name, bytes, message) => {
    const before = await t.db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await upload(t.app, teacherA, name, await bytes());
    expect(res.http).toBe(403);
    expect(res.body).toEqual({ status: 403, message, data: null });
    const after = await t.db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('takes an image of exactly 10MB (the client compresses larger ones)', async () => {
    const res = await upload(t.app, teacherA, '整10MB.jpg', jpegBytes(10 * MB));
    expect(res.body.status).toBe(200);
  });

  it.each([
    [{ uploadType: '3' }, 400],
    [{ uploadType: 'abc' }, 400],
    [{ uploadType: '1', workInfoGuid: 'not-a-guid' }, 400],
    [{ uploadType: '1', fileName: 'x'.repeat(201) + '.png' }, 400],
  ])('rejects the bad fields %j with a Chinese 400', async (fields, http) => {
    const { payload, headers } = multipart(fields, { name: 'a.png', bytes: pngBytes() });
    const res = await t.app.inject({ method: 'POST', url: '/api/Upload/UploadFile', headers: { ...headers, cookie: teacherA }, payload });
    expect(res.statusCode).toBe(http);
    expect(res.json().status).toBe(400);
    expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('rejects a request without a file, a JSON body, and another school ruCode', async () => {
    const noFile = multipart({ uploadType: '1' });
    const a = await t.app.inject({ method: 'POST', url: '/api/Upload/UploadFile', headers: { ...noFile.headers, cookie: teacherA }, payload: noFile.payload });
    expect(a.json()).toMatchObject({ status: 400, message: '请选择要上传的文件' });
    const b = await t.app.inject({ method: 'POST', url: '/api/Upload/UploadFile', headers: { cookie: teacherA }, payload: { uploadType: 1 } });
    expect(b.json().status).toBe(400);
    const c = await upload(t.app, teacherA, 'a.png', pngBytes(), 1, { ruCode: 'RU20001' });
    expect(c.body.status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const { payload, headers } = multipart({ uploadType: '1' }, { name: 'a.png', bytes: pngBytes() });
    const res = await t.app.inject({ method: 'POST', url: '/api/Upload/UploadFile', headers, payload });
    expect(res.json().status).toBe(401);
  });
});

describe('GET /api/Upload/File/:key', () => {
  it('serves a file to its own school only: another school gets the 404 of a missing key', async () => {
    const key = (await upload(t.app, teacherA, 'a.png', pngBytes())).body.data.picFile[0].fileKey;
    const foreign = await t.app.inject({ method: 'GET', url: `/api/Upload/File/${key}`, headers: { cookie: teacherB } });
    const missing = await t.app.inject({ method: 'GET', url: `/api/Upload/File/${'0'.repeat(32)}`, headers: { cookie: teacherB } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json()).toEqual({ status: 404, message: HomeworkMessages.fileNotFound, data: null });
  });

  it('asks for a login without a session and answers 404 for a malformed key', async () => {
    const key = (await upload(t.app, teacherA, 'a.png', pngBytes())).body.data.picFile[0].fileKey;
    expect((await t.app.inject({ method: 'GET', url: `/api/Upload/File/${key}` })).json().status).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/Upload/File/..%2F..%2Fetc', headers: { cookie: teacherA } });
    expect(bad.json().status).toBe(400);
  });
});
