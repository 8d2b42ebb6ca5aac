import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode, studentsOf } from '../../../test/helpers/homework-factory.js';
import { readWorkbook, sheetRows } from '../../../test/helpers/xlsx.js';
import { loginStudent } from '../../../test/helpers/student-session.js';

let t: TestApp;
let classA701: string;
let classA801: string;
let classB: string;
beforeAll(async () => {
  t = await createTestApp();
  classA701 = (await classByCode(t.db, 'RU10001', 'A701')).guid;
  classA801 = (await classByCode(t.db, 'RU10001', 'A801')).guid;
  classB = (await classByCode(t.db, 'RU20002', 'A701')).guid;
});
afterAll(async () => t.close());

const exportPasswords = (cookie: string, classGuid: string) =>
  t.app.inject({ method: 'POST', url: '/api/Teacher/ExportStudentPasswords', headers: { cookie }, payload: { classGuid } });

describe('export student passwords', () => {
  it('gives every student of the class a 6-digit initial password and lists 姓名, 学号, 班级, 初始密码', async () => {
    const teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    const res = await exportPasswords(teacher, classA701);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('学生初始密码-七年级1班.xlsx'));
    const rows = sheetRows((await readWorkbook(res.rawPayload)).worksheets[0]!);
    const students = await studentsOf(t.db, classA701);
    expect(rows[0]).toEqual(['姓名', '学号', '班级', '初始密码']);
    expect(rows).toHaveLength(students.length + 1);
    for (const row of rows.slice(1)) expect(row[3]).toMatch(/^\d{6}$/);

    const [first] = rows.slice(1);
    const cookie = await loginStudent(t.app, first![1]!, { ruCode: 'RU10001', password: first![3]! });
    expect((await call(t.app, cookie, 'GET', '/api/Student/Me')).body.data.isInitialPassword).toBe(true);
  });

  it('keeps the passwords on a second export and shows 已修改 once a student changed theirs', async () => {
    const admin = await loginAs(t.app, DEMO.adminA);
    const before = sheetRows((await readWorkbook((await exportPasswords(admin, classA701)).rawPayload)).worksheets[0]!);
    const [, row] = before;
    const cookie = await loginStudent(t.app, row![1]!, { ruCode: 'RU10001', password: row![3]! });
    await call(t.app, cookie, 'POST', '/api/Student/ChangePassword', { oldPassword: row![3], newPassword: 'mine-only' });
    const after = sheetRows((await readWorkbook((await exportPasswords(admin, classA701)).rawPayload)).worksheets[0]!);
    expect(after[1]).toEqual([row![0], row![1], row![2], '已修改']);
    expect(after.slice(2)).toEqual(before.slice(2));
  });

  it('refuses a teacher another class of the school and hides another school’s class', async () => {
    const teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    expect((await exportPasswords(teacher, classA801)).json()).toMatchObject({ status: 403 });
    expect((await exportPasswords(teacher, classB)).json()).toMatchObject({ status: 404 });
  });
});

describe('reset student passwords', () => {
  it('hands out new initial passwords, ends the students’ sessions and logs in with the new one', async () => {
    const [s] = await studentsOf(t.db, classA701);
    const admin = await loginAs(t.app, DEMO.adminA);
    const first = await call(t.app, admin, 'POST', '/api/Teacher/ResetStudentPassword', { stuGuids: [s!.guid] });
    const old = await loginStudent(t.app, s!.buddies, { ruCode: 'RU10001', password: first.body.data.list[0].initialPassword });

    const second = await call(t.app, admin, 'POST', '/api/Teacher/ResetStudentPassword', { stuGuids: [s!.guid] });
    expect(second.body.data.list).toEqual([
      { stuGuid: s!.guid, stuName: s!.name, buddies: s!.buddies, className: '七年级1班', initialPassword: expect.stringMatching(/^\d{6}$/) },
    ]);
    expect((await call(t.app, old, 'GET', '/api/Student/Me')).body.status).toBe(401);
    await loginStudent(t.app, s!.buddies, { ruCode: 'RU10001', password: second.body.data.list[0].initialPassword });
  });

  it('lets a teacher reset only students of their classes, all or none', async () => {
    const [mine] = await studentsOf(t.db, classA701);
    const [other] = await studentsOf(t.db, classA801);
    const teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    const before = await t.db.selectFrom('students').select('passwordHash').where('guid', '=', mine!.guid).executeTakeFirstOrThrow();
    const res = await call(t.app, teacher, 'POST', '/api/Teacher/ResetStudentPassword', { stuGuids: [mine!.guid, other!.guid] });
    expect(res.body).toMatchObject({ status: 404, message: '学生不存在' });
    const after = await t.db.selectFrom('students').select('passwordHash').where('guid', '=', mine!.guid).executeTakeFirstOrThrow();
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it('answers 404 for a student of another school', async () => {
    const [foreign] = await studentsOf(t.db, classB);
    const admin = await loginAs(t.app, DEMO.adminA);
    expect((await call(t.app, admin, 'POST', '/api/Teacher/ResetStudentPassword', { stuGuids: [foreign!.guid] })).body.status).toBe(404);
  });

  it('is not reachable with a student session', async () => {
    const [s] = await studentsOf(t.db, classA701);
    const admin = await loginAs(t.app, DEMO.adminA);
    const reset = await call(t.app, admin, 'POST', '/api/Teacher/ResetStudentPassword', { stuGuids: [s!.guid] });
    const student = await loginStudent(t.app, s!.buddies, { ruCode: 'RU10001', password: reset.body.data.list[0].initialPassword });
    expect((await call(t.app, student, 'POST', '/api/Teacher/ResetStudentPassword', { stuGuids: [s!.guid] })).http).toBe(401);
  });
});
