import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, studentsOf, type FactoryWork, setSchoolService } from '../../../test/helpers/homework-factory.js';
import { buildWorkbook, multipartFile, readWorkbook, sheetRows } from '../../../test/helpers/xlsx.js';

let t: TestApp;
let teacher: string;
let work: FactoryWork;
let classA: { guid: string; name: string; buddies: string }[];
let classB: { guid: string; name: string; buddies: string }[];

beforeAll(async () => {
  t = await createTestApp();
  // About isolation between schools, not the second school's expired service (see member-guard.routes.test.ts).
  await setSchoolService(t.db, 'RU20002', 0);
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  work = await createWork(t.db, { workType: 4, name: '扫描作业' });
  classA = await studentsOf(t.db, work.classGuids[0]!);
  classB = await studentsOf(t.db, work.classGuids[1]!);
});
afterAll(async () => t.close());

const sheet = (classGuid?: string, cookie = teacher, workGuid = work.guid) =>
  call(t.app, cookie, 'GET', `/api/MachineRead/Sheet?workGuid=${workGuid}${classGuid ? `&classGuid=${classGuid}` : ''}`);
const save = (entries: object[], cookie = teacher, workGuid = work.guid) => call(t.app, cookie, 'POST', '/api/MachineRead/Save', { workGuid, entries });
function importFile(body: Buffer, cookie = teacher, workGuid = work.guid) {
  const form = multipartFile(body, '答案.xlsx');
  return t.app.inject({ method: 'POST', url: `/api/MachineRead/Import?workGuid=${workGuid}`, payload: form.payload, headers: { ...form.headers, cookie } });
}
const header = ['姓名', '学号', '1', '2', '3', '4', '5'];

describe('machine-read sheet and save', () => {
  it('gives the first class’s students × objective questions with nothing entered yet', async () => {
    const { body } = await sheet();
    expect(body.data).toMatchObject({ workGuid: work.guid, name: '扫描作业', classGuid: work.classGuids[0] });
    expect(body.data.classes.map((c: { className: string }) => c.className)).toEqual(['七年级1班', '七年级2班']);
    expect(body.data.questions.map((q: { th: number }) => q.th)).toEqual([1, 2, 3, 4, 5]);
    expect(body.data.students).toHaveLength(classA.length);
    expect(body.data.students[0]).toEqual({
      stuGuid: classA[0]!.guid, stuName: classA[0]!.name, buddies: classA[0]!.buddies, status: 0, objectiveScore: null,
      answers: { 1: '', 2: '', 3: '', 4: '', 5: '' },
    });
  });

  it('scores saved answers by the same rules, keeps answers left out, and skips students with nothing entered', async () => {
    const res = await save([
      { stuGuid: classA[0]!.guid, answers: { 1: 'a', 2: 'B', 5: 'c,a' } },
      { stuGuid: classA[1]!.guid, answers: { 1: '', 2: '' } },
    ]);
    expect(res.body).toMatchObject({ status: 200, data: { saved: 1 } });
    await save([{ stuGuid: classA[0]!.guid, answers: { 3: 'C' } }]);
    const [first, second] = (await sheet()).body.data.students;
    expect(first).toMatchObject({ status: 1, objectiveScore: 8, answers: { 1: 'A', 2: 'B', 3: 'C', 4: '', 5: 'AC' } });
    expect(second).toMatchObject({ status: 0, objectiveScore: null });
    const row = await t.db.selectFrom('submissions').selectAll().where('studentGuid', '=', classA[0]!.guid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 1, enteredByUserId: expect.any(Number), requestId: null, isFullyMarked: false });
    // The subjective question waits for a mark from the paper.
    const th6 = await t.db.selectFrom('submissionAnswers').select('score').where('submissionGuid', '=', row.guid).where('th', '=', 6).executeTakeFirstOrThrow();
    expect(th6.score).toBeNull();
  });

  it('refuses the whole save when one answer or one student is wrong', async () => {
    const bad = await save([
      { stuGuid: classA[2]!.guid, answers: { 1: 'A' } },
      { stuGuid: classA[3]!.guid, answers: { 1: 'AB' } },
    ]);
    expect(bad.body).toMatchObject({ status: 400, message: `${classA[3]!.name}：第1题是单选题，只能选一个选项` });
    expect((await save([{ stuGuid: classA[2]!.guid, answers: { 6: 'A' } }])).body.message).toBe('第6题不是本作业的选择题');
    const [foreign] = await studentsOf(t.db, (await t.db.selectFrom('classes').select('guid').where('classCode', '=', 'A801').where('schoolId', '=', work.schoolId).executeTakeFirstOrThrow()).guid);
    expect((await save([{ stuGuid: foreign!.guid, answers: { 1: 'A' } }])).body).toMatchObject({ status: 404 });
    expect((await sheet()).body.data.students[2].status).toBe(0);
  });

  it('is only for machine-read homework', async () => {
    const online = await createWork(t.db);
    expect((await sheet(undefined, teacher, online.guid)).body).toMatchObject({ status: 400, message: '只有扫描作业可以录入客观题答案' });
  });

  it('checks who may enter and hides another school’s homework', async () => {
    expect((await sheet(undefined, await loginAs(t.app, DEMO.teacherA))).body.status).toBe(403);
    expect((await sheet(undefined, await loginAs(t.app, DEMO.teacherB))).body.status).toBe(100);
    expect((await save([{ stuGuid: classA[0]!.guid, answers: { 1: 'D' } }], await loginAs(t.app, DEMO.adminB))).body.status).toBe(100);
    const workB = await createWork(t.db, { ruCode: 'RU20002', classCodes: ['A701'], workType: 4 });
    expect((await sheet(undefined, teacher, workB.guid)).body.status).toBe(100);
    expect((await sheet('00000000-0000-4000-8000-000000000000')).body).toMatchObject({ status: 404, message: '班级不存在' });
  });
});

