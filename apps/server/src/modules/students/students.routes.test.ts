import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClass, TStudent } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
let adminA: string;
let teacherA: string;
let adminB: string;
let teacherB: string;
let classesA: Record<string, TClass>;
let classesB: Record<string, TClass>;

async function classesOf(cookie: string): Promise<Record<string, TClass>> {
  const res = await call(t.app, cookie, 'POST', '/api/Teacher/GetClasses', {});
  return Object.fromEntries((res.body.data.list as TClass[]).map((c) => [c.classCode, c]));
}

async function studentList(cookie: string, payload: object) {
  const res = await call(t.app, cookie, 'POST', '/api/Teacher/StudentList', { pageIndex: 1, pageSize: 200, ...payload });
  return res.body.data as { list: TStudent[]; total: number };
}

/** A student school A's administrator can see, by guid. */
async function findA(stuGuid: string): Promise<TStudent | undefined> {
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await call(t.app, adminA, 'POST', '/api/Teacher/StudentList', { pageIndex, pageSize: 200 });
    const hit = (page.body.data.list as TStudent[]).find((s) => s.stuGuid === stuGuid);
    if (hit || page.body.data.list.length < 200) return hit;
  }
}

const saveStudent = (cookie: string, payload: object) => call(t.app, cookie, 'POST', '/api/Teacher/SaveStudent', payload);

beforeAll(async () => {
  t = await createTestApp();
  [adminA, teacherA, adminB, teacherB] = await Promise.all([
    loginAs(t.app, DEMO.adminA),
    loginAs(t.app, DEMO.teacherA),
    loginAs(t.app, DEMO.adminB),
    loginAs(t.app, DEMO.teacherB),
  ]);
  [classesA, classesB] = await Promise.all([classesOf(adminA), classesOf(adminB)]);
});
afterAll(async () => t.close());

describe('StudentList', () => {
  it('pages the whole school for an administrator, ordered by class then student number', async () => {
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/StudentList', { pageIndex: 1, pageSize: 10 });
    expect(res.body.status).toBe(200);
    expect(res.body.data.total).toBe(280);
    const list = res.body.data.list as TStudent[];
    expect(list).toHaveLength(10);
    expect(list.every((s) => s.classCode === 'A701')).toBe(true);
    expect(list.map((s) => s.buddies)).toEqual([...list.map((s) => s.buddies)].sort());
    expect(list[0]).toMatchObject({ className: '七年级1班', classGuid: classesA.A701!.classGuid, gradeGuid: 'A7' });
    const last = await call(t.app, adminA, 'POST', '/api/Teacher/StudentList', { pageIndex: 28, pageSize: 10 });
    expect(last.body.data.list.every((s: TStudent) => s.classCode === 'G102')).toBe(true);
  });

  it('shows a teacher only the students of the classes they teach', async () => {
    const page = await studentList(teacherA, {});
    expect(page.total).toBe(48 + 44 + 50);
    expect(new Set(page.list.map((s) => s.classCode))).toEqual(new Set(['A801', 'A802', 'G101']));
  });

  it('filters by class, by grade and by a keyword on name or student number', async () => {
    expect((await studentList(adminA, { classGuid: classesA.A702!.classGuid })).total).toBe(45);
    expect((await studentList(adminA, { gradeCode: 'G1' })).total).toBe(97);
    const sample = (await studentList(adminA, { classGuid: classesA.A802!.classGuid })).list[3]!;
    const byName = await studentList(adminA, { keyword: sample.stuName });
    expect(byName.list.map((s) => s.stuGuid)).toContain(sample.stuGuid);
    const byBuddies = await studentList(adminA, { keyword: sample.buddies });
    expect(byBuddies.list.map((s) => s.stuGuid)).toEqual([sample.stuGuid]);
  });

  it('treats % and _ in the keyword as plain characters', async () => {
    expect((await studentList(adminA, { keyword: '%' })).total).toBe(0);
    expect((await studentList(adminA, { keyword: '_' })).total).toBe(0);
  });

  it('refuses a class filter the user may not see: 404 for another school, 403 for an untaught class', async () => {
    const foreign = await call(t.app, adminB, 'POST', '/api/Teacher/StudentList', { classGuid: classesA.A701!.classGuid, pageIndex: 1, pageSize: 10 });
    expect(foreign.http).toBe(404);
    expect(foreign.body).toMatchObject({ status: 404, message: '班级不存在', data: null });
    const untaught = await call(t.app, teacherA, 'POST', '/api/Teacher/StudentList', { classGuid: classesA.A701!.classGuid, pageIndex: 1, pageSize: 10 });
    expect(untaught.http).toBe(403);
  });

  it('gives another school nothing for a grade both schools have', async () => {
    const b = await studentList(adminB, { gradeCode: 'A7' });
    expect(b.list.every((s) => s.classGuid === classesB.A701!.classGuid || s.classGuid === classesB.A702!.classGuid)).toBe(true);
  });

  it.each([
    [{ pageIndex: 0, pageSize: 10 }, '页码不能小于1'],
    [{ pageIndex: 1, pageSize: 500 }, '每页条数不能大于200'],
    [{ pageIndex: 'one', pageSize: 10 }, '页码格式不正确'],
    [{ classGuid: 'abc' }, '班级格式不正确'],
    [{ gradeCode: 'Q1' }, '年级的取值不正确'],
    [{ keyword: 'k'.repeat(51) }, '关键字不能超过50个字符'],
  ])('rejects the bad body %j with a Chinese 400 naming the field', async (payload, message) => {
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/StudentList', payload);
    expect(res.http).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message });
  });
});

