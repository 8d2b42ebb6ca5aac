import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode, createWork, studentsOf, type FactoryWork, setSchoolService } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { changeWork } from '../homework/answering-work-cache.js';

let t: TestApp;
type Session = { guid: string; buddies: string; cookie: string };
let me: Session;
let classmate: Session;
let otherClass: Session;
let otherSchool: Session;
let work: FactoryWork;

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);

beforeAll(async () => {
  t = await createTestApp();
  // About isolation between schools, not the second school's expired service (see member-guard.routes.test.ts).
  await setSchoolService(t.db, 'RU20002', 0);
  const [a, b] = await studentsOf(t.db, (await classByCode(t.db, 'RU10001', 'A701')).guid);
  const [c] = await studentsOf(t.db, (await classByCode(t.db, 'RU10001', 'A702')).guid);
  const [d] = await studentsOf(t.db, (await classByCode(t.db, 'RU20002', 'A701')).guid);
  me = await studentSession(t.app, t.db, a!, 'RU10001');
  classmate = await studentSession(t.app, t.db, b!, 'RU10001');
  otherClass = await studentSession(t.app, t.db, c!, 'RU10001');
  otherSchool = await studentSession(t.app, t.db, d!, 'RU20002');
  work = await createWork(t.db, { classCodes: ['A701'], releaseType: 1, releaseTime: new Date(Date.now() + 86_400_000) });
});
afterAll(async () => t.close());

