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
  it('gives every student of the class a 6-digit initial password and lists 姓名, 学号, 班级, 学校编码, 初始密码', async () => {
    const teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    const res = await exportPasswords(teacher, classA701);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('学生初始密码-七年级1班.xlsx'));
    const rows = sheetRows((await readWorkbook(res.rawPayload)).worksheets[0]!);
    const students = await studentsOf(t.db, classA701);
    expect(rows[0]).toEqual(['姓名', '学号', '班级', '学校编码', '初始密码']);
    expect(rows).toHaveLength(students.length + 1);
    for (const row of rows.slice(1)) expect(row.slice(3)).toEqual(['RU10001', expect.stringMatching(/^\d{6}$/)]);
    const [first] = rows.slice(1);
    const cookie = await loginStudent(t.app, first![1]!, { ruCode: first![3]!, password: first![4]! });
    expect((await call(t.app, cookie, 'GET', '/api/Student/Me')).body.data.isInitialPassword).toBe(true);
  });

  it('stores only hashes: a second export cannot show the passwords again, and shows 已修改 once a student changed theirs', async () => {
    const stored = await t.db.selectFrom('students').selectAll().where('classGuid', '=', classA701).execute();
    expect(stored.every((s) => s.passwordHash?.startsWith('$argon2') && s.mustChangePassword)).toBe(true);
    expect(stored.some((s) => 'initialPassword' in s)).toBe(false);
    const admin = await loginAs(t.app, DEMO.adminA);
    const [, row] = sheetRows((await readWorkbook((await exportPasswords(admin, classA701)).rawPayload)).worksheets[0]!);
    expect(row![4]).toBe('已导出过，无法再次导出，如遗失请重置密码');
    const [s] = await studentsOf(t.db, classA701);
    const reset = await call(t.app, admin, 'POST', '/api/Teacher/ResetStudentPassword', { stuGuids: [s!.guid] });
    const cookie = await loginStudent(t.app, s!.buddies, { ruCode: 'RU10001', password: reset.body.data.list[0].initialPassword });
    await call(t.app, cookie, 'POST', '/api/Student/ChangePassword', { oldPassword: reset.body.data.list[0].initialPassword, newPassword: 'mine-only' });
    const after = sheetRows((await readWorkbook((await exportPasswords(admin, classA701)).rawPayload)).worksheets[0]!);
    expect(after.find((r) => r[1] === s!.buddies)![4]).toBe('已修改');
  });

  it('lets an administrator choose 8 or 10 digits for the school, used by the next export and reset', async () => {
    const admin = await loginAs(t.app, DEMO.adminA);
    const teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    expect((await call(t.app, admin, 'GET', '/api/Teacher/StudentPasswordSetting')).body.data).toEqual({ digits: 6 });
    expect((await call(t.app, teacher, 'POST', '/api/Teacher/SaveStudentPasswordSetting', { digits: 8 })).body).toMatchObject({ status: 403, message: '仅学校管理员可以进行此操作' });
    expect((await call(t.app, admin, 'POST', '/api/Teacher/SaveStudentPasswordSetting', { digits: 7 })).body).toMatchObject({ status: 400, message: expect.stringContaining('初始密码位数只能是6、8或10位') });
    expect((await call(t.app, admin, 'POST', '/api/Teacher/SaveStudentPasswordSetting', { digits: 10 })).body).toMatchObject({ status: 200, data: { digits: 10 } });
    const rows = sheetRows((await readWorkbook((await exportPasswords(admin, classA801)).rawPayload)).worksheets[0]!);
    for (const row of rows.slice(1)) expect(row[4]).toMatch(/^\d{10}$/);
    const [s] = await studentsOf(t.db, classA801);
    const reset = await call(t.app, admin, 'POST', '/api/Teacher/ResetStudentPassword', { stuGuids: [s!.guid] });
    expect(reset.body.data.list[0].initialPassword).toMatch(/^\d{10}$/);
    await call(t.app, admin, 'POST', '/api/Teacher/SaveStudentPasswordSetting', { digits: 6 });
  });

  it('lets a student on a handed-out password change it and nothing else until then', async () => {
    const admin = await loginAs(t.app, DEMO.adminA);
    const [, s] = await studentsOf(t.db, classA801);
    const reset = await call(t.app, admin, 'POST', '/api/Teacher/ResetStudentPassword', { stuGuids: [s!.guid] });
    const password = reset.body.data.list[0].initialPassword;
    const cookie = await loginStudent(t.app, s!.buddies, { ruCode: 'RU10001', password });
    expect((await call(t.app, cookie, 'GET', '/api/Student/Works')).body).toMatchObject({ status: 403, message: '首次登录请先修改初始密码' });
    expect((await call(t.app, cookie, 'GET', '/api/Student/Me')).body.data.isInitialPassword).toBe(true);
    expect((await call(t.app, cookie, 'POST', '/api/Student/ChangePassword', { oldPassword: password, newPassword: 'my-own-9' })).body.status).toBe(200);
    expect((await call(t.app, cookie, 'GET', '/api/Student/Works')).body.status).toBe(200);
    expect((await call(t.app, cookie, 'GET', '/api/Student/Me')).body.data.isInitialPassword).toBe(false);
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
