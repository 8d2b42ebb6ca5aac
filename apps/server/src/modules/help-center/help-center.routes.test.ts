import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HelpCenterMessages, type TFeedback, type THelpArticleSummary } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { multipart, pdfBytes, pngBytes } from '../homework/homework.fixture.js';
import { summaryOf } from './help-center.service.js';

let t: TestApp;
let teacherA: string;
let adminA: string;
let collectorA: string;
let teacherB: string;
let collectorB: string;

/** The article about importing students (seeded by migration 20261129T0310). */
const IMPORT_GUID = '6c1e0000-0000-4000-8000-000000000005';

beforeAll(async () => {
  t = await createTestApp();
  [teacherA, adminA, collectorA, teacherB, collectorB] = await Promise.all([
    loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.collector), loginAs(t.app, DEMO.teacherB),
    loginAs(t.app, DEMO.collector),
  ]);
  // The second collector session works in school B.
  const switched = await call(t.app, collectorB, 'POST', '/api/Teacher/SelectRu', { ru: 'RU20002' });
  expect(switched.body.data.school.ru).toBe('RU20002');
}, 180_000);
afterAll(() => t?.close());

async function uploadImage(cookie: string, bytes: Buffer, name = 'shot.png') {
  const { payload, headers } = multipart({}, { name, bytes });
  const res = await t.app.inject({ method: 'POST', url: '/api/HelpFile/UploadFeedbackImage', headers: { ...headers, cookie }, payload });
  return { http: res.statusCode, body: res.json() as { status: number; message: string; data: any } };
}

