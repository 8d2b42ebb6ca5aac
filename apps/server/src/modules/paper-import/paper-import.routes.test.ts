import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaperImportDraft } from '@zuoyeben/shared';
import { buildWordPaper, omml, sampleWordPaper } from '@zuoyeben/shared/testing/word-paper';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode, studentsOf } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { multipartFile } from '../../../test/helpers/xlsx.js';
import { uploadStorageKey } from '../files/file-bodies.js';
import { zipBombDocx } from '../../../test/helpers/zip.js';

/**
 * Word paper import (issue 10 item 6): a .docx of ten questions (one equation, one picture) and two malformed ones
 * becomes a draft of ten questions and two named problems; saved, they are ten items of 我的题库 and one paper of
 * 我的试卷; the picture is a school file that the school's teachers and students can load and nobody else.
 */
let t: TestApp;
let teacher: string;
let colleague: string;
let otherSchool: string;
let student: string;
const SCOPE = { period: 'C', km: '数学' };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [teacher, colleague, otherSchool] = await Promise.all([
    loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB),
  ]);
  const [s] = await studentsOf(t.db, (await classByCode(t.db, 'RU10001', 'A701')).guid);
  student = (await studentSession(t.app, t.db, s!, 'RU10001')).cookie;
});
afterAll(async () => t.close());

async function upload(cookie: string, bytes: Uint8Array | Buffer, fileName = '期中试卷.docx') {
  const { payload, headers } = multipartFile(Buffer.from(bytes), fileName);
  const res = await t.app.inject({ method: 'POST', url: `/api/PaperImport/Upload?period=${SCOPE.period}&km=${encodeURIComponent(SCOPE.km)}`,
    headers: { ...headers, cookie }, payload });
  return { http: res.statusCode, body: res.json() as { status: number; message: string; data: TPaperImportDraft } };
}

const getFile = (cookie: string, path: string) => t.app.inject({ method: 'GET', url: path, headers: { cookie } });
const saveBody = (draft: TPaperImportDraft, patch: object = {}) => ({
  draftGuid: draft.draftGuid, name: draft.name, gradeCode: 'A7',
  questions: draft.questions.map(({ no, section, type, stem, options, answer, explanation, score }) => ({ no, section, type, stem, options, answer, explanation, score })),
  ...patch,
});

describe('the sample Word paper', () => {
  let draft: TPaperImportDraft;
  let picture: string;

  beforeAll(async () => {
    const res = await upload(teacher, sampleWordPaper());
    expect(res.body.status).toBe(200);
    draft = res.body.data;
    picture = /src="([^"]+)"/.exec(draft.questions.find((q) => q.no === 3)!.stem)![1]!;
  });

  it('becomes ten questions and two named problems', () => {
    expect(draft.questions.map((q) => q.no)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 12]);
    expect(draft.problems.map((p) => [p.no, p.message])).toEqual([
      [6, '选项字母不连续或重复（A、B、B、D），无法拆分选项'],
      [11, '题干为空'],
    ]);
    expect(draft.problems[0]!.source).toContain('6．下列图形中是轴对称图形的是');
    expect(draft.skipped.map((s) => s.source)).toEqual(['<p>满分：100分　时间：60分钟</p>']);
    expect(draft.name).toBe('七年级数学单元测试（导入样例）');
  });

  it('reads types, answers, scores, the equation as LaTeX and the picture as a stored file', () => {
    const byNo = (no: number) => draft.questions.find((q) => q.no === no)!;
    expect(draft.questions.map((q) => [q.no, q.type, q.answer.join(','), q.score])).toEqual([
      [1, 1, 'A', 3], [2, 1, 'B', 3], [3, 1, 'C', 3], [4, 1, 'A', 3], [5, 2, 'A,C', 3],
      [7, 3, '对', 2], [8, 4, '8,42', 4], [9, 4, '2', 4], [10, 5, 'x=3', 10], [12, 5, '4元', 12],
    ]);
    expect(byNo(2).stem).toBe('方程 $x^{2} = 4$ 的一个解是（　　）');
    expect(byNo(8).stem).toBe('计算：3+5=____，6×7=____．');
    expect(byNo(10).explanation).toBe('<p>移项得 2x=6，</p><p>所以 x=3．</p>');
    expect(picture).toMatch(/^\/api\/Upload\/File\/[0-9a-f]{32}$/);
    expect(draft.questions.every((q) => q.warnings.length === 0)).toBe(true);
  });

  it('lets the school\'s teachers and students load the picture, and nobody else', async () => {
    for (const cookie of [teacher, colleague, student]) {
      const res = await getFile(cookie, picture);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
    expect((await getFile(otherSchool, picture)).statusCode).toBe(404);
  });

  it('is the teacher\'s own draft: Detail answers it, another teacher or school gets an error envelope', async () => {
    const mine = await call(t.app, teacher, 'GET', `/api/PaperImport/Detail?draftGuid=${draft.draftGuid}`);
    expect(mine.body.data).toEqual(draft);
    for (const cookie of [colleague, otherSchool]) {
      expect((await call(t.app, cookie, 'GET', `/api/PaperImport/Detail?draftGuid=${draft.draftGuid}`)).body)
        .toMatchObject({ status: 404, message: '导入记录不存在或已删除' });
      expect((await call(t.app, cookie, 'POST', '/api/PaperImport/Save', saveBody(draft))).body.status).toBe(404);
    }
  });

  it('refuses a fix that breaks a question, naming the question', async () => {
    const body = saveBody(draft);
    body.questions[0] = { ...body.questions[0]!, answer: ['Z'] };
    body.questions[6] = { ...body.questions[6]!, stem: '没有空的填空题' };
    const res = await call(t.app, teacher, 'POST', '/api/PaperImport/Save', body);
    expect(res.body.status).toBe(400);
    expect(res.body.message).toContain('第 1 题：');
    expect(res.body.message).toContain('第 8 题：');
  });

  it('saves ten items of 我的题库 and one paper of 我的试卷 with the teacher\'s fixes, once', async () => {
    const body = saveBody(draft, { name: '第一单元测试' });
    body.questions[0] = { ...body.questions[0]!, score: 5 };
    const res = await call(t.app, teacher, 'POST', '/api/PaperImport/Save', body);
    expect(res.body).toMatchObject({ status: 200, data: { totalScore: 49 } });
    const { paperGuid, itemGuids } = res.body.data as { paperGuid: string; itemGuids: string[] };
    expect(itemGuids).toHaveLength(10);

    const items = await t.db.selectFrom('items').select(['source', 'type', 'stem', 'ownerUserId', 'gradeCode']).where('guid', 'in', itemGuids).execute();
    expect(items.every((i) => i.source === 300 && i.gradeCode === 'A7')).toBe(true);
    expect(items.some((i) => i.stem.includes('$x^{2} = 4$'))).toBe(true);
    const papers = await call(t.app, teacher, 'POST', '/api/QuestionBank/Papers/Mine', { ...SCOPE, entry: 'upload', pageIndex: 1, pageSize: 10 });
    expect(papers.body.data.list).toEqual([expect.objectContaining({ paperGuid, name: '第一单元测试', entryName: '上传' })]);
    const groups = await t.db.selectFrom('paperItems').select(['groupNo', 'groupName', 'sort', 'score']).where('paperGuid', '=', paperGuid).orderBy('sort').execute();
    expect([...new Set(groups.map((g) => `${g.groupNo}${g.groupName}`))]).toEqual(['1选择题', '2判断题', '3填空题', '4解答题']);
    const mine = await call(t.app, teacher, 'POST', '/api/QuestionBank/Items', { ...SCOPE, sourceType: 300, pageSize: 50 });
    expect(mine.body.data.list.map((i: { itemGuid: string }) => i.itemGuid)).toEqual(expect.arrayContaining(itemGuids));

    const again = await call(t.app, teacher, 'POST', '/api/PaperImport/Save', body);
    expect(again.body).toMatchObject({ status: 412, message: '该试卷已保存，请到我的试卷中查看' });
  });
});

