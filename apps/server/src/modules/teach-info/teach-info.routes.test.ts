import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTBOOK_VERSIONS, type TClass, type TTeachInfo } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
let adminA: string;
let teacherA: string;
let teacherB: string;
let classesA: Record<string, TClass>;
let classesB: Record<string, TClass>;

async function classesOf(cookie: string): Promise<Record<string, TClass>> {
  const res = await call(t.app, cookie, 'POST', '/api/Teacher/GetClasses', {});
  return Object.fromEntries((res.body.data.list as TClass[]).map((c) => [c.classCode, c]));
}

async function teachInfos(cookie: string): Promise<TTeachInfo[]> {
  const res = await call(t.app, cookie, 'GET', '/api/TeachInfo/GetTeachInfoList');
  expect(res.body.status).toBe(200);
  return res.body.data.list;
}

const save = (cookie: string, payload: object) => call(t.app, cookie, 'POST', '/api/TeachInfo/SaveOrUpdate', payload);

beforeAll(async () => {
  t = await createTestApp();
  [adminA, teacherA, teacherB] = await Promise.all([loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB)]);
  const adminB = await loginAs(t.app, DEMO.adminB);
  [classesA, classesB] = await Promise.all([classesOf(adminA), classesOf(adminB)]);
  // Here teachers join classes at once (teachInfoPower); the approval of others is in class-joining.routes.test.ts.
  await t.db.updateTable('memberships').set({ teachInfoPower: true }).where('role', '=', 'Teacher').execute();
});
afterAll(async () => t.close());

describe('GetTeachversions', () => {
  it('lists the textbook versions for a subject of the period', async () => {
    const res = await call(t.app, teacherA, 'GET', `/api/TeachInfo/GetTeachversions?period=C&km=${encodeURIComponent('数学')}`);
    expect(res.body).toEqual({ status: 200, message: 'success', data: { list: [...TEXTBOOK_VERSIONS] } });
  });

  it.each([
    ['period=Q&km=数学', '学段的取值不正确'],
    ['km=数学', '学段不能为空'],
    ['period=C', '科目不能为空'],
    [`period=C&km=${'数'.repeat(30)}`, '科目不能超过20个字符'],
    ['period=X&km=物理', '小学没有科目「物理」'],
  ])('rejects the query %s with a Chinese 400', async (query, message) => {
    const res = await call(t.app, teacherA, 'GET', `/api/TeachInfo/GetTeachversions?${encodeURI(query)}`);
    expect(res.http).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message });
  });
});

describe('GetTeachInfoList and GetTeacherKmList', () => {
  it('lists the teacher teaching info in this school with grade names and classes', async () => {
    const list = await teachInfos(teacherA);
    expect(list.map((i) => [i.Guid, i.Studyname, i.Subject, i.isSelect])).toEqual([['C语文', 'C', '语文', true], ['G语文', 'G', '语文', false]]);
    expect(list[0]).toMatchObject({
      textbookVersion: '部编版',
      grades: ['八年级'],
      gradeGuids: ['A8'],
      classGuids: [classesA.A801!.classGuid, classesA.A802!.classGuid],
      classNames: ['八年级1班', '八年级2班'],
    });
  });

  it('lists the periods and subjects the teacher teaches', async () => {
    const res = await call(t.app, teacherA, 'GET', '/api/Teacher/GetTeacherKmList');
    expect(res.body.data).toEqual([{ period: 'C', km: '语文' }, { period: 'G', km: '语文' }]);
    const admin = await call(t.app, adminA, 'GET', '/api/Teacher/GetTeacherKmList');
    expect(admin.body.data).toEqual([]);
  });

  it('shows another school user only their own teaching info', async () => {
    const list = await teachInfos(teacherB);
    expect(list.map((i) => i.Subject)).toEqual(['数学']);
    expect(list[0]!.classGuids).toEqual([classesB.A501!.classGuid, classesB.A502!.classGuid]);
  });
});

