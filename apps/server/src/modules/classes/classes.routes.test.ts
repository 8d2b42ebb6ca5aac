import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
let adminA: string;
let teacherA: string;
let adminB: string;
let teacherB: string;
/** School A's classes by code, as its administrator sees them. */
let classesA: Record<string, { classGuid: string; className: string; studentCount: number }>;

type TClassLike = { classGuid: string; classCode: string; className: string; studentCount: number };

async function listClasses(cookie: string, payload: object = {}): Promise<TClassLike[]> {
  const res = await call(t.app, cookie, 'POST', '/api/Teacher/GetClasses', payload);
  expect(res.body.status).toBe(200);
  return res.body.data.list;
}

beforeAll(async () => {
  t = await createTestApp();
  [adminA, teacherA, adminB, teacherB] = await Promise.all([
    loginAs(t.app, DEMO.adminA),
    loginAs(t.app, DEMO.teacherA),
    loginAs(t.app, DEMO.adminB),
    loginAs(t.app, DEMO.teacherB),
  ]);
  classesA = Object.fromEntries((await listClasses(adminA)).map((c) => [c.classCode, c]));
});
afterAll(async () => t.close());

describe('GetClassBasicData', () => {
  it('lists the grades of the school periods in school order', async () => {
    const res = await call(t.app, adminA, 'GET', '/api/Teacher/GetClassBasicData');
    expect(res.body.status).toBe(200);
    expect(res.body.data.grades.map((g: { gradeCode: string }) => g.gradeCode)).toEqual(['A7', 'A8', 'A9', 'G1', 'G2', 'G3']);
    expect(res.body.data.grades[0]).toEqual({ gradeCode: 'A7', gradeName: '七年级', period: 'C' });
    const b = await call(t.app, teacherB, 'GET', '/api/Teacher/GetClassBasicData');
    expect(b.body.data.grades.map((g: { gradeCode: string }) => g.gradeCode)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9']);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Teacher/GetClassBasicData' });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(401);
  });
});

describe('GetClasses and GetClassSelect', () => {
  it('shows an administrator every class of the school by grade and number, with student counts', async () => {
    const list = await listClasses(adminA);
    expect(list.map((c) => c.classCode)).toEqual(['A701', 'A702', 'A801', 'A802', 'G101', 'G102']);
    expect(list[0]).toMatchObject({ className: '七年级1班', gradeCode: 'A7', gradeName: '七年级', isTeachClass: false, studentCount: 46 });
  });

  it('shows a teacher only the classes of their teaching info', async () => {
    expect((await listClasses(teacherA)).map((c) => c.classCode)).toEqual(['A801', 'A802', 'G101']);
    expect((await listClasses(teacherA, { gradeCode: 'A8' })).map((c) => c.classCode)).toEqual(['A801', 'A802']);
  });

  it('follows the chosen role of a user who is both teacher and administrator', async () => {
    const asTeacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    const asAdmin = await loginAs(t.app, DEMO.twoRoleTeacher, 'Salesman');
    expect((await listClasses(asTeacher)).map((c) => c.classCode)).toEqual(['A701', 'A702']);
    expect(await listClasses(asAdmin)).toHaveLength(6);
  });

  it('filters by grade and gives pickers only guid, name and grade', async () => {
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/GetClassSelect', { gradeCode: 'G1' });
    expect(res.body.data.list).toEqual([
      { classGuid: classesA.G101!.classGuid, className: '高一1班', gradeCode: 'G1' },
      { classGuid: classesA.G102!.classGuid, className: '高一2班', gradeCode: 'G1' },
    ]);
  });

  it('never shows another school its classes, even for a grade both schools have', async () => {
    const guidsA = new Set(Object.values(classesA).map((c) => c.classGuid));
    const b = await listClasses(adminB, { gradeCode: 'A7' });
    expect(b.map((c) => c.classCode)).toEqual(['A701', 'A702']);
    expect(b.some((c) => guidsA.has(c.classGuid))).toBe(false);
  });

  it.each([
    [{ gradeCode: 'Z9' }, '年级的取值不正确'],
    [{ gradeCode: 7 }, '年级的取值不正确'],
  ])('rejects the bad body %j with a Chinese 400 naming the field', async (payload, message) => {
    for (const url of ['/api/Teacher/GetClasses', '/api/Teacher/GetClassSelect']) {
      const res = await call(t.app, adminA, 'POST', url, payload);
      expect(res.http).toBe(400);
      expect(res.body).toMatchObject({ status: 400, message, data: null });
    }
  });
});

