import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableGuid } from '../../db/seed/question-bank/ids.js';
import { seedSchoolPapers } from '../../db/seed/school-papers.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { filesRepository } from '../files/files.repository.js';
import { schoolIdOf } from '../question-bank/question-bank.fixture.js';

let t: TestApp;
let owner: string;
let colleague: string;
let teacherB: string;
let schoolA: number;
let schoolB: number;
let classA7: { guid: string; name: string };
let classA8: string;

const OWN = stableGuid('school-paper:RU10001:mine-7a-3');
const PRACTICE_A = stableGuid('school-paper:RU10001:7a-2');
const PRACTICE_B = stableGuid('school-paper:RU20002:7a-3');

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  await seedSchoolPapers(t.db);
  [owner, colleague, teacherB] = await Promise.all([
    loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB),
  ]);
  [schoolA, schoolB] = await Promise.all([schoolIdOf(t.db, DEMO.teacherA), schoolIdOf(t.db, DEMO.teacherB)]);
  classA7 = await t.db.selectFrom('classes').select(['guid', 'name']).where('schoolId', '=', schoolA).where('gradeCode', '=', 'A7')
    .orderBy('number').executeTakeFirstOrThrow();
  classA8 = (await t.db.selectFrom('classes').select('guid').where('schoolId', '=', schoolA).where('gradeCode', '=', 'A8').executeTakeFirstOrThrow()).guid;
});
afterAll(async () => t.close());

/** A file as /api/Upload/UploadFile stores it, in a school. */
async function storedFile(schoolId: number, name = '教案.pdf'): Promise<string> {
  const key = randomBytes(16).toString('hex');
  await filesRepository.insert(t.db, { key, schoolId, purpose: 'question', mime: 'application/pdf', size: 9, originalName: name, pageCount: 1,
    uploaderUserId: null, storageKey: null });
  return key;
}

const create = (cookie: string, body: object) => call(t.app, cookie, 'POST', '/api/PreparingWork/Create', body);
const list = (cookie: string, query = '') => call(t.app, cookie, 'GET', `/api/PreparingWork/List?${query}`);