describe('articles', () => {
  it('lists categories with their article counts, at least 20 articles in all', async () => {
    const res = await call(t.app, teacherA, 'GET', '/api/HelpFile/GetCategories');
    expect(res.body.status).toBe(200);
    const list = res.body.data.list as { code: string; name: string; count: number }[];
    expect(list.map((c) => c.name)).toEqual(['账号与登录', '班级与学生', '布置作业', '题库与组卷', '考试与阅卷', '学情分析', '其他']);
    expect(list.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(20);
  });

  it('lists a category and searches titles and bodies', async () => {
    const exam = await call(t.app, teacherA, 'GET', '/api/HelpFile/GetList?categoryCode=exam');
    expect(exam.body.data.list.map((a: THelpArticleSummary) => a.title)).toContain('双评和仲裁是怎么回事？');
    expect(exam.body.data.list.every((a: THelpArticleSummary) => a.categoryCode === 'exam')).toBe(true);

    const byTitle = await call(t.app, teacherA, 'GET', `/api/HelpFile/GetList?keyword=${encodeURIComponent('导入学生')}`);
    expect(byTitle.body.data.list[0].guid).toBe(IMPORT_GUID);
    // '仲裁分数' is in no title, only in the body of the double-marking article.
    const byBody = await call(t.app, teacherA, 'GET', `/api/HelpFile/GetList?keyword=${encodeURIComponent('仲裁分数')}`);
    expect(byBody.body.data.list.map((a: THelpArticleSummary) => a.title)).toEqual(['双评和仲裁是怎么回事？']);
    const none = await call(t.app, teacherA, 'GET', `/api/HelpFile/GetList?keyword=${encodeURIComponent('100%_')}`);
    expect(none.body.data).toEqual({ list: [], total: 0 });
  });

  it('refuses an over-long keyword with a Chinese message', async () => {
    const res = await call(t.app, teacherA, 'GET', `/api/HelpFile/GetList?keyword=${'题'.repeat(31)}`);
    expect(res.http).toBe(400);
    expect(res.body.message).toContain('搜索词不能超过30个字符');
  });

  it('counts a view on each reading and ranks the hot questions by views', async () => {
    for (let i = 0; i < 3; i += 1) await call(t.app, teacherA, 'GET', `/api/HelpFile/GetQuestion?guid=${IMPORT_GUID}`);
    const one = await call(t.app, teacherB, 'GET', `/api/HelpFile/GetQuestion?guid=${IMPORT_GUID}`);
    expect(one.body.data.viewCount).toBe(4);
    expect(one.body.data.body).toContain('导入是“全部成功或全部不导入”');
    await call(t.app, teacherA, 'GET', '/api/HelpFile/GetQuestion?guid=6c1e0000-0000-4000-8000-000000000018');
    const hot = await call(t.app, teacherA, 'GET', '/api/HelpFile/GetHotQuestion');
    expect(hot.body.data.list.slice(0, 2).map((a: THelpArticleSummary) => a.guid)).toEqual([IMPORT_GUID, '6c1e0000-0000-4000-8000-000000000018']);
    expect(hot.body.data.list).toHaveLength(10);
  });

  it('shows screenshots of the app after the step they illustrate', async () => {
    const res = await call(t.app, teacherA, 'GET', '/api/HelpFile/GetQuestion?guid=6c1e0000-0000-4000-8000-000000000008');
    const lines = (res.body.data.body as string).split('\n');
    const step = lines.indexOf('1. 点击顶部“作业管理”，在作业列表右上角点击“布置作业”。');
    expect(lines[step + 1]).toBe('![作业列表：右上角的“创建考试”和“布置作业”](/help/homework-list.png)');
    expect(res.body.data.summary).not.toContain('![');
  });

  it('answers 404 for an unknown article and 400 for a malformed guid', async () => {
    const missing = await call(t.app, teacherA, 'GET', '/api/HelpFile/GetQuestion?guid=6c1e0000-0000-4000-8000-000000009999');
    expect(missing.http).toBe(404);
    expect(missing.body.message).toBe(HelpCenterMessages.articleNotFound);
    const bad = await call(t.app, teacherA, 'GET', '/api/HelpFile/GetQuestion?guid=abc');
    expect(bad.http).toBe(400);
  });

  it('keeps one helpful answer per user, changeable, and counts them', async () => {
    const guid = '6c1e0000-0000-4000-8000-000000000013';
    await call(t.app, teacherA, 'POST', '/api/HelpFile/Helpful', { guid, helpful: true });
    await call(t.app, teacherA, 'POST', '/api/HelpFile/Helpful', { guid, helpful: true });
    const b = await call(t.app, teacherB, 'POST', '/api/HelpFile/Helpful', { guid, helpful: false });
    expect(b.body.data).toEqual({ helpfulCount: 1, unhelpfulCount: 1, myVote: false });
    const changed = await call(t.app, teacherB, 'POST', '/api/HelpFile/Helpful', { guid, helpful: true });
    expect(changed.body.data).toEqual({ helpfulCount: 2, unhelpfulCount: 0, myVote: true });
    const read = await call(t.app, adminA, 'GET', `/api/HelpFile/GetQuestion?guid=${guid}`);
    expect(read.body.data).toMatchObject({ helpfulCount: 2, unhelpfulCount: 0, myVote: null });
  });

  it('summarises a body without its markup', () => {
    expect(summaryOf('## 登录\n1. 输入手机号\n![登录页](/help/login.png)\n- 点击“登录”\n> 提示')).toBe('登录 输入手机号 点击“登录” 提示');
  });
});

describe('feedback', () => {
  it('takes a screenshot, saves the feedback in the school, and lets the super administrator answer it', async () => {
    const shot = await uploadImage(teacherA, pngBytes(), '问题截图.png');
    expect(shot.body.status).toBe(200);
    expect(shot.body.data.fileName).toBe('问题截图.png');
    const saved = await call(t.app, teacherA, 'POST', '/api/HelpFile/SaveFeedback', { type: 1, content: '导出成绩单一直排队中', imageKeys: [shot.body.data.fileKey] });
    expect(saved.body.message).toBe(HelpCenterMessages.feedbackSaved);
    const guid = saved.body.data.guid as string;

    const mine = await call(t.app, teacherA, 'GET', '/api/HelpFile/MyFeedback');
    const own = (mine.body.data.list as TFeedback[]).find((f) => f.guid === guid)!;
    expect(own).toMatchObject({ typeName: '功能问题', content: '导出成绩单一直排队中', answer: null });
    expect(own.images[0]!.filePath).toBe(`/api/Upload/File/${shot.body.data.fileKey}`);

    // The super administrator of school A sees it, and reads the screenshot.
    const school = await call(t.app, collectorA, 'GET', '/api/HelpFile/SchoolFeedback?unanswered=1');
    expect((school.body.data.list as TFeedback[]).map((f) => f.guid)).toContain(guid);
    const img = await t.app.inject({ method: 'GET', url: own.images[0]!.filePath, headers: { cookie: collectorA } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');

    const answered = await call(t.app, collectorA, 'POST', '/api/HelpFile/AnswerFeedback', { guid, answer: '已修复，请刷新任务中心' });
    expect(answered.body.status).toBe(200);
    const after = await call(t.app, teacherA, 'GET', '/api/HelpFile/MyFeedback');
    expect((after.body.data.list as TFeedback[]).find((f) => f.guid === guid)).toMatchObject({ answer: '已修复，请刷新任务中心', answererName: expect.any(String) });
    const stillOpen = await call(t.app, collectorA, 'GET', '/api/HelpFile/SchoolFeedback?unanswered=1');
    expect((stillOpen.body.data.list as TFeedback[]).map((f) => f.guid)).not.toContain(guid);
  });

  it('refuses files that are not images, images over 2MB, and more than 3 screenshots', async () => {
    const pdf = await uploadImage(teacherA, await pdfBytes(), 'a.png');
    expect(pdf.http).toBe(403);
    expect(pdf.body.message).toBe(HelpCenterMessages.imageOnly);
    const big = await uploadImage(teacherA, Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.http).toBe(403);
    expect(big.body.message).toBe(HelpCenterMessages.imageTooLarge);
    const keys = await Promise.all([1, 2, 3, 4].map(async () => (await uploadImage(teacherA, pngBytes())).body.data.fileKey as string));
    const four = await call(t.app, teacherA, 'POST', '/api/HelpFile/SaveFeedback', { type: 2, content: '四张图', imageKeys: keys });
    expect(four.http).toBe(400);
    expect(four.body.message).toBe(HelpCenterMessages.tooManyImages);
  });

  it('requires a type and a text', async () => {
    const noType = await call(t.app, teacherA, 'POST', '/api/HelpFile/SaveFeedback', { type: 9, content: '内容' });
    expect(noType.http).toBe(400);
    expect(noType.body.message).toContain('请选择反馈类型');
    const empty = await call(t.app, teacherA, 'POST', '/api/HelpFile/SaveFeedback', { type: 1, content: '   ' });
    expect(empty.http).toBe(400);
    expect(empty.body.message).toContain('请填写反馈内容');
  });

  it('keeps teachers and school administrators out of the school list and the answer', async () => {
    for (const cookie of [teacherA, adminA]) {
      const list = await call(t.app, cookie, 'GET', '/api/HelpFile/SchoolFeedback');
      expect(list.http).toBe(403);
    }
    const saved = await call(t.app, teacherA, 'POST', '/api/HelpFile/SaveFeedback', { type: 3, content: '希望支持暗色模式' });
    const res = await call(t.app, adminA, 'POST', '/api/HelpFile/AnswerFeedback', { guid: saved.body.data.guid, answer: '好的' });
    expect(res.http).toBe(403);
    expect(res.body.message).toBe(HelpCenterMessages.answerOnlyCollector);
  });

  it('keeps schools apart: another school neither sees, answers nor reuses its feedback and screenshots', async () => {
    const shot = await uploadImage(teacherA, pngBytes());
    const saved = await call(t.app, teacherA, 'POST', '/api/HelpFile/SaveFeedback', { type: 4, content: '甲校的反馈', imageKeys: [shot.body.data.fileKey] });
    const guid = saved.body.data.guid as string;

    const listB = await call(t.app, collectorB, 'GET', '/api/HelpFile/SchoolFeedback');
    expect((listB.body.data.list as TFeedback[]).map((f) => f.guid)).not.toContain(guid);
    const answerB = await call(t.app, collectorB, 'POST', '/api/HelpFile/AnswerFeedback', { guid, answer: '乙校回复' });
    expect(answerB.http).toBe(404);
    expect(answerB.body.message).toBe(HelpCenterMessages.feedbackNotFound);
    const row = await t.db.selectFrom('helpFeedbacks').select(['answer', 'schoolId']).where('guid', '=', guid).executeTakeFirstOrThrow();
    expect(row.answer).toBeNull();

    // A teacher of school B cannot attach school A's screenshot, nor read it; another teacher's screenshot is refused too.
    const reuse = await call(t.app, teacherB, 'POST', '/api/HelpFile/SaveFeedback', { type: 1, content: '借用截图', imageKeys: [shot.body.data.fileKey] });
    expect(reuse.http).toBe(400);
    expect(reuse.body.message).toBe(HelpCenterMessages.imageMissing);
    const img = await t.app.inject({ method: 'GET', url: `/api/Upload/File/${shot.body.data.fileKey}`, headers: { cookie: teacherB } });
    expect(img.statusCode).toBe(404);
    const other = await call(t.app, adminA, 'POST', '/api/HelpFile/SaveFeedback', { type: 1, content: '借用同事截图', imageKeys: [shot.body.data.fileKey] });
    expect(other.http).toBe(400);
    const mineB = await call(t.app, teacherB, 'GET', '/api/HelpFile/MyFeedback');
    expect((mineB.body.data.list as TFeedback[]).map((f) => f.guid)).not.toContain(guid);
  });
});

describe('GetXkRisk', () => {
  it('serves the subject-network notice to signed-in staff only', async () => {
    const res = await call(t.app, teacherA, 'GET', '/api/HelpFile/GetXkRisk');
    expect(res.body.data.title).toBe('学科网题库使用提示');
    expect(res.body.data.content).toContain('版权归学科网');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/HelpFile/GetXkRisk' });
    expect(anonymous.json().status).toBe(401);
  });
});