describe('GetAllClass', () => {
  it('groups the visible classes by grade with clazzes sorted by number', async () => {
    const res = await call(t.app, teacherA, 'GET', '/api/WorkInfo/GetAllClass?ruCode=RU10001&_t=1');
    expect(res.body.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        gradeCode: 'A8',
        gradeName: '八年级',
        clazzes: [
          { code: 'A801', name: '八年级1班', classGuid: classesA.A801!.classGuid, isTeachClass: false, number: 1 },
          { code: 'A802', name: '八年级2班', classGuid: classesA.A802!.classGuid, isTeachClass: false, number: 2 },
        ],
      },
      { gradeCode: 'G1', gradeName: '高一', clazzes: [{ code: 'G101', name: '高一1班', classGuid: classesA.G101!.classGuid, isTeachClass: false, number: 1 }] },
    ]);
  });

  it('works without ruCode and gives an administrator every grade of the school', async () => {
    const res = await call(t.app, adminA, 'GET', '/api/WorkInfo/GetAllClass');
    expect(res.body.data.map((g: { gradeCode: string }) => g.gradeCode)).toEqual(['A7', 'A8', 'G1']);
  });

  it('lists every class of the own school, and only that school, when a teacher picks classes to teach', async () => {
    const res = await call(t.app, teacherA, 'GET', '/api/WorkInfo/GetAllClass?scope=school');
    const codes = res.body.data.flatMap((g: { clazzes: { code: string }[] }) => g.clazzes.map((c) => c.code));
    expect(codes).toEqual(['A701', 'A702', 'A801', 'A802', 'G101', 'G102']);
    const other = await call(t.app, teacherB, 'GET', '/api/WorkInfo/GetAllClass?scope=school');
    const otherGuids = other.body.data.flatMap((g: { clazzes: { classGuid: string }[] }) => g.clazzes.map((c) => c.classGuid));
    expect(otherGuids).not.toContain(classesA.A701!.classGuid);
  });

  it('rejects an unknown scope with a Chinese message', async () => {
    const res = await call(t.app, teacherA, 'GET', '/api/WorkInfo/GetAllClass?scope=all');
    expect(res.http).toBe(400);
    expect(res.body.message).toContain('范围的取值不正确');
  });

  it('answers 404 for another school code, never its classes', async () => {
    const res = await call(t.app, teacherB, 'GET', '/api/WorkInfo/GetAllClass?ruCode=RU10001');
    expect(res.http).toBe(404);
    expect(res.body).toMatchObject({ status: 404, data: null });
    expect(res.body.message).toContain('不存在');
  });

  it('rejects an oversize ruCode with a Chinese message', async () => {
    const res = await call(t.app, adminA, 'GET', `/api/WorkInfo/GetAllClass?ruCode=${'R'.repeat(40)}`);
    expect(res.http).toBe(400);
    expect(res.body.message).toBe('学校编码不能超过32个字符');
  });
});