/** A multipart body with the workGuid field and one file. */
function form(fields: Record<string, string>, file: Buffer, fileName = 'photo.jpg') {
  const boundary = `----zyb${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(cookie: string, file: Buffer, workGuid = work.guid, fileName?: string) {
  const f = form({ workGuid }, file, fileName);
  const res = await t.app.inject({ method: 'POST', url: '/api/Student/UploadAnswerImage', payload: f.payload, headers: { ...f.headers, cookie } });
  return res.json() as { status: number; message: string; data: { fileKey: string; filePath: string } };
}
const read = (cookie: string, filePath: string) => t.app.inject({ method: 'GET', url: filePath, headers: { cookie } });

describe('POST /api/Student/UploadAnswerImage', () => {
  it('stores a JPEG or PNG photo that the student, and teachers of the school, can read back', async () => {
    for (const [bytes, mime] of [[JPEG, 'image/jpeg'], [PNG, 'image/png']] as const) {
      const res = await upload(me.cookie, bytes);
      expect(res).toMatchObject({ status: 200, data: { fileKey: expect.stringMatching(/^[0-9a-f]{32}$/) } });
      expect(res.data.filePath).toBe(`/api/Upload/File/${res.data.fileKey}`);
      const mine = await read(me.cookie, res.data.filePath);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe(mime);
      expect(mine.rawPayload.equals(bytes)).toBe(true);
      expect((await read(await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), res.data.filePath)).statusCode).toBe(200);
    }
  });

  it('lets nobody else read a student’s photo: classmate, other school’s student or teacher', async () => {
    const { data } = await upload(me.cookie, JPEG);
    for (const cookie of [classmate.cookie, otherSchool.cookie, await loginAs(t.app, DEMO.teacherB)]) {
      const res = await read(cookie, data.filePath);
      expect(res.json()).toMatchObject({ status: 404, message: '文件不存在' });
    }
  });

  it('refuses bytes that are not an image whatever the name says', async () => {
    const res = await upload(me.cookie, Buffer.from('%PDF-1.4 not an image'), work.guid, 'photo.jpg');
    expect(res).toMatchObject({ status: 400, message: '只能上传jpg或png格式的图片' });
  });

  it('refuses a photo over 10MB', async () => {
    const res = await upload(me.cookie, Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]));
    expect(res).toMatchObject({ status: 400, message: '图片不能超过10MB，请压缩后重新上传' });
  });

  it('refuses an upload for homework the student cannot open or can no longer submit', async () => {
    const ended = await createWork(t.db, { classCodes: ['A701'], start: new Date(Date.now() - 7200_000), end: new Date(Date.now() - 3600_000) });
    expect(await upload(otherClass.cookie, JPEG)).toMatchObject({ status: 100, message: '作业或考试不存在！' });
    expect(await upload(otherSchool.cookie, JPEG)).toMatchObject({ status: 100, message: '作业或考试不存在！' });
    expect(await upload(me.cookie, JPEG, ended.guid)).toMatchObject({ status: 400, message: '作业已结束，无法提交' });
    expect(await upload(me.cookie, JPEG, 'not-a-guid')).toMatchObject({ status: 400, message: '请先打开要作答的作业' });
  });

  it('asks for a login without a student session', async () => {
    const f = form({ workGuid: work.guid }, JPEG);
    const res = await t.app.inject({ method: 'POST', url: '/api/Student/UploadAnswerImage', ...f });
    expect(res.json()).toMatchObject({ status: 401 });
  });

  it('submits photos with a subjective answer and shows them with the submission', async () => {
    const photos = [await upload(me.cookie, JPEG), await upload(me.cookie, PNG)];
    const keys = photos.map((p) => p.data.fileKey);
    const res = await call(t.app, me.cookie, 'POST', '/api/Student/Submit', {
      workGuid: work.guid,
      requestId: randomUUID(),
      durationSeconds: 60,
      answers: [{ th: 6, answer: '', imageKeys: keys }],
    });
    expect(res.body.data.answers.at(-1)).toEqual({
      th: 6,
      answer: '',
      images: [
        { fileKey: keys[0], filePath: `/api/Upload/File/${keys[0]}`, mime: 'image/jpeg' },
        { fileKey: keys[1], filePath: `/api/Upload/File/${keys[1]}`, mime: 'image/png' },
      ],
      score: null,
    });
    const sevenKeys = Array.from({ length: 7 }, () => keys[0]);
    const tooMany = await call(t.app, me.cookie, 'POST', '/api/Student/Submit', {
      workGuid: work.guid, requestId: randomUUID(), durationSeconds: 60, answers: [{ th: 6, imageKeys: sevenKeys }],
    });
    expect(tooMany.body).toMatchObject({ status: 400, message: expect.stringContaining('答题图片最多6项') });
  });

  it('does not accept another student’s photo in a submission', async () => {
    const { data } = await upload(classmate.cookie, JPEG);
    const res = await call(t.app, me.cookie, 'POST', '/api/Student/Submit', {
      workGuid: work.guid, requestId: randomUUID(), durationSeconds: 60, answers: [{ th: 6, imageKeys: [data.fileKey] }],
    });
    expect(res.body).toMatchObject({ status: 400, message: '答题图片不存在，请重新上传' });
  });
});

describe('question files for students', () => {
  it('serves the question files of started homework of the class, and answer files only once published', async () => {
    const teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    const mkFile = async (purpose: 'question' | 'answer') => {
      const key = randomBytes(16).toString('hex');
      await t.db.insertInto('files').values({ key, schoolId: work.schoolId, uploaderUserId: null, purpose, mime: 'image/png', size: PNG.length, originalName: 'q.png' }).execute();
      await t.db.insertInto('fileBlobs').values({ key, bytes: PNG }).execute();
      return key;
    };
    const open = await createWork(t.db, { classCodes: ['A701'], releaseType: 1, releaseTime: new Date(Date.now() + 3600_000) });
    const question = await mkFile('question');
    const answer = await mkFile('answer');
    await t.db.insertInto('workFiles').values([
      { workGuid: open.guid, schoolId: open.schoolId, fileKey: question, role: 'question', sort: 0 },
      { workGuid: open.guid, schoolId: open.schoolId, fileKey: answer, role: 'answer', sort: 0 },
    ]).execute();

    const detail = await call(t.app, me.cookie, 'GET', `/api/Student/Work/${open.guid}`);
    expect(detail.body.data.questionFiles).toEqual([{ fileKey: question, filePath: `/api/Upload/File/${question}`, mime: 'image/png' }]);
    expect(detail.body.data.answerFiles).toEqual([]);
    expect((await read(me.cookie, `/api/Upload/File/${question}`)).statusCode).toBe(200);
    expect((await read(me.cookie, `/api/Upload/File/${answer}`)).statusCode).toBe(404);
    expect((await read(otherClass.cookie, `/api/Upload/File/${question}`)).statusCode).toBe(404);
    expect((await read(otherSchool.cookie, `/api/Upload/File/${question}`)).statusCode).toBe(404);
    expect((await read(teacher, `/api/Upload/File/${answer}`)).statusCode).toBe(200);

    // The release time changes as the app changes a work: through changeWork, which the answering cache follows.
    await changeWork(t.db, open.guid, (tx) => tx.updateTable('works').set({ releaseTime: new Date(Date.now() - 1000) }).where('guid', '=', open.guid).execute());
    expect((await read(me.cookie, `/api/Upload/File/${answer}`)).statusCode).toBe(200);
    expect((await call(t.app, me.cookie, 'GET', `/api/Student/Work/${open.guid}`)).body.data.answerFiles).toHaveLength(1);
  });
});