describe('refusals', () => {
  it('refuses a file that is not a .docx, and a zip bomb, in Chinese', async () => {
    expect((await upload(teacher, Buffer.from('not word'), '试卷.doc')).body).toMatchObject({ status: 400, message: expect.stringContaining('.docx') });
    expect((await upload(teacher, Buffer.from('not a zip at all'), '试卷.docx')).body).toMatchObject({ status: 400, message: expect.stringContaining('.docx') });
    const bomb = await upload(teacher, zipBombDocx());
    expect(bomb.http).toBe(400);
    expect(bomb.body.message).toContain('解压后');
  });

  it('refuses a document without numbered questions', async () => {
    const res = await upload(teacher, buildWordPaper(['一份没有题号的文档', '只有说明文字']));
    expect(res.body).toMatchObject({ status: 400, message: '没有识别到题目：请确认题目以 1. 2. … 编号' });
  });

  it('keeps an equation object (MathType) as its picture and an equation it cannot convert as text, each with a warning', async () => {
    const res = await upload(teacher, buildWordPaper([
      ['1．化简 ', { equationObject: 'png' }, ' 的结果是多少？'], '【答案】2', ['2．计算 ', { math: omml.run('^^') }], '【答案】3',
    ]));
    const [question, second] = res.body.data.questions;
    expect(second!.warnings).toEqual(['公式无法转换为 LaTeX，已作为文字保留，请核对']);
    expect(question!.stem).toMatch(/^化简 <img class="zyb-equation" src="\/api\/Upload\/File\/[0-9a-f]{32}" alt=""> 的结果是多少？$/);
    expect(question!.warnings).toEqual(['公式是 MathType 或公式编辑器对象，无法转换，已作为图片保留，请核对']);
  });

  it('deletes an unsaved draft with its pictures', async () => {
    const res = await upload(teacher, buildWordPaper([['1．如图，求面积．', { picture: 'png' }], ['2．化简 ', { math: omml.frac('2', '4') }], '答案', '1．4', '2．$\\frac{1}{2}$']));
    const draft = res.body.data;
    expect(draft.questions[1]!.stem).toBe('化简 $\\frac{2}{4}$');
    const picture = /src="([^"]+)"/.exec(draft.questions[0]!.stem)![1]!;
    // The picture's bytes are in the file storage until the draft goes, then they go too.
    const stored = uploadStorageKey(picture.split('/').pop()!);
    expect(await t.app.storage.open(stored)).not.toBeNull();
    expect((await call(t.app, teacher, 'POST', '/api/PaperImport/Delete', { draftGuid: draft.draftGuid })).body.status).toBe(200);
    expect((await getFile(teacher, picture)).statusCode).toBe(404);
    expect(await t.app.storage.open(stored)).toBeNull();
    expect((await call(t.app, teacher, 'GET', `/api/PaperImport/Detail?draftGuid=${draft.draftGuid}`)).body.status).toBe(404);
  });
});
