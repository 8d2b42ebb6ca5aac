import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountLimits, STUDENT_IMPORT_COLUMNS, type TClass, type TStudent } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { buildWorkbook, multipartFile, readWorkbook, sheetRows } from '../../../test/helpers/xlsx.js';

let t: TestApp;
let adminA: string;
let teacherA: string;
let adminB: string;
let classesA: Record<string, TClass>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(cookie: string, body: Buffer, fileName = '学生.xlsx', field = 'file') {
  const { payload, headers } = multipartFile(body, fileName, field);
  const res = await t.app.inject({ method: 'POST', url: '/api/Teacher/ImportStudent', headers: { ...headers, cookie }, payload });
  return { http: res.statusCode, body: res.json() as { status: number; message: string; data: any } };
}

async function total(cookie: string, payload: object = {}) {
  const res = await call(t.app, cookie, 'POST', '/api/Teacher/StudentList', { pageIndex: 1, pageSize: 200, ...payload });
  return res.body.data as { list: TStudent[]; total: number };
}

const fileNameOf = (disposition: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)![1]!);

beforeAll(async () => {
  t = await createTestApp();
  [adminA, teacherA, adminB] = await Promise.all([loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.adminB)]);
  const res = await call(t.app, adminA, 'POST', '/api/Teacher/GetClasses', {});
  classesA = Object.fromEntries((res.body.data.list as TClass[]).map((c) => [c.classCode, c]));
});
afterAll(async () => t.close());

describe('StudentTemplate', () => {
  it('downloads an xlsx with the header, one example row, widths and a 说明 sheet, under a UTF-8 file name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Teacher/StudentTemplate', headers: { cookie: teacherA } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain("filename*=UTF-8''");
    expect(fileNameOf(disposition)).toBe('学生导入模板.xlsx');
    const workbook = await readWorkbook(res.rawPayload);
    const [sheet, guide] = workbook.worksheets;
    const rows = sheetRows(sheet!);
    expect(rows[0]).toEqual([...STUDENT_IMPORT_COLUMNS]);
    expect(rows).toHaveLength(2);
    expect(rows[1]![2]).toBe('八年级1班');
    expect(sheet!.getColumn(2).width).toBeGreaterThan(10);
    expect(guide!.name).toBe('说明');
    expect(sheetRows(guide!).flat().join('')).toContain('学号');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Teacher/StudentTemplate' });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(401);
  });
});