describe('SaveStudent', () => {
  it('adds a student to a visible class, then edits and moves them', async () => {
    const created = await saveStudent(teacherA, { stuName: '林小雨', stuPhone: '', buddies: 'T2026001', classGuid: classesA.A801!.classGuid });
    expect(created.body.status).toBe(200);
    expect(created.body.data).toMatchObject({ stuName: '林小雨', stuPhone: null, buddies: 'T2026001', classCode: 'A801', gradeGuid: 'A8' });
    const edited = await saveStudent(teacherA, {
      stuGuid: created.body.data.stuGuid, stuName: '林小语', stuPhone: '13912340000', buddies: 'T2026001', classGuid: classesA.A802!.classGuid,
    });
    expect(edited.body.data).toMatchObject({ stuGuid: created.body.data.stuGuid, stuName: '林小语', stuPhone: '13912340000', classCode: 'A802' });
    expect((await findA(created.body.data.stuGuid))?.className).toBe('八年级2班');
  });

  it('refuses a student number already used in the school', async () => {
    const taken = (await studentList(adminA, { classGuid: classesA.A701!.classGuid })).list[0]!.buddies;
    const res = await saveStudent(adminA, { stuName: '重复', buddies: taken, classGuid: classesA.A702!.classGuid });
    expect(res.http).toBe(409);
    expect(res.body.message).toBe(`学号已存在：${taken}`);
  });

  it('lets another school reuse a student number, since numbers are unique per school', async () => {
    // School B has no 高一, so a 高一 number of school A is free there.
    const takenInA = (await studentList(adminA, { classGuid: classesA.G101!.classGuid })).list[0]!.buddies;
    expect((await studentList(adminB, { keyword: takenInA })).total).toBe(0);
    const res = await saveStudent(adminB, { stuName: '周同学', buddies: takenInA, classGuid: classesB.A701!.classGuid });
    expect(res.body.status).toBe(200);
  });

  it('refuses a teacher a class they do not teach', async () => {
    const res = await saveStudent(teacherA, { stuName: '越权', buddies: 'T2026002', classGuid: classesA.A701!.classGuid });
    expect(res.http).toBe(403);
    expect((await studentList(adminA, { keyword: 'T2026002' })).total).toBe(0);
  });

  it('answers 404 to another school for its class or its student, and changes nothing', async () => {
    const intoForeignClass = await saveStudent(adminB, { stuName: '外校', buddies: 'X2026001', classGuid: classesA.A701!.classGuid });
    expect(intoForeignClass.http).toBe(404);
    expect(intoForeignClass.body).toMatchObject({ status: 404, message: '班级不存在', data: null });
    const victim = (await studentList(adminA, { classGuid: classesA.A702!.classGuid })).list[0]!;
    const editForeign = await saveStudent(adminB, { stuGuid: victim.stuGuid, stuName: '被改名', buddies: 'X2026002', classGuid: classesB.A701!.classGuid });
    expect(editForeign.http).toBe(404);
    expect(editForeign.body).toMatchObject({ status: 404, message: '学生不存在', data: null });
    expect(await findA(victim.stuGuid)).toEqual(victim);
    expect((await studentList(adminA, { keyword: 'X2026' })).total).toBe(0);
  });

  it.each([
    [{ buddies: 'S1', classGuid: '00000000-0000-4000-8000-000000000000' }, '学生姓名不能为空'],
    [{ stuName: '张'.repeat(200), buddies: 'S1', classGuid: '00000000-0000-4000-8000-000000000000' }, '学生姓名不能超过20个字符'],
    [{ stuName: '张三', buddies: 'S-1', classGuid: '00000000-0000-4000-8000-000000000000' }, '学号只能包含数字和字母'],
    [{ stuName: '张三', buddies: '1'.repeat(21), classGuid: '00000000-0000-4000-8000-000000000000' }, '学号不能超过20个字符'],
    [{ stuName: '张三', classGuid: '00000000-0000-4000-8000-000000000000' }, '学号不能为空'],
    [{ stuName: '张三', buddies: 'S1' }, '班级不能为空'],
    [{ stuName: '张三', buddies: 'S1', classGuid: 'nope' }, '班级格式不正确'],
    [{ stuName: '张三', buddies: 'S1', classGuid: '00000000-0000-4000-8000-000000000000', stuPhone: '12345' }, '手机号格式不正确，应为11位手机号'],
    [{ stuName: '张三', buddies: 12, classGuid: '00000000-0000-4000-8000-000000000000' }, '学号格式不正确'],
    [{ stuGuid: 'x', stuName: '张三', buddies: 'S1', classGuid: '00000000-0000-4000-8000-000000000000' }, '学生格式不正确'],
  ])('rejects the bad body %j with a Chinese 400 naming the field', async (payload, message) => {
    const res = await saveStudent(adminA, payload);
    expect(res.http).toBe(400);
    expect(res.body).toMatchObject({ status: 400, data: null });
    expect(res.body.message).toContain(message);
  });
});

