import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassJoinMessages, type TClass, type TTeachInfo } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode, createWork, studentsOf, userIdByPhone } from '../../../test/helpers/homework-factory.js';

/**
 * Class joining (issue 9 item 3): a teacher without teachInfoPower who adds a class of the school to their teaching
 * info waits for an administrator; until then the class is not theirs (students, marking, passwords). Once approved,
 * they see the class's homework published from then on, not a colleague's earlier homework.
 */
let t: TestApp;
let admin: string;
let teacher: string;
let A701: string;
let A801: string;

const save = (cookie: string, classGuids: string[], guid?: string) =>
  call(t.app, cookie, 'POST', '/api/TeachInfo/SaveOrUpdate', { Guid: guid, studyname: 'C', subject: '数学', textbookVersion: '人教版', gradeCodes: ['A7'], classGuids });
const myClasses = async (cookie: string) =>
  ((await call(t.app, cookie, 'POST', '/api/Teacher/GetClasses', {})).body.data.list as TClass[]).map((c) => c.classCode);
const mathInfo = async (cookie: string) =>
  ((await call(t.app, cookie, 'GET', '/api/TeachInfo/GetTeachInfoList')).body.data.list as TTeachInfo[]).find((i) => i.Subject === '数学')!;
const requests = async () => (await call(t.app, admin, 'GET', '/api/TeachInfo/ClassRequests')).body.data.list as { teachInfoGuid: string; classGuid: string; className: string; teacherName: string; Subject: string }[];
const review = (cookie: string, r: { teachInfoGuid: string; classGuid: string }, approve: boolean) =>
  call(t.app, cookie, 'POST', '/api/TeachInfo/ReviewClassRequest', { teachInfoGuid: r.teachInfoGuid, classGuid: r.classGuid, approve });

beforeAll(async () => {
  t = await createTestApp();
  [admin, teacher] = await Promise.all([loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.teacherA)]);
  A701 = (await classByCode(t.db, 'RU10001', 'A701')).guid;
  A801 = (await classByCode(t.db, 'RU10001', 'A801')).guid;
});
afterAll(async () => t.close());

