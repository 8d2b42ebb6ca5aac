import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchoolBasedMessages, TeachingAidMessages } from '@zuoyeben/shared';
import { stableGuid } from '../../db/seed/question-bank/ids.js';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode, setSchoolService } from '../../../test/helpers/homework-factory.js';

/**
 * Issue 15 item 5: a teaching-aid work (workType 5) is created from a chapter of a teaching-guidance book: the
 * chapter's exercise paper gives the questions, the book's grade and subject bound the classes and the subject.
 */
let t: TestApp;
let teacher: string;
let admin: string;
let teacherB: string;
let A701: string;
let A801: string;
let schoolA: number;

const CREATE = '/api/WorkInfo/SaveTeachingAidWork';
const BOOK = stableGuid('guidance:rj-c-math-7a');
const SECTION_3_3 = stableGuid('guidance-chapter:guidance-7a:3.3');
const CHAPTER_3 = stableGuid('guidance-chapter:guidance-7a:3');
const iso = (ms: number) => new Date(ms).toISOString();
const form = (patch: Record<string, unknown> = {}) => ({
  km: '数学', name: '3.3 同步练习', clazzes: [{ classGuid: A701 }], startTime: iso(Date.now() - 60_000), endTime: iso(Date.now() + 86_400_000),
  teachingGuidanceGuid: BOOK, chapterGuid: SECTION_3_3, ...patch,
});

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  // About isolation between schools, not the second school's expired service.
  await setSchoolService(t.db, 'RU20002', 0);
  [teacher, admin, teacherB] = await Promise.all([loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.teacherB)]);
  const cls = await classByCode(t.db, 'RU10001', 'A701');
  A701 = cls.guid;
  schoolA = cls.schoolId;
  A801 = (await classByCode(t.db, 'RU10001', 'A801')).guid;
});
afterAll(async () => t.close());

describe('POST /api/WorkInfo/SaveTeachingAidWork', () => {
  it('creates a workType 5 work from the section\'s exercise paper, which EditTeachingAidWork then edits', async () => {
    const paper = await t.db.selectFrom('teachingGuidanceChapters').select('paperGuid').where('guid', '=', SECTION_3_3).executeTakeFirstOrThrow();
    const res = await call(t.app, teacher, 'POST', CREATE, form());
    expect(res.body, res.body.message).toMatchObject({ status: 200, data: { paperGuid: paper.paperGuid } });
    const guid = res.body.data.workInfoGuid;
    const work = await t.db.selectFrom('works').select(['workType', 'name', 'gradeCode', 'km', 'schoolId', 'paperGuid']).where('guid', '=', guid).executeTakeFirstOrThrow();
    expect(work).toEqual({ workType: 5, name: '3.3 同步练习', gradeCode: 'A7', km: '数学', schoolId: schoolA, paperGuid: paper.paperGuid });
    const items = await t.db.selectFrom('paperItems').select('itemGuid').where('paperGuid', '=', paper.paperGuid!).execute();
    const questions = await t.db.selectFrom('workQuestions').select(['th', 'itemGuid']).where('workGuid', '=', guid).orderBy('th').execute();
    expect(questions.length).toBeGreaterThan(0);
    expect(new Set(questions.map((q) => q.itemGuid))).toEqual(new Set(items.map((i) => i.itemGuid)));
    const list = await call(t.app, teacher, 'GET', '/api/WorkInfo/List?pageIndex=1&pageSize=50');
    expect(list.body.status, list.body.message).toBe(200);
    expect(JSON.stringify(list.body.data)).toContain(guid);

    const edit = await call(t.app, teacher, 'POST', '/api/WorkInfo/EditTeachingAidWork', { workInfoGuid: guid, clazzes: [{ classGuid: A701 }], use: 2 });
    expect(edit.body.status, edit.body.message).toBe(200);
    // The edit endpoint is the only way to change it: the online save refuses its kind.
    const online = await call(t.app, teacher, 'POST', '/api/WorkInfo/SaveOnlineWork', { ...form(), teachingGuidanceGuid: undefined, chapterGuid: undefined, workInfoGuid: guid });
    expect(online.body.status).toBe(400);
  });

  it.each([
    ['a chapter whose sections hold several papers', () => form({ chapterGuid: CHAPTER_3 }), 400, TeachingAidMessages.chapterWithManyPapers],
    ['a chapter of no book', () => form({ chapterGuid: randomUUID() }), 404, SchoolBasedMessages.chapterNotFound],
    ['another subject', () => form({ km: '语文' }), 400, TeachingAidMessages.otherSubject],
    ['no chapter', () => form({ chapterGuid: undefined }), 400, undefined],
  ])('refuses %s', async (_label, body, http, message) => {
    const res = await call(t.app, teacher, 'POST', CREATE, body());
    expect(res.http).toBe(http);
    if (message) expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('refuses classes of another grade than the book\'s', async () => {
    const res = await call(t.app, admin, 'POST', CREATE, form({ clazzes: [{ classGuid: A801 }] }));
    expect(res.body).toMatchObject({ status: 400, message: TeachingAidMessages.otherGrade });
    expect(await t.db.selectFrom('works').select('guid').where('workType', '=', 5).where('gradeCode', '=', 'A8').execute()).toEqual([]);
  });

  it('another school neither sees a school\'s own book nor publishes from it', async () => {
    const book = randomUUID();
    const chapter = randomUUID();
    const paper = (await t.db.selectFrom('teachingGuidanceChapters').select('paperGuid').where('guid', '=', SECTION_3_3).executeTakeFirstOrThrow()).paperGuid;
    await t.db.insertInto('teachingGuidances').values({ guid: book, name: '育才学校 七年级数学 校本教辅', periodCode: 'C', km: '数学', gradeCode: 'A7',
      pressName: '育才学校', textbookGuid: null, schoolId: schoolA, coverImage: null }).execute();
    await t.db.insertInto('teachingGuidanceChapters').values({ guid: chapter, guidanceGuid: book, parentGuid: null, name: '第一单元', sort: 1, paperGuid: paper }).execute();
    const own = await call(t.app, teacher, 'POST', CREATE, form({ teachingGuidanceGuid: book, chapterGuid: chapter }));
    expect(own.body.status, own.body.message).toBe(200);
    const classB = await t.db.selectFrom('teachInfoClasses').innerJoin('teachInfos', 'teachInfos.guid', 'teachInfoClasses.teachInfoGuid')
      .innerJoin('users', 'users.id', 'teachInfos.userId').select('teachInfoClasses.classGuid').where('users.phone', '=', DEMO.teacherB).executeTakeFirstOrThrow();
    const before = await t.db.selectFrom('works').select('guid').where('schoolId', '=', schoolA).execute();
    const foreign = await call(t.app, teacherB, 'POST', CREATE, form({ teachingGuidanceGuid: book, chapterGuid: chapter, clazzes: [{ classGuid: classB.classGuid }] }));
    expect(foreign.http).toBe(404);
    expect(foreign.body.message).toBe(SchoolBasedMessages.guidanceNotFound);
    expect(await t.db.selectFrom('works').select('guid').where('schoolId', '=', schoolA).execute()).toEqual(before);
  });

  it('refuses a member without the paper-homework grant', async () => {
    await t.db.updateTable('memberships').set({ createOffline: false }).where('schoolId', '=', schoolA).where('role', '=', 'Teacher').execute();
    const res = await call(t.app, teacher, 'POST', CREATE, form());
    expect(res.http).toBe(403);
    await t.db.updateTable('memberships').set({ createOffline: true }).where('schoolId', '=', schoolA).where('role', '=', 'Teacher').execute();
  });
});
