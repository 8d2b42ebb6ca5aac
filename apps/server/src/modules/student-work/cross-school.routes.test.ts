import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode, createWork, studentsOf, setSchoolService } from '../../../test/helpers/homework-factory.js';
import { multipartFile } from '../../../test/helpers/xlsx.js';
import { studentSession } from '../../../test/helpers/student-session.js';

/**
 * Every id of school A — homework, submission, answer photo, question file, student, class — looked up by a student
 * and by staff of school B answers like an id that does not exist: 404, or status 100 (作业或考试不存在！) for homework.
 */
let t: TestApp;
const ids = { online: '', machineRead: '', submission: '', photo: '', questionFile: '', student: '', classGuid: '' };
let studentB: string;
let teacherB: string;
let adminB: string;

beforeAll(async () => {
  t = await createTestApp();
  // About isolation between schools, not the second school's expired service (see member-guard.routes.test.ts).
  await setSchoolService(t.db, 'RU20002', 0);
  const online = await createWork(t.db, { classCodes: ['A701'], releaseType: 1, releaseTime: new Date(Date.now() + 86_400_000) });
  const machineRead = await createWork(t.db, { classCodes: ['A701'], workType: 4 });
  const [a] = await studentsOf(t.db, online.classGuids[0]!);
  const studentA = await studentSession(t.app, t.db, a!, 'RU10001');
  const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
  const form = multipartFile(photo, 'a.jpg');
  // multipartFile has one part; the workGuid travels as a field placed before it.
  const boundary = /boundary=(.+)$/.exec(form.headers['content-type'])![1]!;
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="workGuid"\r\n\r\n${online.guid}\r\n`), form.payload]);
  const up = await t.app.inject({ method: 'POST', url: '/api/Student/UploadAnswerImage', payload, headers: { ...form.headers, cookie: studentA.cookie } });
  const sub = await call(t.app, studentA.cookie, 'POST', '/api/Student/Submit', {
    workGuid: online.guid, requestId: randomUUID(), durationSeconds: 1, answers: [{ th: 6, imageKeys: [up.json().data.fileKey] }],
  });
  const questionFile = randomBytes(16).toString('hex');
  await t.db.insertInto('files').values({ key: questionFile, schoolId: online.schoolId, uploaderUserId: null, purpose: 'question', mime: 'image/jpeg', size: photo.length, originalName: 'q.jpg' }).execute();
  await t.db.insertInto('fileBlobs').values({ key: questionFile, bytes: photo }).execute();
  await t.db.insertInto('workFiles').values({ workGuid: online.guid, schoolId: online.schoolId, fileKey: questionFile, role: 'question', sort: 0 }).execute();
  Object.assign(ids, {
    online: online.guid,
    machineRead: machineRead.guid,
    submission: sub.body.data.submissionGuid,
    photo: up.json().data.fileKey,
    questionFile,
    student: a!.guid,
    classGuid: online.classGuids[0]!,
  });

  const [b] = await studentsOf(t.db, (await classByCode(t.db, 'RU20002', 'A701')).guid);
  studentB = (await studentSession(t.app, t.db, b!, 'RU20002')).cookie;
  teacherB = await loginAs(t.app, DEMO.teacherB);
  adminB = await loginAs(t.app, DEMO.adminB);
});
afterAll(async () => t.close());

const statusOf = async (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => (await call(t.app, cookie, method, url, payload)).body.status;

describe('another school’s ids', () => {
  it('are missing for a student of school B', async () => {
    expect(await statusOf(studentB, 'GET', `/api/Student/Work/${ids.online}`)).toBe(100);
    expect(await statusOf(studentB, 'POST', '/api/Student/Submit', { workGuid: ids.online, requestId: randomUUID(), durationSeconds: 1, answers: [] })).toBe(100);
    expect(await statusOf(studentB, 'GET', `/api/Upload/File/${ids.photo}`)).toBe(404);
    expect(await statusOf(studentB, 'GET', `/api/Upload/File/${ids.questionFile}`)).toBe(404);
    const works = (await call(t.app, studentB, 'GET', '/api/Student/Works')).body.data.list;
    expect(works.map((w: { workGuid: string }) => w.workGuid)).not.toContain(ids.online);
  });

  it('are missing for staff of school B', async () => {
    for (const cookie of [teacherB, adminB]) {
      expect(await statusOf(cookie, 'GET', `/api/Mark/Questions?workGuid=${ids.online}`)).toBe(100);
      expect(await statusOf(cookie, 'GET', `/api/Mark/Next?workGuid=${ids.online}&th=6`)).toBe(100);
      expect(await statusOf(cookie, 'POST', '/api/Mark/Save', { workGuid: ids.online, th: 6, submissionGuid: ids.submission, score: 1 })).toBe(100);
      expect(await statusOf(cookie, 'GET', `/api/MachineRead/Sheet?workGuid=${ids.machineRead}`)).toBe(100);
      expect(await statusOf(cookie, 'GET', `/api/MachineRead/Template?workGuid=${ids.machineRead}&classGuid=${ids.classGuid}`)).toBe(100);
      expect(await statusOf(cookie, 'POST', '/api/MachineRead/Save', { workGuid: ids.machineRead, entries: [{ stuGuid: ids.student, answers: { 1: 'A' } }] })).toBe(100);
      expect(await statusOf(cookie, 'GET', `/api/Upload/File/${ids.photo}`)).toBe(404);
      expect(await statusOf(cookie, 'POST', '/api/Teacher/ResetStudentPassword', { stuGuids: [ids.student] })).toBe(404);
      expect(await statusOf(cookie, 'POST', '/api/Teacher/ExportStudentPasswords', { classGuid: ids.classGuid })).toBe(404);
    }
    const form = multipartFile(Buffer.from('x'), 'a.xlsx');
    const imported = await t.app.inject({ method: 'POST', url: `/api/MachineRead/Import?workGuid=${ids.machineRead}`, payload: form.payload, headers: { ...form.headers, cookie: adminB } });
    expect(imported.json().status).toBe(100);
  });

  it('stay readable in school A, so the 404s above are about the school', async () => {
    const teacherA = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    expect(await statusOf(teacherA, 'GET', `/api/Mark/Questions?workGuid=${ids.online}`)).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/Upload/File/${ids.photo}`, headers: { cookie: teacherA } })).statusCode).toBe(200);
  });
});