describe('SaveOrUpdate', () => {
  it('creates teaching info, which then opens its classes to the teacher', async () => {
    const res = await save(teacherA, { studyname: 'C', subject: '数学', textbookVersion: '人教版', gradeCodes: ['A7'], classGuids: [classesA.A701!.classGuid] });
    expect(res.body.status).toBe(200);
    expect(res.body.data).toMatchObject({ Studyname: 'C', Subject: '数学', grades: ['七年级'], classNames: ['七年级1班'], isSelect: false });
    expect(Object.keys(await classesOf(teacherA))).toContain('A701');
    const km = await call(t.app, teacherA, 'GET', '/api/Teacher/GetTeacherKmList');
    expect(km.body.data).toEqual([{ period: 'C', km: '语文' }, { period: 'C', km: '数学' }, { period: 'G', km: '语文' }]);
  });

  it('updates classes and grades of an existing entry', async () => {
    const [entry] = (await teachInfos(teacherA)).filter((i) => i.Subject === '数学');
    const res = await save(teacherA, {
      Guid: 'C数学', studyname: 'C', subject: '数学', textbookVersion: '北师大版', gradeCodes: ['A7', 'A8'],
      classGuids: [classesA.A702!.classGuid, classesA.A801!.classGuid],
    });
    expect(entry!.Guid).toBe('C数学');
    expect(res.body.data).toMatchObject({ Guid: 'C数学', textbookVersion: '北师大版', gradeGuids: ['A7', 'A8'], classNames: ['七年级2班', '八年级1班'] });
    const visible = Object.keys(await classesOf(teacherA));
    expect(visible).toContain('A702');
    expect(visible).not.toContain('A701');
  });

  it('answers the spec’s Guid, Studyname + Subject, and follows a changed subject with its classes', async () => {
    const made = await save(teacherA, { studyname: 'C', subject: '物理', textbookVersion: '人教版', gradeCodes: ['A8'], classGuids: [classesA.A801!.classGuid] });
    expect(made.body.data).toMatchObject({ Guid: 'C物理', Studyname: 'C', Subject: '物理' });
    const moved = await save(teacherA, { Guid: 'C物理', studyname: 'C', subject: '化学', textbookVersion: '人教版', gradeCodes: ['A8'], classGuids: [classesA.A801!.classGuid] });
    expect(moved.body.data).toMatchObject({ Guid: 'C化学', classNames: ['八年级1班'] });
    expect((await teachInfos(teacherA)).map((i) => i.Guid)).not.toContain('C物理');
    expect((await call(t.app, teacherA, 'POST', '/api/TeachInfo/DeleteTeachInfo', { Guid: 'C物理' })).http).toBe(404);
    expect((await call(t.app, teacherA, 'POST', '/api/TeachInfo/DeleteTeachInfo', { Guid: 'C化学' })).body.status).toBe(200);
  });

  it('allows one entry per period and subject', async () => {
    const res = await save(teacherA, { studyname: 'C', subject: '语文', textbookVersion: '人教版', gradeCodes: ['A9'] });
    expect(res.http).toBe(409);
    expect(res.body.message).toBe('已存在该学段科目的教学信息');
    const [g] = (await teachInfos(teacherA)).filter((i) => i.Studyname === 'G');
    const rename = await save(teacherA, { Guid: g!.Guid, studyname: 'C', subject: '语文', textbookVersion: '人教版', gradeCodes: ['A9'] });
    expect(rename.http).toBe(409);
  });

  it.each([
    [{ studyname: 'X', subject: '数学', gradeCodes: ['A1'] }, '本校没有小学学段'],
    [{ studyname: 'C', subject: '科学', gradeCodes: ['A7'] }, '初中没有科目「科学」'],
    [{ studyname: 'C', subject: '物理', gradeCodes: ['A8', 'G1'] }, '年级「高一」不属于初中'],
  ])('refuses %j that does not fit the school or the period', async (body, message) => {
    const res = await save(teacherA, { textbookVersion: '人教版', ...body });
    expect(res.http).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a class outside the chosen grades', async () => {
    const res = await save(teacherA, { studyname: 'C', subject: '物理', textbookVersion: '人教版', gradeCodes: ['A8'], classGuids: [classesA.A701!.classGuid] });
    expect(res.http).toBe(400);
    expect(res.body.message).toBe('班级「七年级1班」不在所选年级中');
  });

  it('answers 404 for another school class or teaching info, and changes nothing', async () => {
    const foreignClass = await save(teacherB, { studyname: 'C', subject: '物理', textbookVersion: '人教版', gradeCodes: ['A7'], classGuids: [classesA.A701!.classGuid] });
    expect(foreignClass.http).toBe(404);
    expect(foreignClass.body).toMatchObject({ status: 404, message: '班级不存在', data: null });
    const [entry] = await teachInfos(teacherA);
    const foreignInfo = await save(teacherB, { Guid: entry!.Guid, studyname: 'C', subject: '英语', textbookVersion: '人教版', gradeCodes: ['A7'] });
    expect(foreignInfo.http).toBe(404);
    expect(foreignInfo.body).toMatchObject({ status: 404, message: '教学信息不存在', data: null });
    expect((await teachInfos(teacherA))[0]).toEqual(entry);
    expect((await teachInfos(teacherB)).map((i) => i.Subject)).toEqual(['数学']);
  });

  it('answers 404 for a colleague teaching info in the same school', async () => {
    const [entry] = await teachInfos(teacherA);
    const res = await save(adminA, { Guid: entry!.Guid, studyname: 'C', subject: '英语', textbookVersion: '人教版', gradeCodes: ['A7'] });
    expect(res.http).toBe(404);
  });

  it.each([
    [{ subject: '数学', textbookVersion: '人教版', gradeCodes: ['A7'] }, '学段不能为空'],
    [{ studyname: 'C', textbookVersion: '人教版', gradeCodes: ['A7'] }, '科目不能为空'],
    [{ studyname: 'C', subject: '数'.repeat(200), textbookVersion: '人教版', gradeCodes: ['A7'] }, '科目不能超过20个字符'],
    [{ studyname: 'C', subject: '数学', textbookVersion: '自编版', gradeCodes: ['A7'] }, '教材版本的取值不正确'],
    [{ studyname: 'C', subject: '数学', textbookVersion: '人教版' }, '年级不能为空'],
    [{ studyname: 'C', subject: '数学', textbookVersion: '人教版', gradeCodes: [] }, '请至少选择1项年级'],
    [{ studyname: 'C', subject: '数学', textbookVersion: '人教版', gradeCodes: ['A7'], classGuids: ['bad'] }, '班级格式不正确'],
    [{ Guid: 'Q数学', studyname: 'C', subject: '数学', textbookVersion: '人教版', gradeCodes: ['A7'] }, '教学信息格式不正确'],
  ])('rejects the bad body %j with a Chinese 400 naming the field', async (payload, message) => {
    const res = await save(teacherA, payload);
    expect(res.http).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message });
  });
});

