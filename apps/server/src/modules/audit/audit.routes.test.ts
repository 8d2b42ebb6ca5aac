import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { userIdByPhone } from '../../../test/helpers/homework-factory.js';
import { buildWorkbook, multipartFile } from '../../../test/helpers/xlsx.js';

/** Issue 16 item 7: administrator actions are logged, and a school's administrators read their own school's log only. */
let t: TestApp;
let adminA: string;
let adminB: string;

const logOf = async (cookie: string, query = '') => {
  const res = await call(t.app, cookie, 'GET', `/api/Teacher/AuditLog${query}`);
  expect(res.body.status).toBe(200);
  return res.body.data as { list: TAuditEntry[]; total: number };
};

beforeAll(async () => {
  t = await createTestApp();
  adminA = await loginAs(t.app, DEMO.adminA);
  adminB = await loginAs(t.app, DEMO.adminB);
});
afterAll(async () => t.close());

describe('操作日志', () => {
  it('records a password reset and an access change with who did it, whom, and from where', async () => {
    const teacherId = await userIdByPhone(t.db, DEMO.teacherA);
    expect((await call(t.app, adminA, 'POST', '/api/Teacher/ResetStaffPassword', { userId: teacherId })).body.status).toBe(200);
    expect((await call(t.app, adminA, 'POST', '/api/Teacher/SetStaffAccess', { userId: teacherId, teachInfoPower: true })).body.status).toBe(200);
    const { list } = await logOf(adminA);
    expect(list[0]).toMatchObject({ action: 'staff.access', target: expect.stringContaining(DEMO.teacherA), detail: '允许免审批加入班级', actorPhone: DEMO.adminA, actorRole: 'Salesman' });
    expect(list[1]).toMatchObject({ action: 'staff.resetPassword', target: expect.stringContaining(DEMO.teacherA), actorPhone: DEMO.adminA, ip: '127.0.0.1' });
    // The password itself is never written down.
    expect(JSON.stringify(list)).not.toMatch(/[a-z2-9]{8}"/);
  });

  it('records class changes and a student moved, reset and removed', async () => {
    const created = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', { className: '审计1班', gradeCode: 'A7', isTeachClass: false });
    const classGuid = created.body.data.classGuid as string;
    const added = await call(t.app, adminA, 'POST', '/api/Teacher/SaveStudent', { stuName: '审计学生', buddies: 'AUD001', classGuid });
    const stuGuid = added.body.data.stuGuid as string;
    const other = await call(t.app, adminA, 'POST', '/api/Teacher/SaveTeacherClass', { className: '审计2班', gradeCode: 'A7', isTeachClass: false });
    await call(t.app, adminA, 'POST', '/api/Teacher/SaveStudent', { stuGuid, stuName: '审计学生', buddies: 'AUD001', classGuid: other.body.data.classGuid });
    await call(t.app, adminA, 'POST', '/api/Teacher/ResetStudentPassword', { stuGuids: [stuGuid] });
    await call(t.app, adminA, 'POST', '/api/Teacher/RemoveStudent', { stuGuids: [stuGuid] });
    await call(t.app, adminA, 'POST', '/api/Teacher/RemoveClass', { classGuid });
    const { list } = await logOf(adminA, '?pageSize=7');
    expect(list.map((e) => [e.action, e.target, e.detail])).toEqual([
      ['class.remove', '审计1班', ''],
      ['student.remove', '审计学生（审计2班）', '1 名学生'],
      ['student.resetPassword', '审计学生（审计2班）', '1 名学生'],
      ['student.moveClass', '审计学生（AUD001）', '审计1班 → 审计2班'],
      ['class.save', '审计2班', '新建班级'],
      ['class.save', '审计1班', '新建班级'],
      ['staff.access', expect.any(String), expect.any(String)],
    ]);
  });

  it('records a student import with its file, count and classes, and nothing for a rejected file', async () => {
    const upload = async (rows: (string | null)[][]) => {
      const { payload, headers } = multipartFile(await buildWorkbook(rows), '新生名单.xlsx');
      return (await t.app.inject({ method: 'POST', url: '/api/Teacher/ImportStudent', headers: { ...headers, cookie: adminA }, payload })).json();
    };
    expect((await upload([['审计新生', 'AUD101', '没有这个班', null]])).status).toBe(400);
    expect((await logOf(adminA, '?action=student.import')).total).toBe(0);
    expect((await upload([['审计新生', 'AUD101', '七年级2班', null], ['审计新生二', 'AUD102', '七年级2班', null]])).status).toBe(200);
    const { list } = await logOf(adminA, '?action=student.import');
    expect(list).toEqual([expect.objectContaining({ target: '新生名单.xlsx', detail: '2 名学生，班级：七年级2班', actorPhone: DEMO.adminA })]);
  });

  it('filters by action and by day, and pages', async () => {
    const resets = await logOf(adminA, '?action=staff.resetPassword');
    expect(resets.total).toBe(1);
    expect(resets.list.every((e) => e.action === 'staff.resetPassword')).toBe(true);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await logOf(adminA, `?from=${today}&to=${today}`)).total).toBe((await logOf(adminA)).total);
    expect((await logOf(adminA, '?to=2020-01-01')).total).toBe(0);
    const page2 = await logOf(adminA, '?pageSize=2&pageIndex=2');
    expect(page2.list).toHaveLength(2);
    expect(page2.list[0]!.id).toBe((await logOf(adminA, '?pageSize=3')).list[2]!.id);
    const bad = await call(t.app, adminA, 'GET', '/api/Teacher/AuditLog?from=yesterday');
    expect(bad.body).toMatchObject({ status: 400, message: expect.stringContaining('日期格式') });
  });

  it('refuses a plain teacher, and never shows one school’s entries to another school’s administrator', async () => {
    const teacher = await loginAs(t.app, DEMO.teacherOfTwo);
    expect((await call(t.app, teacher, 'GET', '/api/Teacher/AuditLog')).body).toMatchObject({ status: 403, message: '仅学校管理员可以进行此操作' });
    const before = await logOf(adminB);
    expect(before.list.some((e) => e.actorPhone === DEMO.adminA)).toBe(false);
    const teacherB = await userIdByPhone(t.db, DEMO.teacherB);
    await call(t.app, adminB, 'POST', '/api/Teacher/ResetStaffPassword', { userId: teacherB });
    const after = await logOf(adminB);
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({ action: 'staff.resetPassword', actorPhone: DEMO.adminB });
    // School A's administrator cannot reset school B's teacher, and nothing is logged for the refusal.
    const totalA = (await logOf(adminA)).total;
    expect((await call(t.app, adminA, 'POST', '/api/Teacher/ResetStaffPassword', { userId: teacherB })).http).toBe(404);
    expect((await logOf(adminA)).total).toBe(totalA);
    expect((await logOf(adminA)).list.some((e) => e.actorPhone === DEMO.adminB)).toBe(false);
  });

  it('records a Collector entering a school as its administrator in that school’s log', async () => {
    const collector = await loginAs(t.app, DEMO.collector);
    await call(t.app, collector, 'POST', '/api/Teacher/SelectRu', { ru: 'RU20002' });
    const { list } = await logOf(adminB, '?action=school.switch');
    expect(list[0]).toMatchObject({ action: 'school.switch', actorPhone: DEMO.collector, actorRole: 'Collector', detail: '切换到本校' });
    expect((await logOf(adminA, '?action=school.switch')).list.some((e) => e.target.includes('RU20002'))).toBe(false);
    await call(t.app, collector, 'POST', '/api/Teacher/SelectRu', { ru: 'RU10001' });
  });
});
