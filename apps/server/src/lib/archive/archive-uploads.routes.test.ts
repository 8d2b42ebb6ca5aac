import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeworkMessages, UploadType } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { buildWorkbook, multipartFile } from '../../../test/helpers/xlsx.js';
import { docxNamesInsideZip, formulaRowsXlsx, minimalDocx, zipBombDocx, zipBombXlsx } from '../../../test/helpers/zip.js';
import { upload } from '../../modules/homework/homework.fixture.js';

/**
 * Every archive a teacher can send (student and answer workbooks, Word question files) is checked before it is
 * parsed: a zip bomb or a sheet of 100,000 formula rows is refused with a Chinese 400 envelope, and the server
 * keeps answering other requests.
 */
let t: TestApp;
let admin: string;
let teacher: string;
let work: FactoryWork;

beforeAll(async () => {
  t = await createTestApp();
  [admin, teacher] = await Promise.all([loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher')]);
  work = await createWork(t.db, { workType: 4, name: '扫描作业' });
});
afterAll(async () => t.close());

async function importStudents(body: Buffer) {
  const { payload, headers } = multipartFile(body, '学生.xlsx');
  const res = await t.app.inject({ method: 'POST', url: '/api/Teacher/ImportStudent', headers: { ...headers, cookie: admin }, payload });
  return { http: res.statusCode, body: res.json() as { status: number; message: string; data: unknown } };
}

async function importAnswers(body: Buffer) {
  const { payload, headers } = multipartFile(body, '答案.xlsx');
  const res = await t.app.inject({ method: 'POST', url: `/api/MachineRead/Import?workGuid=${work.guid}`, headers: { ...headers, cookie: teacher }, payload });
  return { http: res.statusCode, body: res.json() as { status: number; message: string; data: unknown } };
}

describe('workbook imports refuse hostile archives before parsing them', () => {
  it('refuses a 4 MB zip bomb whose sheet declares 4 GB, at both import endpoints', async () => {
    const bomb = zipBombXlsx({ honest: true });
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    for (const res of [await importStudents(bomb), await importAnswers(bomb)]) {
      expect(res.http).toBe(400);
      expect(res.body).toMatchObject({ status: 400, message: expect.stringContaining('解压后') });
    }
  });

  it('refuses a zip bomb whose headers claim a small sheet, by stopping the inflation at the cap', async () => {
    const res = await importStudents(zipBombXlsx({ honest: false }));
    expect(res.http).toBe(400);
    expect(res.body.message).toContain('解压后');
  });

  it('refuses a workbook of 100,000 formula rows by its row count', async () => {
    const workbook = formulaRowsXlsx(100_000);
    for (const res of [await importStudents(workbook), await importAnswers(workbook)]) {
      expect(res.http).toBe(400);
      expect(res.body.message).toContain('行数过多');
    }
  });

  it('keeps answering other requests while the refused uploads are checked', async () => {
    const [bomb, list] = await Promise.all([importStudents(zipBombXlsx({ honest: false })), call(t.app, admin, 'POST', '/api/Teacher/GetClasses', {})]);
    expect(bomb.http).toBe(400);
    expect(list.body.status).toBe(200);
  });

  it('still imports an ordinary workbook', async () => {
    const res = await importStudents(await buildWorkbook([['王五', 'ZIPOK01', '七年级1班', '']]));
    expect(res.body).toMatchObject({ status: 200, data: { imported: 1 } });
  });
});

describe('Word question files are checked entry by entry', () => {
  it('accepts a real .docx', async () => {
    const res = await upload(t.app, teacher, '题目.docx', minimalDocx(), UploadType.Question);
    expect(res.body.status).toBe(200);
  });

  it('refuses a ZIP whose entries only contain the Word part names', async () => {
    const res = await upload(t.app, teacher, '题目.docx', docxNamesInsideZip(), UploadType.Question);
    expect(res.body).toMatchObject({ status: 403, message: HomeworkMessages.fileContentMismatch });
  });

  it('refuses a .docx whose document part is a zip bomb', async () => {
    const res = await upload(t.app, teacher, '题目.docx', zipBombDocx(), UploadType.Question);
    expect(res.body.status).toBe(403);
    expect(res.body.message).toContain('解压后');
  });
});
