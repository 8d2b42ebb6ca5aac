import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkResourceMessages } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, setSchoolService } from '../../../test/helpers/homework-factory.js';

let t: TestApp;
let teacherA: string;
let otherTeacher: string;
let teacherB: string;

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  [teacherA, otherTeacher, teacherB] = await Promise.all([
    loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.teacherB),
  ]);
});
afterAll(async () => t.close());

const url = (guid: string) => `/api/WorkResource/Detail?workGuid=${guid}`;

describe('作业详情（资源库）', () => {
  it('gives the creator the questions and answers read-only, with 布置给我的班级 offered', async () => {
    const w = await createWork(t.db, { classCodes: ['A801'], creatorPhone: DEMO.teacherA });
    const res = await call(t.app, teacherA, 'GET', url(w.guid));
    expect(res.body).toMatchObject({ status: 200, data: { workInfoGuid: w.guid, isCreate: false, canAssign: true } });
    expect(res.body.data.questions.map((q: { answer: string }) => q.answer)).toEqual(['A', 'B', 'C', 'D', 'AC', '']);
  });

  it("lets another teacher of the school read a work opened to others, without copying it, and refuses one that is not", async () => {
    const w = await createWork(t.db, { classCodes: ['A801'], creatorPhone: DEMO.teacherA });
    const closed = await call(t.app, otherTeacher, 'GET', url(w.guid));
    expect(closed.body).toMatchObject({ status: 403, message: WorkResourceMessages.notShared });
    await t.db.updateTable('works').set({ allowOthersView: true }).where('guid', '=', w.guid).execute();
    const open = await call(t.app, otherTeacher, 'GET', url(w.guid));
    expect(open.body).toMatchObject({ status: 200, data: { canAssign: false } });
  });

  it("answers another school's work as missing, even when opened to others", async () => {
    const w = await createWork(t.db, { classCodes: ['A801'], creatorPhone: DEMO.teacherA });
    await t.db.updateTable('works').set({ allowOthersView: true }).where('guid', '=', w.guid).execute();
    const res = await call(t.app, teacherB, 'GET', url(w.guid));
    expect(res.body.status).toBe(100);
    expect(res.body.data).toBeNull();
  });
});
