import { request as requestFactory, type Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { answerAsStudent, createOnlineWork, dataOf, studentsWithPasswords, uploadPdf } from '../fixtures/homework-api.js';
import { expect, test } from '../fixtures/test.js';

/** An option of the open antd select (the select itself carries the chosen value's title too). */
const option = (page: Page, title: string) => page.locator(`.ant-select-item-option[title="${title}"]`);

const run = Date.now().toString(36).toUpperCase();
const QUESTIONS = [
  { th: 1, type: 1 as const, option: 4, score: 5, answer: 'A' },
  { th: 2, type: 1 as const, option: 4, score: 5, answer: 'B' },
  { th: 3, type: 1 as const, option: 4, score: 10, answer: 'C' },
];

test.describe('学生学情 for a parent meeting', () => {
  test('the teacher picks a class, searches a student and reads their scores, rank, lost questions and the print view', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.teacherA.phone);
    const paper = await uploadPdf(page.request, `Student look ${run}`);
    const first = await createOnlineWork(page.request, { name: `阅读一${run}`, km: '语文', classCodes: ['A801'], papers: [paper], questions: QUESTIONS, startInMinutes: -30 });
    const second = await createOnlineWork(page.request, { name: `阅读二${run}`, km: '语文', classCodes: ['A801'], papers: [paper], questions: QUESTIONS, startInMinutes: -10 });

    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.adminA.phone);
    const students = await studentsWithPasswords(admin.request, 'A801', 3, 20);
    await adminContext.close();

    // The first student: 5 of 20 (2nd of 3, tied with the third) then 10 of 20 (2nd of 2); the third skips the second.
    const sheets = [
      [['A', 'C', 'D'], ['A', 'B', 'D']],
      [['A', 'B', 'C'], ['A', 'B', 'C']],
      [['A', 'C', 'A']],
    ];
    for (const [i, s] of students.entries()) {
      const api = await requestFactory.newContext({ baseURL });
      const [firstSheet, secondSheet] = sheets[i]!;
      await answerAsStudent(api, s, { workGuid: first, answers: firstSheet!.map((answer, k) => ({ th: k + 1, answer })) });
      // Still signed in: the second homework is a plain submit.
      if (secondSheet) {
        await dataOf(api.post('/api/Student/Submit', {
          data: { workGuid: second, requestId: crypto.randomUUID(), durationSeconds: 60, answers: secondSheet.map((answer, k) => ({ th: k + 1, answer, imageKeys: [] })) },
        }));
      }
      await api.dispose();
    }

    await page.goto('/reports/studentLook');
    const look = page.locator('.student-look');
    await expect(page.getByText('请选择学生')).toBeVisible();
    await look.getByRole('combobox', { name: '班级' }).click();
    await option(page, '八年级1班').click();
    await look.getByRole('combobox', { name: '科目' }).click();
    await option(page, '语文').click();
    await look.getByRole('combobox', { name: '学生' }).fill(students[0]!.name);
    await option(page, students[0]!.name).click();

    const works = page.getByRole('table', { name: '作业与考试成绩' });
    const row = works.getByRole('row').filter({ hasText: `阅读一${run}` });
    await expect(row.getByText('5 / 20')).toBeVisible();
    await expect(row.getByText('2 / 3')).toBeVisible();
    await expect(works.getByRole('row').filter({ hasText: `阅读二${run}` }).getByText('10 / 20')).toBeVisible();
    const wrong = page.getByRole('table', { name: '失分题' });
    await expect(wrong.getByRole('row').filter({ hasText: `阅读一${run}` })).toHaveCount(2);
    await expect(page.getByRole('img', { name: '学生与班级得分率走势折线图' })).toBeVisible();
    await page.screenshot({ path: '/tmp/ui-shots/student-look-1366.png', fullPage: true });

    await page.emulateMedia({ media: 'print' });
    await expect(look.getByRole('combobox', { name: '学生' })).toBeHidden();
    await expect(page.getByRole('button', { name: '任务中心' })).toBeHidden();
    await page.screenshot({ path: '/tmp/ui-shots/student-look-print.png', fullPage: true });
  });
});