describe('a teacher without teachInfoPower adding a colleague’s class', () => {
  let earlier: { guid: string };

  it('saves the class as pending, says so, and it is not the teacher’s yet', async () => {
    earlier = await createWork(t.db, { classCodes: ['A701'], creatorPhone: DEMO.twoRoleTeacher, name: '加入前的作业' });
    const res = await save(teacher, [A701]);
    expect(res.body).toMatchObject({ status: 200, message: ClassJoinMessages.pendingSaved, data: { classGuids: [], pendingClasses: [{ classGuid: A701, className: '七年级1班' }] } });
    expect(await myClasses(teacher)).not.toContain('A701');
  });

  it('cannot read, mark or reset passwords in the pending class', async () => {
    const [s] = await studentsOf(t.db, A701);
    expect((await call(t.app, teacher, 'POST', '/api/Teacher/StudentList', { classGuid: A701, pageIndex: 1, pageSize: 10 })).body.status).not.toBe(200);
    expect((await call(t.app, teacher, 'POST', '/api/Teacher/ResetStudentPassword', { stuGuids: [s!.guid] })).body.status).toBe(404);
    expect((await call(t.app, teacher, 'GET', `/api/Mark/Questions?workGuid=${earlier.guid}`)).body.status).toBe(403);
    const list = await call(t.app, teacher, 'GET', '/api/WorkInfo/List?pageIndex=1&pageSize=50');
    expect(list.body.data.list.map((w: { name: string }) => w.name)).not.toContain('加入前的作业');
  });

  it('shows the request to the school’s administrators only, with teacher, subject and class', async () => {
    expect(await requests()).toEqual([expect.objectContaining({ classGuid: A701, className: '七年级1班', teacherName: '李强', Subject: '数学' })]);
    expect((await call(t.app, teacher, 'GET', '/api/TeachInfo/ClassRequests')).body).toMatchObject({ status: 403, message: '仅学校管理员可以进行此操作' });
    const [r] = await requests();
    expect((await review(teacher, r!, true)).body.status).toBe(403);
    const otherSchool = await loginAs(t.app, DEMO.adminB);
    expect((await call(t.app, otherSchool, 'GET', '/api/TeachInfo/ClassRequests')).body.data.list).toEqual([]);
    expect((await review(otherSchool, r!, true)).body).toMatchObject({ status: 404, message: ClassJoinMessages.notFound });
  });

  it('once approved, gives the teacher the class and its homework published from then on, not the earlier one', async () => {
    const [r] = await requests();
    expect((await review(admin, r!, true)).body).toMatchObject({ status: 200, message: ClassJoinMessages.approved });
    expect(await requests()).toEqual([]);
    expect(await myClasses(teacher)).toContain('A701');
    expect((await mathInfo(teacher)).classGuids).toEqual([A701]);
    const [s] = await studentsOf(t.db, A701);
    expect((await call(t.app, teacher, 'POST', '/api/Teacher/ResetStudentPassword', { stuGuids: [s!.guid] })).body.status).toBe(200);

    const later = await createWork(t.db, { classCodes: ['A701'], creatorPhone: DEMO.twoRoleTeacher, name: '加入后的作业' });
    const names = (await call(t.app, teacher, 'GET', '/api/WorkInfo/List?pageIndex=1&pageSize=50')).body.data.list.map((w: { name: string }) => w.name);
    expect(names).toContain('加入后的作业');
    expect(names).not.toContain('加入前的作业');
    expect((await call(t.app, teacher, 'GET', `/api/Mark/Questions?workGuid=${later.guid}`)).body.status).toBe(200);
    expect((await call(t.app, teacher, 'GET', `/api/Mark/Questions?workGuid=${earlier.guid}`)).body.status).toBe(403);
  });

  it('keeps an approved class approved when the form is saved again, and a refusal shows until the class is left out', async () => {
    const info = await mathInfo(teacher);
    const again = await save(teacher, [A701, (await classByCode(t.db, 'RU10001', 'A702')).guid], info.Guid);
    expect(again.body.data.classGuids).toEqual([A701]);
    const [r] = await requests();
    expect((await review(admin, r!, false)).body).toMatchObject({ status: 200, message: ClassJoinMessages.refused });
    expect((await review(admin, r!, true)).body.status).toBe(404);
    expect((await mathInfo(teacher)).refusedClasses).toEqual([{ classGuid: r!.classGuid, className: '七年级2班' }]);
    expect(await myClasses(teacher)).not.toContain('A702');
    const cleared = await save(teacher, [A701], info.Guid);
    expect(cleared.body).toMatchObject({ message: 'success', data: { classGuids: [A701], pendingClasses: [], refusedClasses: [] } });
  });
});

describe('who joins at once', () => {
  it('a teacher with teachInfoPower, and an administrator', async () => {
    await t.db.updateTable('memberships').set({ teachInfoPower: true }).where('userId', '=', await userIdByPhone(t.db, DEMO.teacherA)).execute();
    const info = await save(teacher, [A701, (await classByCode(t.db, 'RU10001', 'A702')).guid], (await mathInfo(teacher)).Guid);
    expect(info.body).toMatchObject({ message: 'success', data: { classNames: ['七年级1班', '七年级2班'], pendingClasses: [] } });
    const twoRole = await loginAs(t.app, DEMO.twoRoleTeacher, 'Salesman');
    const own = await call(t.app, twoRole, 'POST', '/api/TeachInfo/SaveOrUpdate', { studyname: 'C', subject: '语文', textbookVersion: '人教版', gradeCodes: ['A8'], classGuids: [A801] });
    expect(own.body).toMatchObject({ message: 'success', data: { classGuids: [A801], pendingClasses: [] } });
    expect(await requests()).toEqual([]);
  });
});