describe('备课 (PreparingWork)', () => {
  it('creates a draft tying a paper to a grade, classes and a lesson day, then edits, saves and lists it', async () => {
    const res = await create(owner, { paperGuid: OWN, gradeCode: 'A7', classGuids: [classA7.guid], lessonDate: '2026-12-01', notes: '重点讲去括号' });
    expect(res.body, res.body.message).toMatchObject({ status: 200, message: '备课已创建', data: {
      name: '七年级 一元一次方程 分层作业（备课）', paperGuid: OWN, paperSource: 4, paperSourceName: '我的试卷', period: 'C', km: '数学',
      gradeName: '七年级', classes: [classA7], lessonDate: '2026-12-01', notes: '重点讲去括号', status: 0, statusName: '备课中',
      itemCount: 9, files: [] } });
    const guid = res.body.data.guid as string;

    const upd = await call(t.app, owner, 'POST', '/api/PreparingWork/Update', { guid, name: '第三章第二课时', lessonDate: '2026-12-02' });
    expect(upd.body.data).toMatchObject({ name: '第三章第二课时', lessonDate: '2026-12-02', notes: '重点讲去括号', classes: [classA7] });
    const saved = await call(t.app, owner, 'POST', '/api/PreparingWork/Save', { guid });
    expect(saved.body).toMatchObject({ status: 200, message: '备课已保存', data: { status: 1, statusName: '已备课' } });

    const detail = await call(t.app, owner, 'GET', `/api/PreparingWork/Detail?guid=${guid}`);
    expect(detail.body.data.name).toBe('第三章第二课时');
    const retrieved = await call(t.app, owner, 'GET', `/api/PreparingWork/Retrieve?paperGuid=${OWN}`);
    expect(retrieved.body.data.guid).toBe(guid);
    expect((await call(t.app, owner, 'GET', `/api/PreparingWork/Retrieve?paperGuid=${PRACTICE_A}`)).body.data).toBeNull();
  });

  it('lists by subject, paper source, grade and lesson days (getPreparingWork), latest lesson first', async () => {
    await create(owner, { paperGuid: PRACTICE_A, paperSource: 2, gradeCode: 'A7', lessonDate: '2026-11-20' });
    await create(owner, { paperGuid: OWN, gradeCode: 'A8', classGuids: [classA8], lessonDate: '2026-12-10' });
    const all = await list(owner);
    expect(all.body.data.list.map((w: { lessonDate: string }) => w.lessonDate)).toEqual(['2026-12-10', '2026-12-02', '2026-11-20']);
    expect((await list(owner, 'paperSource=2')).body.data.total).toBe(1);
    expect((await list(owner, 'gradeCode=A8')).body.data.total).toBe(1);
    expect((await list(owner, 'km=英语')).body.data.total).toBe(0);
    const days = await list(owner, `startTime=${encodeURIComponent('2026-11-21 00:00:00')}&endTime=${encodeURIComponent('2026-12-02 23:59:59')}`);
    expect(days.body.data.list.map((w: { lessonDate: string }) => w.lessonDate)).toEqual(['2026-12-02']);
    expect((await list(owner, 'pageSize=2&pageIndex=2')).body.data.list).toHaveLength(1);
    expect((await list(owner, 'ruCode=RU10001')).body.data.total).toBe(3);
  });

  it('attaches uploaded materials, keeps the ones chosen on update and opens the paper, counting it', async () => {
    const { guid } = (await create(owner, { paperGuid: OWN, gradeCode: 'A7', lessonDate: '2026-12-03' })).body.data;
    const [a, b] = [await storedFile(schoolA, '教案.pdf'), await storedFile(schoolA, '课件.pdf')];
    await call(t.app, owner, 'POST', '/api/PreparingWork/Upload', { guid, fileKey: a });
    const up = await call(t.app, owner, 'POST', '/api/PreparingWork/Upload', { guid, fileKey: b });
    expect(up.body).toMatchObject({ status: 200, message: '上传成功' });
    expect(up.body.data.files.map((f: { fileName: string }) => f.fileName)).toEqual(['教案.pdf', '课件.pdf']);
    const kept = await call(t.app, owner, 'POST', '/api/PreparingWork/Update', { guid, fileKeys: [b] });
    expect(kept.body.data.files.map((f: { fileName: string }) => f.fileName)).toEqual(['课件.pdf']);

    const open = await call(t.app, owner, 'GET', `/api/PreparingWork/OpenPaper?guid=${guid}`);
    expect(open.body.data).toEqual({ paperGuid: OWN, period: 'C', km: '数学' });
    expect((await call(t.app, owner, 'GET', `/api/PreparingWork/Detail?guid=${guid}`)).body.data.openCount).toBe(1);

    const foreign = await storedFile(schoolB);
    expect((await call(t.app, owner, 'POST', '/api/PreparingWork/Upload', { guid, fileKey: foreign })).body).toMatchObject({ status: 404, message: '文件不存在' });
  });

  it('deletes a preparation with its materials list', async () => {
    const { guid } = (await create(owner, { paperGuid: OWN, gradeCode: 'A7', lessonDate: '2026-12-04' })).body.data;
    expect((await call(t.app, owner, 'POST', '/api/PreparingWork/Delete', { guid })).body).toMatchObject({ status: 200, message: '删除成功' });
    expect((await call(t.app, owner, 'GET', `/api/PreparingWork/Detail?guid=${guid}`)).body).toMatchObject({ status: 404, message: '备课不存在' });
    expect((await call(t.app, owner, 'POST', '/api/PreparingWork/Delete', { guid })).body.status).toBe(404);
  });

  it("keeps a teacher's preparations to that teacher: a colleague and another school's teacher get error envelopes", async () => {
    const { guid } = (await create(owner, { paperGuid: OWN, gradeCode: 'A7', lessonDate: '2026-12-05' })).body.data;
    for (const cookie of [colleague, teacherB]) {
      expect((await call(t.app, cookie, 'GET', `/api/PreparingWork/Detail?guid=${guid}`)).body.status).toBe(404);
      expect((await call(t.app, cookie, 'POST', '/api/PreparingWork/Update', { guid, notes: 'x' })).body.status).toBe(404);
      expect((await call(t.app, cookie, 'POST', '/api/PreparingWork/Save', { guid })).body.status).toBe(404);
      expect((await call(t.app, cookie, 'POST', '/api/PreparingWork/Delete', { guid })).body.status).toBe(404);
      expect((await call(t.app, cookie, 'GET', `/api/PreparingWork/OpenPaper?guid=${guid}`)).body.status).toBe(404);
      expect((await call(t.app, cookie, 'POST', '/api/PreparingWork/Upload', { guid, fileKey: 'a'.repeat(32) })).body.status).toBe(404);
      expect((await list(cookie)).body.data.total).toBe(0);
    }
    // Another school's teacher cannot prepare with this school's papers, nor name this school.
    for (const paperGuid of [OWN, PRACTICE_A]) {
      expect((await create(teacherB, { paperGuid, gradeCode: 'A7', lessonDate: '2026-12-05' })).body).toMatchObject({ status: 404, message: '试卷不存在' });
    }
    expect((await call(t.app, teacherB, 'GET', `/api/PreparingWork/Retrieve?paperGuid=${OWN}`)).body.data).toBeNull();
    expect((await list(teacherB, 'ruCode=RU10001')).body.status).toBe(404);
    expect((await create(owner, { paperGuid: PRACTICE_B, gradeCode: 'A7', lessonDate: '2026-12-05' })).body.status).toBe(404);
  });

  it('refuses bad input with 400 envelopes and classes of another grade or school', async () => {
    const bad = [
      { paperGuid: 'x', gradeCode: 'A7', lessonDate: '2026-12-05' },
      { paperGuid: OWN, gradeCode: 'Z9', lessonDate: '2026-12-05' },
      { paperGuid: OWN, gradeCode: 'A7', lessonDate: '2026-02-30' },
      { paperGuid: OWN, gradeCode: 'A7', lessonDate: '2026-12-05', notes: '字'.repeat(1001) },
      { paperGuid: OWN, gradeCode: 'A7', lessonDate: '2026-12-05', paperSource: 9 },
    ];
    for (const body of bad) {
      const res = await create(owner, body);
      expect(res.http, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe(400);
    }
    expect((await create(owner, { paperGuid: OWN, gradeCode: 'A7', lessonDate: '2026-12-05', classGuids: [classA8] })).body)
      .toMatchObject({ status: 400, message: '所选班级不属于该年级' });
    expect((await create(owner, { paperGuid: OWN, gradeCode: 'A7', lessonDate: '2026-12-05', classGuids: [randomUUID()] })).body)
      .toMatchObject({ status: 404, message: '班级不存在' });
    expect((await list(owner, 'startTime=yesterday')).http).toBe(400);
    expect((await call(t.app, owner, 'GET', '/api/PreparingWork/Detail?guid=1')).http).toBe(400);
  });

  it('refuses to prepare or open a paper that is being handled manually', async () => {
    const { guid } = (await create(owner, { paperGuid: PRACTICE_A, paperSource: 2, gradeCode: 'A7', lessonDate: '2026-12-06' })).body.data;
    await call(t.app, colleague, 'POST', '/api/QuestionBank/Papers/TransferManual', { paperGuid: PRACTICE_A });
    const msg = '该试卷正在人工处理中，暂不可用，处理完成后即可使用';
    expect((await create(owner, { paperGuid: PRACTICE_A, paperSource: 2, gradeCode: 'A7', lessonDate: '2026-12-06' })).body).toMatchObject({ status: 403, message: msg });
    expect((await call(t.app, owner, 'GET', `/api/PreparingWork/OpenPaper?guid=${guid}`)).body).toMatchObject({ status: 403, message: msg });
  });
});
