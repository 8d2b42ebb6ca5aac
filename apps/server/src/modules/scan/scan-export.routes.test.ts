import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskType } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, setSchoolService, studentsOf, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { uploadScans } from '../../../test/helpers/scan-upload.js';
import { generateScan } from '../scan-reading/testing/generate-scan.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';
import { layoutOfWork } from './scan.reading.js';

/** Issue 13 item 5: the sorted-data export (整理数据) of a machine-read homework, through the task centre. */
let t: TestApp;
let teacher: string;
let work: FactoryWork;
let classA: { guid: string; name: string; buddies: string }[];
let pages: { pageGuid: string; status: string }[];
let uploadTask: string;

const upload = (files: Buffer[]) => uploadScans(t.app, teacher, work.guid, files.map((body, i) => ({ body, name: `${i + 1}.jpg`, type: 'image/jpeg' })));

/** Starts the export, runs its task and downloads the workbook through the task centre's link. */
async function exportWorkbook(cookie = teacher) {
  const started = await call(t.app, cookie, 'GET', `/api/Examinee/ExportSortDataGetKey?jobKey=${work.guid}`);
  expect(started.body).toMatchObject({ status: 201, data: { key: expect.any(String), name: '整理数据：扫描整理', type: TaskType.SortedDataExport } });
  await t.app.jobs.drain();
  const list = (await call(t.app, cookie, 'GET', `/api/Job/List?workGuid=${work.guid}`)).body.data.list;
  const task = list.find((x: { key: string }) => x.key === started.body.data.key);
  expect(task).toMatchObject({ state: 'done', type: TaskType.SortedDataExport, download: `/api/Examinee/ExportSortDataDownLoad?key=${started.body.data.key}`, fileName: '整理数据-扫描整理.xlsx' });
  const res = await t.app.inject({ method: 'GET', url: task.download, headers: { cookie } });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows = (name: string) => {
    const sheet = book.getWorksheet(name)!;
    const out: unknown[][] = [];
    sheet.eachRow((row) => out.push(Array.from({ length: sheet.columnCount }, (_, i) => (row.values as unknown[])[i + 1] ?? null)));
    return out;
  };
  return { key: started.body.data.key as string, students: rows('学生答题卡'), pages: rows('未对应学生的页') };
}

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  work = await createWork(t.db, { workType: 4, name: '扫描整理' });
  const workCode = (await t.db.selectFrom('works').select('workCode').where('guid', '=', work.guid).executeTakeFirstOrThrow()).workCode!;
  classA = await studentsOf(t.db, work.classGuids[0]!);
  const layout = layoutOfWork(await submissionWorkRepository.questionsOf(t.db, work.schoolId, work.guid));
  const scan = async (seed: number, studentNo: string, answers: Record<number, string[]>, damageStudentNo = false) =>
    (await generateScan(layout, { seed, qr: { paperGuid: work.guid, workCode }, studentNo, answers, damageStudentNo, degradation: { flipped: false, rotationDeg: 1, scale: 1, noise: 3, jpegQuality: 88, blur: 0 } })).image;
  const res = await upload([
    await scan(1, classA[0]!.buddies.slice(-8), { 1: ['A'], 2: ['B'], 3: ['D'], 4: ['D'], 5: ['A', 'C'] }),
    // An unclear number: the teacher picks the student and changes question 3.
    await scan(2, classA[1]!.buddies.slice(-8), { 1: ['B'], 2: ['B'], 3: ['C'], 4: [], 5: ['A'] }, true),
    // A number no student has.
    await scan(3, '99999999', { 1: ['A'], 2: ['A'], 3: ['A'], 4: ['A'], 5: ['A'] }),
    // A second sheet of the first student: waits for review.
    await scan(4, classA[0]!.buddies.slice(-8), { 1: ['C'], 2: ['C'], 3: ['C'], 4: ['C'], 5: ['C'] }),
  ]);
  expect(res.json().status).toBe(201);
  uploadTask = res.json().data.key;
  await t.app.jobs.drain();
  pages = (await call(t.app, teacher, 'GET', `/api/Scan/Batch?batchGuid=${res.json().data.batchGuid}`)).body.data.pages;
  expect(pages.map((p) => p.status)).toEqual(['read', 'review', 'review', 'review']);
  expect((await call(t.app, teacher, 'POST', '/api/Scan/Resolve', { pageGuid: pages[1]!.pageGuid, stuGuid: classA[1]!.guid, answers: { 3: 'A' } })).body.status).toBe(200);
  const sub = await t.db.selectFrom('submissions').select('guid').where('workGuid', '=', work.guid).where('studentGuid', '=', classA[0]!.guid).executeTakeFirstOrThrow();
  expect((await call(t.app, teacher, 'POST', '/api/Mark/Save', { workGuid: work.guid, th: 6, submissionGuid: sub.guid, score: 7.5 })).body.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('sorted-data export (整理数据)', () => {
  it('makes a workbook in the task centre: every student in class and 学号 order, answers as they count, scores, review record and pages', async () => {
    const { students, pages: other } = await exportWorkbook();
    expect(students[0]).toEqual([
      '班级', '学号', '姓名', '状态', '卡上学号', '总分', '客观题得分', '主观题得分',
      '1', '1得分', '2', '2得分', '3', '3得分', '4', '4得分', '5', '5得分', '6得分', '复核记录', '扫描页',
    ]);
    // Every student of the homework's classes, class by class, by 学号 within a class.
    const classB = await studentsOf(t.db, work.classGuids[1]!);
    expect(students.slice(1).map((r) => r[1])).toEqual([...classA, ...classB].map((s) => s.buddies));
    expect(new Set(students.slice(1 + classA.length).map((r) => r[0])).size).toBe(1);
    expect(students[1 + classA.length]![0]).not.toBe('七年级1班');
    const [s0, s1, s2] = classA;
    // Read, with a second sheet waiting for review; the written answer marked 7.5.
    expect(students[1]).toEqual(['七年级1班', s0!.buddies, s0!.name, '待复核', s0!.buddies.slice(-8), 15.5, 8, 7.5, 'A', 2, 'B', 2, 'D', 0, 'D', 2, 'AC', 2, 7.5, null, '1.jpg 第1页']);
    // The teacher chose the student and changed question 3; the written answer is not marked yet (empty score).
    expect(students[2]).toEqual(['七年级1班', s1!.buddies, s1!.name, '已读取', null, 3, 3, 0, 'B', 0, 'B', 2, 'A', 0, null, 0, 'A', 1, null, expect.stringContaining('学生由教师确认'), '2.jpg 第1页']);
    expect(students[2]![19]).toContain('第3题 机读C，教师确认A');
    // Nothing scanned.
    expect(students[3]).toEqual(['七年级1班', s2!.buddies, s2!.name, '缺答题卡', null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null]);
    expect(other).toEqual([
      ['扫描文件', '页码', '状态', '卡上学号', '说明'],
      ['3.jpg', 1, '待复核', '99999999', '未找到与学号对应的学生，请选择学生'],
      ['4.jpg', 1, '待复核', s0!.buddies.slice(-8), '该学生已有另一张答题卡，请核对'],
    ]);
  }, 60_000);

  it('is the school’s: another school cannot start it for the homework nor download the file; other tasks are not its downloads', async () => {
    const { key } = await exportWorkbook();
    const foreign = await loginAs(t.app, DEMO.teacherB);
    const refused = await call(t.app, foreign, 'GET', `/api/Examinee/ExportSortDataGetKey?jobKey=${work.guid}`);
    expect(refused.body.status).not.toBe(201);
    expect(refused.body.status).not.toBe(200);
    expect((await t.db.selectFrom('tasks').select('id').where('jobName', '=', 'export.scanSortData').where('schoolId', '<>', work.schoolId).execute())).toEqual([]);
    const stolen = await t.app.inject({ method: 'GET', url: `/api/Examinee/ExportSortDataDownLoad?key=${key}`, headers: { cookie: foreign } });
    expect(stolen.json()).toMatchObject({ status: 404, message: '任务不存在或已删除' });
    const online = await createWork(t.db, { name: '线上作业' });
    expect((await call(t.app, teacher, 'GET', `/api/Examinee/ExportSortDataGetKey?jobKey=${online.guid}`)).body).toMatchObject({ status: 400, message: '只有扫描作业可以上传答题卡' });
    expect((await call(t.app, teacher, 'GET', '/api/Examinee/ExportSortDataGetKey?jobKey=x')).http).toBe(400);
    // The upload's reading task is the teacher's, but no sorted data.
    expect((await t.app.inject({ method: 'GET', url: `/api/Examinee/ExportSortDataDownLoad?key=${uploadTask}`, headers: { cookie: teacher } })).json()).toMatchObject({ status: 404, message: '该任务不是整理数据导出' });
  }, 60_000);
});