describe('DeleteTeachInfo', () => {
  it('deletes the user own entry and passes the selection on', async () => {
    const created = await save(teacherB, { studyname: 'C', subject: '英语', textbookVersion: '外研版', gradeCodes: ['A7'], classGuids: [classesB.A701!.classGuid] });
    const [selected] = await teachInfos(teacherB);
    expect(selected!.isSelect).toBe(true);
    const res = await call(t.app, teacherB, 'POST', '/api/TeachInfo/DeleteTeachInfo', { Guid: selected!.Guid });
    expect(res.body).toEqual({ status: 200, message: 'success', data: null });
    const left = await teachInfos(teacherB);
    expect(left.map((i) => [i.Guid, i.isSelect])).toEqual([[created.body.data.Guid, true]]);
    expect(created.body.data.Guid).toBe('C英语');
    expect(Object.keys(await classesOf(teacherB))).toEqual(['A701']);
  });

  it('answers 404 for another school teaching info and keeps it', async () => {
    const before = await teachInfos(teacherA);
    const res = await call(t.app, teacherB, 'POST', '/api/TeachInfo/DeleteTeachInfo', { Guid: before[0]!.Guid });
    expect(res.http).toBe(404);
    expect(res.body).toMatchObject({ status: 404, message: '教学信息不存在', data: null });
    expect(await teachInfos(teacherA)).toEqual(before);
  });

  it.each([
    [{}, '教学信息不能为空'],
    [{ Guid: 'x'.repeat(300) }, '教学信息不能超过21个字符'],
    [{ Guid: '语文' }, '教学信息格式不正确'],
  ])('rejects the bad body %j with a Chinese 400 naming the field', async (payload, message) => {
    const res = await call(t.app, teacherA, 'POST', '/api/TeachInfo/DeleteTeachInfo', payload);
    expect(res.http).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message });
  });
});