describe('RemoveStudent', () => {
  async function addTwo(cookie: string, classGuid: string, prefix: string) {
    const a = await saveStudent(cookie, { stuName: '甲', buddies: `${prefix}1`, classGuid });
    const b = await saveStudent(cookie, { stuName: '乙', buddies: `${prefix}2`, classGuid });
    return [a.body.data.stuGuid as string, b.body.data.stuGuid as string];
  }

  it('removes the given students and says how many', async () => {
    const guids = await addTwo(teacherA, classesA.G101!.classGuid, 'RM');
    const res = await call(t.app, teacherA, 'POST', '/api/Teacher/RemoveStudent', { stuGuids: [...guids, guids[0]] });
    expect(res.body).toEqual({ status: 200, message: 'success', data: { removed: 2 } });
    expect(await findA(guids[0]!)).toBeUndefined();
  });

  it('removes nothing when one student is not visible to a teacher', async () => {
    const mine = await addTwo(teacherA, classesA.G101!.classGuid, 'RN');
    const notMine = (await studentList(adminA, { classGuid: classesA.A701!.classGuid })).list[0]!.stuGuid;
    const res = await call(t.app, teacherA, 'POST', '/api/Teacher/RemoveStudent', { stuGuids: [...mine, notMine] });
    expect(res.http).toBe(404);
    expect(res.body.message).toBe('学生不存在');
    for (const guid of [...mine, notMine]) expect(await findA(guid)).toBeDefined();
  });

  it('answers 404 to another school and removes nothing', async () => {
    const target = (await studentList(adminA, { classGuid: classesA.A702!.classGuid })).list[1]!.stuGuid;
    const own = (await studentList(adminB, { classGuid: classesB.A702!.classGuid })).list[0]!.stuGuid;
    const res = await call(t.app, adminB, 'POST', '/api/Teacher/RemoveStudent', { stuGuids: [own, target] });
    expect(res.http).toBe(404);
    expect(res.body).toMatchObject({ status: 404, message: '学生不存在', data: null });
    expect(await findA(target)).toBeDefined();
    expect((await studentList(adminB, { classGuid: classesB.A702!.classGuid })).list[0]!.stuGuid).toBe(own);
  });

  it.each([
    [{}, '学生不能为空'],
    [{ stuGuids: [] }, '请至少选择1项学生'],
    [{ stuGuids: ['bad'] }, '学生格式不正确'],
    [{ stuGuids: 'x' }, '学生格式不正确'],
  ])('rejects the bad body %j with a Chinese 400 naming the field', async (payload, message) => {
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/RemoveStudent', payload);
    expect(res.http).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message });
  });
});