describe('SaveTeacherClass', () => {
  it('creates a class with the next number of its grade and a code built from it', async () => {
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', { className: '七年级3班', gradeCode: 'A7', isTeachClass: false });
    expect(res.body.status).toBe(200);
    expect(res.body.data).toMatchObject({ classCode: 'A703', className: '七年级3班', gradeCode: 'A7', gradeName: '七年级', studentCount: 0 });
    const all = await call(t.app, adminA, 'GET', '/api/WorkInfo/GetAllClass');
    const a7 = all.body.data.find((g: { gradeCode: string }) => g.gradeCode === 'A7');
    expect(a7.clazzes.map((c: { number: number }) => c.number)).toEqual([1, 2, 3]);
  });

  it('creates the first class of an empty grade as number 1 and sanitises the name', async () => {
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', { className: ' 九年级<1>班 ', gradeCode: 'A9', isTeachClass: true });
    expect(res.body.data).toMatchObject({ classCode: 'A901', className: '九年级1班', isTeachClass: true });
  });

  it('renames a class and keeps its code', async () => {
    const created = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', { className: '高一实验班', gradeCode: 'G1', isTeachClass: false });
    const renamed = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', {
      classGuid: created.body.data.classGuid, className: '高一创新班', gradeCode: 'G1', isTeachClass: true,
    });
    expect(renamed.body.data).toMatchObject({ classGuid: created.body.data.classGuid, classCode: created.body.data.classCode, className: '高一创新班', isTeachClass: true });
    const again = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', {
      classGuid: created.body.data.classGuid, className: '高一创新班', gradeCode: 'G1', isTeachClass: true,
    });
    expect(again.body.status).toBe(200);
  });

  it('refuses a name already used in the grade', async () => {
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', { className: '七年级1班', gradeCode: 'A7', isTeachClass: false });
    expect(res.http).toBe(409);
    expect(res.body).toMatchObject({ message: '该年级已有同名班级', data: null });
    const rename = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', {
      classGuid: classesA.A702!.classGuid, className: '七年级1班', gradeCode: 'A7', isTeachClass: false,
    });
    expect(rename.http).toBe(409);
    expect((await listClasses(adminA, { gradeCode: 'A7' })).find((c) => c.classCode === 'A702')?.className).toBe('七年级2班');
  });

  it('refuses a grade outside the school periods and moving a class to another grade', async () => {
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', { className: '一年级1班', gradeCode: 'A1', isTeachClass: false });
    expect(res.http).toBe(400);
    expect(res.body.message).toBe('本校没有该年级');
    const move = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', {
      classGuid: classesA.A701!.classGuid, className: '七年级1班', gradeCode: 'A8', isTeachClass: false,
    });
    expect(move.http).toBe(400);
  });

  it('is for administrators only', async () => {
    const res = await call(t.app, teacherA, 'POST', '/api/Teacher/SaveTeacherClass', { className: '八年级9班', gradeCode: 'A8', isTeachClass: false });
    expect(res.http).toBe(403);
    expect(res.body).toMatchObject({ status: 403, message: '没有权限进行此操作' });
    expect(await listClasses(adminA, { gradeCode: 'A8' })).toHaveLength(2);
  });

  it('answers 404 to another school administrator renaming this school class, and changes nothing', async () => {
    const res = await call(t.app, adminB, 'POST', '/api/Teacher/SaveTeacherClass', {
      classGuid: classesA.A801!.classGuid, className: '被改名', gradeCode: 'A8', isTeachClass: false,
    });
    expect(res.http).toBe(404);
    expect(res.body).toMatchObject({ status: 404, message: '班级不存在', data: null });
    expect((await listClasses(adminA, { gradeCode: 'A8' }))[0]!.className).toBe('八年级1班');
  });

  it.each([
    [{ className: '班'.repeat(200), gradeCode: 'A7' }, '班级名称不能超过20个字符'],
    [{ className: '班'.repeat(21), gradeCode: 'A7' }, '班级名称不能超过20个字符'],
    [{ gradeCode: 'A7' }, '班级名称不能为空'],
    [{ className: '  ', gradeCode: 'A7' }, '班级名称不能为空'],
    [{ className: 12, gradeCode: 'A7' }, '班级名称格式不正确'],
    [{ className: '七年级5班' }, '年级不能为空'],
    [{ className: '七年级5班', gradeCode: 'C1' }, '年级的取值不正确'],
    [{ className: '七年级5班', gradeCode: 'A7', isTeachClass: 'yes' }, '班级类型格式不正确'],
    [{ classGuid: 'not-a-guid', className: '七年级5班', gradeCode: 'A7' }, '班级格式不正确'],
  ])('rejects the bad body %j with a Chinese 400 naming the field', async (payload, message) => {
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', payload);
    expect(res.http).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message, data: null });
  });
});

describe('RemoveClass', () => {
  it('refuses a class that still has students and deletes nothing', async () => {
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/RemoveClass', { classGuid: classesA.G102!.classGuid });
    expect(res.http).toBe(400);
    expect(res.body.message).toBe('班级内还有学生，请先移除学生');
    expect((await listClasses(adminA, { gradeCode: 'G1' })).map((c) => c.classCode)).toContain('G102');
  });

  it('removes an empty class', async () => {
    const created = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', { className: '高一临时班', gradeCode: 'G1', isTeachClass: false });
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/RemoveClass', { classGuid: created.body.data.classGuid });
    expect(res.body).toEqual({ status: 200, message: 'success', data: null });
    expect((await listClasses(adminA)).some((c) => c.classGuid === created.body.data.classGuid)).toBe(false);
    const again = await call(t.app, adminA, 'POST', '/api/Teacher/RemoveClass', { classGuid: created.body.data.classGuid });
    expect(again.http).toBe(404);
  });

  it('is for administrators only', async () => {
    const created = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', { className: '八年级空班', gradeCode: 'A8', isTeachClass: false });
    const res = await call(t.app, teacherA, 'POST', '/api/Teacher/RemoveClass', { classGuid: created.body.data.classGuid });
    expect(res.http).toBe(403);
    expect(res.body.message).toBe('没有权限进行此操作');
    expect((await listClasses(adminA)).some((c) => c.classGuid === created.body.data.classGuid)).toBe(true);
  });

  it('answers 404 to another school administrator, even for an empty class, and keeps it', async () => {
    const created = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', { className: '高一空班', gradeCode: 'G1', isTeachClass: false });
    const res = await call(t.app, adminB, 'POST', '/api/Teacher/RemoveClass', { classGuid: created.body.data.classGuid });
    expect(res.http).toBe(404);
    expect(res.body).toMatchObject({ status: 404, message: '班级不存在', data: null });
    expect((await listClasses(adminA)).some((c) => c.classGuid === created.body.data.classGuid)).toBe(true);
  });

  it.each([
    [{}, '班级不能为空'],
    [{ classGuid: 'x'.repeat(200) }, '班级格式不正确'],
    [{ classGuid: 42 }, '班级格式不正确'],
  ])('rejects the bad body %j with a Chinese 400 naming the field', async (payload, message) => {
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/RemoveClass', payload);
    expect(res.http).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message });
  });
});
