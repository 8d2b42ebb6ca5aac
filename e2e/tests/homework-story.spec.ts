import ExcelJS from 'exceljs';
import type { APIResponse, Locator, Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { logInWithForm, signIn } from '../fixtures/auth.js';
import { minimalPdf, tinyPng, writeTempFile } from '../fixtures/files.js';
import { openPhonePage, studentLogIn } from '../fixtures/phone.js';
import { expect, test } from '../fixtures/test.js';
import { buttonName } from '../fixtures/text.js';

/** A name unique to this run, so the students pick this homework out of their list even on a reused server. */
const run = Date.now().toString(36).toUpperCase();
const workName = `七年级数学在线练习${run}`;

interface Student {
  name: string;
  buddies: string;
  className: string;
  password: string;
}

/** The data of an API answer, after checking its envelope says 200. */
async function dataOf<T>(response: Promise<APIResponse>): Promise<T> {
  const body = (await (await response).json()) as { status: number; message: string; data: T };
  expect(body.status, body.message).toBe(200);
  return body.data;
}

/** The texts of a table row's cells. */
async function cellTexts(row: Locator): Promise<string[]> {
  return (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());
}

/**
 * Picks `option` in the antd select labelled `label`. antd's role=option elements are a hidden accessibility list;
 * the visible entries carry the option's text as their title, and the open dropdown is the last one in the page.
 */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByTitle(option, { exact: true }).filter({ visible: true }).last().click();
  await expect(select.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText(option);
}

test.describe('An online homework from a PDF, answered on phones, marked and reported', () => {
  test('the teacher publishes it, two students submit once each, the teacher marks and exports the score report', async ({
    page,
    browser,
    baseURL,
    pageErrors,
  }) => {
    test.setTimeout(150_000);

    // ── 1. The teacher creates the online homework from an uploaded PDF ──────────────────────────────────────
    await logInWithForm(page, DEMO.twoRoleTeacher.phone);
    await expect(page).toHaveURL(/\/change-role/);
    await page.getByRole('button', { name: buttonName('教师') }).click();
    await expect(page).toHaveURL(/\/jobManager\/job$/);

    await page.getByRole('tab', { name: '在线作业' }).click();
    // The tab, the list and 布置作业 follow the address; once the tab shows selected, the button assigns that type.
    await expect(page.getByRole('tab', { name: '在线作业', selected: true })).toBeVisible();
    await page.getByRole('button', { name: buttonName('布置作业') }).click();
    await expect(page).toHaveURL(/\/jobManager\/job-tiku/);
    await page.getByRole('button', { name: '文件上传' }).click();
    await expect(page).toHaveURL(/\/jobManager\/job-upload\?.*workType=1/);

    const pdf = await writeTempFile('unit1-exercise.pdf', minimalPdf('Unit 1 exercise'));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '上传题目' }).click();
    await (await chooser).setFiles(pdf);
    await expect(page.getByText('unit1-exercise.pdf')).toBeVisible();

    const count = page.getByLabel('题目数量');
    await count.fill('6');
    await count.press('Enter');
    // Questions 1–4: single choice (the default type), answers A, B, C, D.
    for (const [th, letter] of [[1, 'A'], [2, 'B'], [3, 'C'], [4, 'D']] as const) {
      await page.getByRole('button', { name: `第${th}题选项${letter}` }).click();
      await expect(page.getByRole('button', { name: `第${th}题选项${letter}` })).toHaveAttribute('aria-pressed', 'true');
    }
    // Question 5: multiple choice, answer AC, scored by the default rule (half marks for a right part).
    await choose(page, page.getByLabel('第5题题型'), '多选');
    await page.getByRole('button', { name: '第5题选项A' }).click();
    await page.getByRole('button', { name: '第5题选项C' }).click();
    // Question 6: subjective; the type change sets its score to 10.
    await choose(page, page.getByLabel('第6题题型'), '主观');
    await expect(page.getByLabel('第6题分值')).toHaveAttribute('aria-valuenow', '10');
    await expect(page.getByText('共 6 题，总分 20 分')).toBeVisible();

    await page.getByRole('button', { name: buttonName('下一步') }).click();
    const confirmQuestions = page.getByRole('dialog', { name: '确认题目设置' });
    await expect(confirmQuestions).toContainText('共 6 题，总分 20 分');
    await confirmQuestions.getByRole('button', { name: buttonName('下一步') }).click();

    // 发布设置
    await expect(page).toHaveURL(/\/jobManager\/job-basic/);
    const nameInput = page.getByLabel('作业名称');
    await expect(nameInput).not.toHaveValue('');
    await nameInput.fill(workName);
    // The header's 学段、科目 may stand on another subject of hers; this homework is mathematics.
    await choose(page, page.getByLabel('科目', { exact: true }), '数学');
    await expect(nameInput).toHaveValue(workName);
    await page.getByRole('checkbox', { name: '七年级1班', exact: true }).check();
    await page.getByRole('checkbox', { name: '七年级2班', exact: true }).check();

    // The picker refuses a start in the past: with a past time typed in, its own 确定 stays disabled, and once
    // closed the field keeps the default start (now + 2 h).
    const start = page.getByLabel('开始时间');
    const defaultStart = await start.inputValue();
    expect(defaultStart).not.toBe('');
    await start.click();
    await start.fill('2020-01-01 08:00');
    const pickerOk = page.getByRole('button', { name: buttonName('确定'), disabled: true });
    await expect(pickerOk).toBeVisible();
    await start.press('Escape');
    await expect(pickerOk).toBeHidden();
    await nameInput.click(); // leaves the field, which closes the picker
    await expect(page.getByRole('button', { name: buttonName('确定') }), 'only the form\'s 确定 is left').toHaveCount(1);
    await expect(start).toHaveValue(defaultStart);

    await page.getByRole('button', { name: buttonName('确定') }).click();
    const confirmPublish = page.getByRole('dialog', { name: '确认发布' });
    await expect(confirmPublish).toContainText(workName);
    await expect(confirmPublish).toContainText('七年级1班、七年级2班');
    await confirmPublish.getByRole('button', { name: buttonName('下一步') }).click();

    await expect(page).toHaveURL(/\/jobManager\/job-finish\?.*workInfoGuid=/);
    await expect(page.getByText('操作成功')).toBeVisible();
    const workGuid = new URL(page.url()).searchParams.get('workInfoGuid')!;
    expect(workGuid).toMatch(/^[0-9a-f-]{36}$/);

    // The picker only offers times from now on, so the homework starts in two hours and students cannot see it
    // yet. A teacher cannot move the start earlier in the UI either (the edit form has the same picker), so the
    // test does what the edit screen's save does — GetWorkInfo, then SaveOnlineWork with workInfoGuid — with only
    // the start moved five minutes into the past. The server allows changing the start of a work not yet started.
    const info = await dataOf<Record<string, unknown> & { state: number }>(
      page.request.get('/api/WorkInfo/GetWorkInfo', { params: { workInfoGuid: workGuid } }),
    );
    expect(info.state, 'a new homework has not started').toBe(0);
    await dataOf(
      page.request.post('/api/WorkInfo/SaveOnlineWork', {
        data: { ...info, startTime: new Date(Date.now() - 5 * 60_000).toISOString() },
      }),
    );
    const started = await dataOf<{ state: number }>(page.request.get('/api/WorkInfo/Detail', { params: { workGuid } }));
    expect(started.state, 'the homework has started').toBe(1);

    // ── 2. The school administrator hands out passwords to two students of 七年级1班 ─────────────────────────────
    const adminContext = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const admin = await adminContext.newPage();
    admin.on('pageerror', (error) => pageErrors.push(error));
    await signIn(admin, DEMO.adminA.phone);
    await admin.goto('/usercenter/student');
    await choose(admin, admin.getByRole('combobox', { name: '班级' }), '七年级1班');
    const studentRows = admin.getByRole('table').getByRole('row');
    // Header plus rows, all of 七年级1班 once the filter applies.
    await expect(studentRows.filter({ hasNotText: '七年级1班' })).toHaveCount(1);
    await studentRows.nth(1).getByRole('checkbox').check();
    await studentRows.nth(2).getByRole('checkbox').check();
    await admin.getByRole('button', { name: buttonName('重置密码') }).click();
    await expect(admin.getByText('确定重置选中的 2 名学生的密码吗？')).toBeVisible();
    await admin.getByRole('button', { name: buttonName('确定') }).click();
    const passwords = admin.getByRole('dialog', { name: '新的初始密码' });
    const passwordRows = passwords.getByRole('row');
    await expect(passwordRows).toHaveCount(3);
    const students: Student[] = [];
    for (const i of [1, 2]) {
      const [name, buddies, className, password] = await cellTexts(passwordRows.nth(i));
      expect(className).toBe('七年级1班');
      expect(password).toBeTruthy();
      students.push({ name: name!, buddies: buddies!, className: className!, password: password! });
    }
    await adminContext.close();
    const [good, weak] = students as [Student, Student];

    // ── 2a. Student 1 on a phone: everything right on 1–5, a photo for 6, and a quick double tap on 提交 ───────────
    const phone1 = await openPhonePage(browser, baseURL, pageErrors);
    await studentLogIn(phone1, good.buddies, good.password);
    await phone1.getByRole('link', { name: workName }).click();
    await expect(phone1).toHaveURL(new RegExp(`/student/work/${workGuid}`));
    for (const [th, letter] of [[1, 'A'], [2, 'B'], [3, 'C'], [4, 'D'], [5, 'A'], [5, 'C']] as const) {
      await phone1.getByRole('button', { name: `第${th}题 ${letter}` }).click();
    }
    await expect(phone1.getByRole('button', { name: '第5题 C' })).toHaveAttribute('aria-pressed', 'true');
    const photo = await writeTempFile('answer-6.png', tinyPng());
    const camera = phone1.waitForEvent('filechooser');
    await phone1.getByRole('button', { name: buttonName('拍照/上传') }).click();
    await (await camera).setFiles(photo);
    await expect(phone1.getByRole('img', { name: '第6题答案第1张' })).toBeVisible();
    await phone1.getByRole('button', { name: buttonName('提交') }).dblclick();
    await expect(phone1.getByText('提交成功')).toBeVisible();
    await phone1.context().close();

    // ── 2b. Student 2: 1 A (right), 2 A (wrong), 5 A only (part of AC), the rest blank; the first answer is lost ──
    const phone2 = await openPhonePage(browser, baseURL, pageErrors);
    await studentLogIn(phone2, weak.buddies, weak.password);
    await phone2.getByRole('link', { name: workName }).click();
    await expect(phone2).toHaveURL(new RegExp(`/student/work/${workGuid}`));
    for (const [th, letter] of [[1, 'A'], [2, 'A'], [5, 'A']] as const) {
      await phone2.getByRole('button', { name: `第${th}题 ${letter}` }).click();
    }
    // The first Submit reaches the server and is stored, but its answer never comes back (a dropped connection).
    await phone2.route(
      '**/api/Student/Submit',
      async (route) => {
        await route.fetch();
        await route.abort('failed');
      },
      { times: 1 },
    );
    const submitBlank = async () => {
      await phone2.getByRole('button', { name: buttonName('提交') }).click();
      const confirm = phone2.getByRole('dialog').filter({ hasText: '还有3题未作答，确定提交吗？' });
      await confirm.getByRole('button', { name: buttonName('提交') }).click();
      // The dialog fades out with its own 提交 button; wait until it is gone before the next tap.
      await expect(confirm).toBeHidden();
    };
    await submitBlank();
    await expect(phone2.getByText('请重试（不会重复提交）')).toBeVisible();
    await submitBlank();
    await expect(phone2.getByText('提交成功')).toBeVisible();
    await phone2.context().close();

    // Exactly one submission per student: two in all, whatever was tapped twice or retried.
    const detail = await dataOf<{ submitCount: number }>(page.request.get('/api/WorkInfo/Detail', { params: { workGuid } }));
    expect(detail.submitCount).toBe(2);

    // ── 3. The teacher marks the subjective answer of student 1 ─────────────────────────────────────────────
    await page.goto(`/jobManager/marking?workGuid=${workGuid}`);
    // Student 2 left 6 blank, which is scored 0 on submission; only student 1's photo waits for the teacher.
    await expect(page.getByRole('tab', { name: '第6题 已阅 1 / 未阅 1' })).toBeVisible();
    await expect(page.getByText(`${good.name}（${good.className}）`)).toBeVisible();
    await expect(page.getByRole('img', { name: '答案图片 1/1' })).toBeVisible();
    const mark = page.getByLabel('分数');
    await mark.fill('8');
    await mark.press('Enter');
    await expect(page.getByText('第6题已全部阅完')).toBeVisible();
    await expect(page.getByText('已阅 2', { exact: true })).toBeVisible();
    await expect(page.getByText('未阅 0', { exact: true })).toBeVisible();

    // ── 4. The score report and its workbook ───────────────────────────────────────────────────────────
    await page.goto(`/jobManager/job-analyze?workGuid=${workGuid}`);
    await expect(page.getByRole('tab', { name: '成绩单', selected: true })).toBeVisible();
    // The page also shows the class summary (成绩概况) as a table; the score list is the one with the 得分 column.
    const scoreHeader = page.getByRole('columnheader', { name: /得分/ });
    const table = page.getByRole('table').filter({ has: scoreHeader });
    const rows = table.getByRole('row');
    // Highest score first (ascending, then descending): the two who submitted lead, the others follow.
    await scoreHeader.click();
    await scoreHeader.click();
    await expect(rows.nth(1)).toContainText(good.name);
    await expect(rows.nth(2)).toContainText(weak.name);

    // 18 = 2+2+2+2 + 2 (AC) + 8 (marked); 3 = 2 (1 A) + 0 (2 A) + 1 (5 A: half of 2). Two students scored, so by
    // the rank rule the first (rank 1 ≤ ⌈0.15·2⌉ = 1) is A and the second (rank 2 ≤ ⌈0.75·2⌉ = 2) is C.
    const expected = [
      { student: good, score: '18', level: 'A' },
      { student: weak, score: '3', level: 'C' },
    ];
    const onScreen: string[][] = [];
    for (const [i, e] of expected.entries()) {
      const cells = await cellTexts(rows.nth(i + 1));
      expect(cells.slice(0, 5)).toEqual([e.student.name, e.student.buddies, '七年级1班', e.score, e.level]);
      expect(cells[6]).not.toContain('未提交');
      onScreen.push(cells);
    }
    const rowCount = await rows.count();
    expect(rowCount, 'other students are listed too').toBeGreaterThan(3);
    for (let i = 3; i < rowCount; i++) {
      const cells = await cellTexts(rows.nth(i));
      expect(cells[6], `row ${i}: ${cells.join(' ')}`).toBe('未提交');
    }

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: buttonName('导出') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? '').trim());
    const column = (title: string) => {
      const index = header.indexOf(title);
      expect(index, `column ${title} in ${header.join(',')}`).toBeGreaterThan(0);
      return index;
    };
    const columns = ['姓名', '学号', '得分', '等级'].map(column);
    const sheetRows: string[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) sheetRows.push(columns.map((c) => row.getCell(c).text.trim()));
    });
    for (const cells of onScreen) {
      // 姓名, 学号, 得分, 等级 are columns 1, 2, 4 and 5 of the screen.
      const shown = [cells[0], cells[1], cells[3], cells[4]];
      expect(sheetRows.filter((r) => r[0] === shown[0] && r[1] === shown[1])).toEqual([shown]);
    }
  });
});