describe('same-name students', () => {
  it('finds the demo same-name pair of 七年级1班 for an administrator', async () => {
    const show = await call(t.app, adminA, 'POST', '/api/Teacher/IsRepeatNameExist', { classCodes: [] });
    expect(show.body.data).toEqual({ show: true });
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/GetRepeatName', { ru: 'RU10001', classCodes: [] });
    expect(res.body.data.list).toHaveLength(1);
    const [group] = res.body.data.list;
    expect(group).toMatchObject({ classCode: 'A701', className: '七年级1班' });
    expect(group.students).toHaveLength(2);
    expect(group.students[0].stuName).toBe(group.students[1].stuName);
  });

  it('limits the search to the given class codes', async () => {
    const none = await call(t.app, adminA, 'POST', '/api/Teacher/IsRepeatNameExist', { classCodes: ['A702', 'G102'] });
    expect(none.body.data.show).toBe(false);
    const some = await call(t.app, adminA, 'POST', '/api/Teacher/GetRepeatName', { classCodes: ['A701'] });
    expect(some.body.data.list.map((g: { classCode: string }) => g.classCode)).toEqual(['A701']);
  });

  it('shows a teacher only the same-name students of the classes they teach', async () => {
    const res = await call(t.app, teacherA, 'POST', '/api/Teacher/GetRepeatName', { classCodes: ['A701'] });
    expect(res.body.data.list).toEqual([]);
  });

  it('never matches another school classes by code', async () => {
    const show = await call(t.app, teacherB, 'POST', '/api/Teacher/IsRepeatNameExist', { classCodes: ['G101', 'A801'] });
    expect(show.body.data.show).toBe(false);
    const list = await call(t.app, adminB, 'POST', '/api/Teacher/GetRepeatName', { classCodes: ['A701'] });
    expect(list.body.data.list).toEqual([]);
    const own = await call(t.app, adminB, 'POST', '/api/Teacher/GetRepeatName', { classCodes: [] });
    expect(own.body.data.list.map((g: { classCode: string; students: TStudent[] }) => [g.classCode, g.students[0]!.classGuid]))
      .toEqual([['A501', classesB.A501!.classGuid]]);
  });

  it.each([
    [{ classCodes: 'A701' }, '班级编码格式不正确'],
    [{ classCodes: ['x'.repeat(40)] }, '班级编码不能超过32个字符'],
  ])('rejects the bad body %j with a Chinese 400 naming the field', async (payload, message) => {
    for (const url of ['/api/Teacher/IsRepeatNameExist', '/api/Teacher/GetRepeatName']) {
      const res = await call(t.app, adminA, 'POST', url, payload);
      expect(res.http).toBe(400);
      expect(res.body).toMatchObject({ status: 400, message });
    }
  });
});
