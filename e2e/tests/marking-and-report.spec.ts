import { request as requestFactory } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { tinyPng } from '../fixtures/files.js';
import { answerAsStudent, createOnlineWork, studentsWithPasswords, uploadPdf } from '../fixtures/homework-api.js';
import { expect, test } from '../fixtures/test.js';

const run = Date.now().toString(36).toUpperCase();

test.describe('Marking beside the reference answer, then the report', () => {
  test('the teacher marks with the answer key in view, changes a score, opens 查看成绩 and reads the class summary', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, DEMO.teacherA.phone);
    const questions = await uploadPdf(page.request, `Questions ${run}`);
    const key = await uploadPdf(page.request, `Answer key ${run}`, 2);
    const name = `阅读理解${run}`;
    const workGuid = await createOnlineWork(page.request, { name, km: '语文', classCodes: ['A801'], papers: [questions], answers: [key] });

    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.adminA.phone);
    const students = await studentsWithPasswords(admin.request, 'A801', 2, 10);
    await adminContext.close();

    // Student 1 answers in two sittings (30 s and 30 s reported, 12 s before 提交): 用时 is 72 s, not 12.
    const durations: number[] = [];
    for (const [i, s] of students.entries()) {
      const api = await requestFactory.newContext({ baseURL });
      const submitted = await answerAsStudent(api, s, {
        workGuid,
        answers: [{ th: 1, answer: 'A' }, { th: 2, answer: i === 0 ? 'B' : 'C' }, { th: 3, photo: tinyPng() }],
        reportedSeconds: i === 0 ? [30, 30] : [],
        restSeconds: i === 0 ? 12 : 40,
      });
      durations.push(submitted.durationSeconds);
      await api.dispose();
    }
    expect(durations).toEqual([72, 40]);

    await page.goto(`/jobManager/marking?workGuid=${workGuid}`);
    const reference = page.getByLabel('题目与参考答案');
    await expect(reference.getByRole('tab', { name: '参考答案', selected: true })).toBeVisible({ timeout: 30_000 });
    await expect(reference.getByRole('img', { name: '第 1 页' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`${students[0]!.name}（八年级1班）`)).toBeVisible();
    await page.screenshot({ path: '/tmp/ui-shots/marking-1366.png' });

    const score = page.getByLabel('分数');
    await score.fill('6');
    await score.press('Enter');
    await expect(page.getByText(`${students[1]!.name}（八年级1班）`)).toBeVisible();
    await score.fill('9');
    await score.press('Enter');
    await expect(page.getByText('第3题已全部阅完')).toBeVisible();

    // Second thoughts on the first answer: 6 becomes 8.
    await page.getByRole('button', { name: '回看已阅' }).click();
    const list = page.getByRole('dialog', { name: '第3题 已阅答卷' });
    await list.getByRole('button', { name: `改分：${students[0]!.name}（八年级1班）` }).click();
    await expect(page.getByText('已阅：6 分')).toBeVisible();
    await expect(score).toHaveValue('6');
    await score.fill('8');
    await score.press('Enter');
    await expect(page.getByText('第3题已全部阅完')).toBeVisible();

    await page.getByRole('button', { name: '查看成绩' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobManager/job-analyze\\?workGuid=${workGuid}`));
    // 20 points: student 1 has 5 + 5 + 8 = 18, student 2 has 5 + 0 + 9 = 14.
    const summary = page.getByRole('table', { name: '成绩概况' });
    const classRow = summary.getByRole('row').filter({ hasText: '八年级1班' });
    await expect(classRow).toBeVisible();
    const cells = (await classRow.getByRole('cell').allInnerTexts()).map((c) => c.trim());
    expect(cells[1]).toMatch(/^2\/\d+$/);
    expect(cells).toEqual(['八年级1班', cells[1], '16', '18', '14', '100%', '50%']);
    await expect(page.getByText(/及格：得分不低于满分的 60%（12 分）；优秀：不低于满分的 90%（18 分）/)).toBeVisible();
    // Highest score first (the report pages by ten): student 1 leads.
    const scoreHeader = page.getByRole('columnheader', { name: /得分/ });
    await scoreHeader.click();
    await scoreHeader.click();
    const first = page.getByRole('row').filter({ hasText: students[0]!.buddies });
    await expect(first).toContainText('1分12秒');
    await page.screenshot({ path: '/tmp/ui-shots/report-1366.png', fullPage: true });

    await page.getByRole('tab', { name: '成绩分布' }).click();
    await expect(page.getByText('分数段含下限、不含上限，最后一段含最高分：如 5 分计入 [5,10)。')).toBeVisible();
    await expect(page.getByRole('img', { name: '成绩分布折线图' })).toBeVisible();
    await page.screenshot({ path: '/tmp/ui-shots/distribution-1366.png', fullPage: true });
  });
});
