import { request as requestFactory } from '@playwright/test';
import { DEMO, SCHOOL_A } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { answerAsStudent, dataOf, studentsWithPasswords, uploadPdf } from '../fixtures/homework-api.js';
import { openPhonePage, studentLogIn } from '../fixtures/phone.js';
import { expect, test } from '../fixtures/test.js';

const run = Date.now().toString(36).toUpperCase();

test.describe('订正', () => {
  test('the teacher asks for corrections on an ended homework, a student corrects on the phone, the board shows it', async ({ page, browser, baseURL, pageErrors }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, DEMO.teacherA.phone);
    const paper = await uploadPdf(page.request, `Correction ${run}`);
    const name = `订正练习${run}`;
    // An online homework that ends in 40 s: the student answers before the end, the correction comes after it.
    const start = Date.now() - 5 * 60_000;
    const end = Date.now() + 40_000;
    const { workInfoGuid: workGuid } = await dataOf<{ workInfoGuid: string }>(
      page.request.post('/api/WorkInfo/SaveOnlineWork', {
        data: {
          ruCode: SCHOOL_A.ru, km: '语文', name, clazzes: [{ code: 'A801' }],
          startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString(), papers: [paper], answers: [],
          questions: [{ th: 1, type: 1, option: 4, score: 5, answer: 'A' }, { th: 2, type: 1, option: 4, score: 5, answer: 'B' }],
        },
      }),
    );

    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.adminA.phone);
    const [student] = await studentsWithPasswords(admin.request, 'A801', 1, 25);
    await adminContext.close();
    const api = await requestFactory.newContext({ baseURL });
    // Right on 第1题, wrong (C) on 第2题.
    await answerAsStudent(api, student!, { workGuid, answers: [{ th: 1, answer: 'A' }, { th: 2, answer: 'C' }] });
    await api.dispose();
    await page.waitForTimeout(Math.max(0, end - Date.now() + 1_000));

    // 作业详情 → 订正 → 布置订正.
    await page.goto(`/jobManager/job-details?workGuid=${workGuid}`);
    await page.getByRole('button', { name: '订正' }).click();
    await expect(page.getByText('该作业尚未布置订正')).toBeVisible();
    await page.getByRole('button', { name: '布置订正' }).click();
    await expect(page.getByText('已布置订正：1名学生，共1道题')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(student!.name) });
    await expect(row.getByText('未订正')).toBeVisible();
    await page.screenshot({ path: '/tmp/ui-shots/revised-detail-1366.png' });

    // The student on a phone: the task lists only 第2题 with their answer and the key.
    const phone = await openPhonePage(browser, baseURL, pageErrors);
    await studentLogIn(phone, student!.buddies, `Zyb${student!.password}a`);
    await phone.getByRole('link', { name: `订正 ${name}` }).click();
    await expect(phone.getByText('第2题 · 单选题（5分）')).toBeVisible();
    await expect(phone.getByText('第1题 · 单选题（5分）')).toHaveCount(0);
    await expect(phone.getByText('我的答案：C（得 0 分）')).toBeVisible();
    await expect(phone.getByText('正确答案：B')).toBeVisible();
    await phone.getByRole('button', { name: '第2题 B' }).click();
    await phone.screenshot({ path: '/tmp/ui-shots/student-correction-390.png' });
    await phone.getByRole('button', { name: '提交订正' }).click();
    await expect(phone.getByText('订正正确')).toBeVisible();
    await expect(phone.getByText('已订正')).toBeVisible();

    // 错题本 keeps the lost question; 已掌握 sticks.
    await phone.goto('/student/wrong-book');
    await phone.getByRole('button', { name: `${name}第2题已掌握` }).click();
    await expect(phone.getByRole('button', { name: `${name}第2题已掌握` })).toHaveText(/已掌握/);
    await expect(phone.getByRole('button', { name: `${name}第2题已掌握` })).toHaveAttribute('aria-pressed', 'true');
    await phone.screenshot({ path: '/tmp/ui-shots/wrong-book-390.png' });
    await phone.context().close();

    // 订正看板: the class shows 1/1, and the student as 已订正.
    await page.goto('/board/revised-detail');
    const boardRow = page.getByRole('row', { name: new RegExp(name) });
    await expect(boardRow.getByText('1/1（100.00%）')).toBeVisible();
    await boardRow.getByRole('button', { name: /展开行|Expand row/ }).click();
    await expect(page.getByLabel(`${student!.name}订正状态`).getByText('已订正')).toBeVisible();
    await page.screenshot({ path: '/tmp/ui-shots/revised-board-1366.png' });
  });
});