describe('ImportStudent', () => {
  const good = [
    ['韩梅梅', 'IMP001', '七年级2班', '13911110001'],
    ['李雷', 'IMP002', '七年级2班', null],
    ['吴一凡', 'IMP003', '高一2班', 13911110003],
  ];

  it('rejects a workbook with one bad row, names that row, and imports nothing; the corrected file then imports', async () => {
    const before = (await total(adminA)).total;
    const bad = [good[0]!, ['王五', 'IMP-004', '七年级2班', ''], good[1]!, good[2]!];
    const rejected = await upload(adminA, await buildWorkbook(bad));
    expect(rejected.http).toBe(400);
    expect(rejected.body).toEqual({
      status: 400,
      message: '导入失败：共1行有误，未导入任何学生',
      data: { imported: 0, errors: [{ row: 3, reason: '学号只能包含数字和字母' }] },
    });
    expect((await total(adminA)).total).toBe(before);

    const fixed = [good[0]!, ['王五', 'IMP004', '七年级2班', ''], good[1]!, good[2]!];
    const accepted = await upload(adminA, await buildWorkbook(fixed));
    expect(accepted.http).toBe(200);
    expect(accepted.body).toEqual({ status: 200, message: 'success', data: { imported: 4, errors: [] } });
    expect((await total(adminA)).total).toBe(before + 4);
    const imported = (await total(adminA, { keyword: 'IMP' })).list;
    expect(imported.map((s) => [s.stuName, s.buddies, s.className, s.stuPhone])).toEqual([
      ['韩梅梅', 'IMP001', '七年级2班', '13911110001'],
      ['李雷', 'IMP002', '七年级2班', null],
      ['王五', 'IMP004', '七年级2班', null],
      ['吴一凡', 'IMP003', '高一2班', '13911110003'],
    ]);
  });

  it('lists every bad row with its Excel row number and reason', async () => {
    const existing = (await total(adminA, { classGuid: classesA.A701!.classGuid })).list[0]!.buddies;
    const rows = [
      ['', 'ALL01', '七年级1班', ''],
      ['很'.repeat(21), 'ALL02', '七年级1班', ''],
      ['甲', 'ALL03', '七年级1班', ''],
      ['乙', 'ALL03', '七年级1班', ''],
      ['丙', existing, '七年级1班', ''],
      ['丁', 'ALL06', '九年级9班', ''],
      ['戊', 'ALL07', '七年级1班', '1234'],
      [null, null, null, null],
      ['己', 'ALL09', '七年级1班', ''],
    ];
    const res = await upload(adminA, await buildWorkbook(rows));
    expect(res.http).toBe(400);
    expect(res.body.message).toBe('导入失败：共6行有误，未导入任何学生');
    expect(res.body.data).toEqual({
      imported: 0,
      errors: [
        { row: 2, reason: '姓名不能为空' },
        { row: 3, reason: '姓名不能超过20个字符' },
        { row: 5, reason: '第5行学号与第4行重复' },
        { row: 6, reason: `学号已存在：${existing}` },
        { row: 7, reason: '班级「九年级9班」不存在' },
        { row: 8, reason: '手机号格式不正确，应为11位手机号' },
      ],
    });
    expect((await total(adminA, { keyword: 'ALL0' })).total).toBe(0);
  });

  it('refuses a teacher rows for classes they do not teach', async () => {
    const res = await upload(teacherA, await buildWorkbook([['赵六', 'TCH01', '八年级1班', ''], ['钱七', 'TCH02', '七年级1班', '']]));
    expect(res.http).toBe(400);
    expect(res.body.data.errors).toEqual([{ row: 3, reason: '您不是班级「七年级1班」的任课老师' }]);
    const ok = await upload(teacherA, await buildWorkbook([['赵六', 'TCH01', '八年级1班', '']]));
    expect(ok.body.data).toEqual({ imported: 1, errors: [] });
  });

  it('matches class names and student numbers within the importing school only', async () => {
    const takenInA = (await total(adminA, { classGuid: classesA.G101!.classGuid })).list[0]!.buddies;
    const foreignClass = await upload(adminB, await buildWorkbook([['孙八', 'BSCH01', '高一1班', '']]));
    expect(foreignClass.body.data.errors).toEqual([{ row: 2, reason: '班级「高一1班」不存在' }]);
    const reused = await upload(adminB, await buildWorkbook([['孙八', takenInA, '七年级1班', '']]));
    expect(reused.body.data).toEqual({ imported: 1, errors: [] });
    const inA = (await total(adminA, { keyword: takenInA })).list;
    expect(inA).toHaveLength(1);
    expect(inA[0]!.classCode).toBe('G101');
  });

  it('refuses a wrong header, an empty sheet and too many rows', async () => {
    const header = await upload(adminA, await buildWorkbook([['张三', 'H1', '七年级1班', '']], ['名字', '学号', '班级', '电话']));
    expect(header.http).toBe(400);
    expect(header.body).toMatchObject({ message: '表头应为：姓名、学号、班级、手机号', data: { imported: 0, errors: [{ row: 1, reason: '表头应为：姓名、学号、班级、手机号' }] } });
    const empty = await upload(adminA, await buildWorkbook([]));
    expect(empty.body).toMatchObject({ status: 400, message: '文件中没有学生数据' });
    const many = Array.from({ length: AccountLimits.importMaxRows + 1 }, (_, i) => ['学生', `MANY${i}`, '七年级1班', '']);
    const tooMany = await upload(adminA, await buildWorkbook(many));
    expect(tooMany.body).toMatchObject({ status: 400, message: `每次最多导入${AccountLimits.importMaxRows}名学生` });
    expect((await total(adminA, { keyword: 'MANY' })).total).toBe(0);
  });

  it('accepts only real xlsx files, by content as well as by name', async () => {
    const workbook = await buildWorkbook([good[0]!]);
    const renamed = await upload(adminA, Buffer.from('姓名,学号\n张三,1'), 'students.xlsx');
    expect(renamed.http).toBe(400);
    expect(renamed.body.message).toContain('.xlsx');
    const wrongName = await upload(adminA, workbook, 'students.csv');
    expect(wrongName.http).toBe(400);
    const fakeZip = await upload(adminA, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]), 'x.xlsx');
    expect(fakeZip.http).toBe(400);
    expect(fakeZip.body.message).toContain('.xlsx');
  });

  it('maps an oversize file to a Chinese 413, a missing file field and a non-multipart request to Chinese 400s', async () => {
    const big = await upload(adminA, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(AccountLimits.importMaxBytes + 10)]));
    expect(big.http).toBe(413);
    expect(big.body).toMatchObject({ status: 413, message: '文件过大，不能超过5MB' });
    const wrongField = await upload(adminA, await buildWorkbook([good[0]!]), 'a.xlsx', 'upload');
    expect(wrongField.http).toBe(400);
    expect(wrongField.body.message).toContain('file');
    const json = await call(t.app, adminA, 'POST', '/api/Teacher/ImportStudent', { file: 'x' });
    expect(json.http).toBe(400);
    expect(json.body.message).toBe('请以文件上传的方式提交');
  });

  it('answers a truncated or malformed multipart body with a Chinese 400, not a 500', async () => {
    const headers = { cookie: adminA, 'content-type': 'multipart/form-data; boundary=xyz' };
    for (const payload of ['garbage', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\x03\x04abc']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/Teacher/ImportStudent', headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: '上传的内容不完整或格式不正确，请重新上传' });
    }
    const noFile = await t.app.inject({ method: 'POST', url: '/api/Teacher/ImportStudent', headers, payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nhello\r\n--xyz--\r\n' });
    expect(noFile.json()).toMatchObject({ status: 400, message: '请选择要上传的文件' });
  });
});