describe('machine-read workbook', () => {
  it('downloads the class template filled with what was entered', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/MachineRead/Template?workGuid=${work.guid}&classGuid=${work.classGuids[0]}`, headers: { cookie: teacher } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('答案录入-扫描作业-七年级1班.xlsx'));
    const rows = sheetRows((await readWorkbook(res.rawPayload)).worksheets[0]!);
    expect(rows[0]).toEqual(header);
    expect(rows[1]).toEqual([classA[0]!.name, classA[0]!.buddies, 'A', 'B', 'C', '', 'AC']);
    expect(rows).toHaveLength(classA.length + 1);
  });

  it('imports a filled workbook for students of any class of the homework', async () => {
    const body = await buildWorkbook([[classB[0]!.name, classB[0]!.buddies, 'A', 'B', 'C', 'D', 'AC'], ['', classB[1]!.buddies, 'B', '', '', '', '']], header);
    const res = await importFile(body);
    expect(res.json()).toMatchObject({ status: 200, message: '导入成功', data: { imported: 2, errors: [] } });
    const students = (await sheet(work.classGuids[1])).body.data.students;
    expect(students[0]).toMatchObject({ objectiveScore: 10, status: 1 });
    expect(students[1]).toMatchObject({ objectiveScore: 0, answers: { 1: 'B' } });
  });

  it('imports nothing when any row is wrong and names every row', async () => {
    const body = await buildWorkbook([
      [classB[2]!.name, classB[2]!.buddies, 'A', '', '', '', ''],
      ['某某', 'X999', 'A', '', '', '', ''],
      [classB[3]!.name, classB[3]!.buddies, 'AB', 'H', '', '', ''],
    ], header);
    const res = await importFile(body);
    expect(res.json()).toMatchObject({
      status: 400,
      message: '导入失败：共3处错误，未导入任何答案',
      data: { imported: 0, errors: [
        { row: 3, reason: '学号X999不是本作业班级的学生' },
        { row: 4, reason: '第1题是单选题，只能选一个选项' },
        { row: 4, reason: '第2题的答案只能是A-D' },
      ] },
    });
    expect((await sheet(work.classGuids[1])).body.data.students[2].status).toBe(0);
  });

  it('refuses a file that is not a workbook', async () => {
    const res = await importFile(Buffer.from('not a workbook'));
    expect(res.json()).toMatchObject({ status: 400, message: '请上传 .xlsx 格式的 Excel 文件（可先下载模板）' });
  });
});