/** ExportStudent answers data.url; the workbook then downloads from it (as the browser does). */
async function exportStudents(cookie: string, payload: object) {
  const answer = await call(t.app, cookie, 'POST', '/api/Teacher/ExportStudent', payload);
  expect(answer.body).toMatchObject({ status: 200, data: { url: expect.stringMatching(/^\/api\/YJReport\/LoadFile\?/) } });
  return t.app.inject({ method: 'GET', url: answer.body.data.url, headers: { cookie } });
}

describe('ExportStudent', () => {
  it('exports one class under its name and reads back the same students', async () => {
    const res = await exportStudents(adminA, { classGuid: classesA.A701!.classGuid });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(fileNameOf(String(res.headers['content-disposition']))).toBe('学生名单-七年级1班.xlsx');
    const rows = sheetRows((await readWorkbook(res.rawPayload)).worksheets[0]!);
    expect(rows[0]).toEqual([...STUDENT_IMPORT_COLUMNS]);
    const listed = (await total(adminA, { classGuid: classesA.A701!.classGuid })).list;
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[3]])).toEqual(listed.map((s) => [s.stuName, s.buddies, s.className, s.stuPhone ?? '']));
  });

  it('exports every student a teacher may see when no class is given, in a file that imports again', async () => {
    const res = await exportStudents(teacherA, {});
    expect(fileNameOf(String(res.headers['content-disposition']))).toBe('学生名单.xlsx');
    const rows = sheetRows((await readWorkbook(res.rawPayload)).worksheets[0]!).slice(1);
    expect(rows).toHaveLength((await total(teacherA)).total);
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['八年级1班', '八年级2班', '高一1班']));
    const again = await upload(teacherA, res.rawPayload, '学生名单.xlsx');
    expect(again.http).toBe(400);
    expect(again.body.data.errors[0].reason).toMatch(/^学号已存在/);
  });

  it('answers 404 to another school for its class, with an envelope and no file', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Teacher/ExportStudent', headers: { cookie: adminB }, payload: { classGuid: classesA.A701!.classGuid } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: '班级不存在', data: null });
  });

  it('refuses a teacher a class they do not teach', async () => {
    const res = await call(t.app, teacherA, 'POST', '/api/Teacher/ExportStudent', { classGuid: classesA.A701!.classGuid });
    expect(res.http).toBe(403);
  });

  it.each([
    [{ classGuid: 'abc' }, '班级格式不正确'],
    [{ classGuid: 5 }, '班级格式不正确'],
  ])('rejects the bad body %j with a Chinese 400 naming the field', async (payload, message) => {
    const res = await call(t.app, adminA, 'POST', '/api/Teacher/ExportStudent', payload);
    expect(res.http).toBe(400);
    expect(res.body).toMatchObject({ status: 400, message });
  });
});
