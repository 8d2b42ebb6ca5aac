import { DEMO, SCHOOL_A } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { dataOf, uploadPdf } from '../fixtures/homework-api.js';
import { expect, test } from '../fixtures/test.js';

const run = Date.now().toString(36).toUpperCase();

interface Sheet {
  students: { stuGuid: string; stuName: string }[];
}

test.describe('作业讲评 of a marked machine-read homework', () => {
  test('the teacher opens 作业讲评, clicks the bar of option A and sees who chose it, then pages through their answers', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.teacherA.phone);

    // A machine-read homework (workType 4) of 八年级1班: question 1 single choice (A, 5 points), question 2 multiple choice (AC, 5 points).
    const start = Date.now() - 10 * 60_000;
    const paper = await uploadPdf(page.request, `Review ${run}`);
    const saved = await dataOf<{ workInfoGuid: string }>(
      page.request.post('/api/WorkInfo/SaveMachineReadWork', {
        data: {
          ruCode: SCHOOL_A.ru,
          km: '数学',
          name: `讲评测验${run}`,
          clazzes: [{ code: 'A801' }],
          papers: [paper],
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + 3 * 24 * 3600_000).toISOString(),
          questions: [
            { th: 1, type: 1, option: 4, score: 5, answer: 'A' },
            { th: 2, type: 2, option: 4, score: 5, answer: 'AC' },
          ],
        },
      }),
    );
    const workGuid = saved.workInfoGuid;

    // The teacher types in three students' answer sheets: two chose A on question 1, one chose B.
    const sheet = await dataOf<Sheet>(page.request.get(`/api/MachineRead/Sheet?workGuid=${workGuid}`));
    const [s1, s2, s3] = sheet.students;
    await dataOf(
      page.request.post('/api/MachineRead/Save', {
        data: {
          workGuid,
          entries: [
            { stuGuid: s1!.stuGuid, answers: { 1: 'A', 2: 'AC' } },
            { stuGuid: s2!.stuGuid, answers: { 1: 'B', 2: 'A' } },
            { stuGuid: s3!.stuGuid, answers: { 1: 'A', 2: 'CD' } },
          ],
        },
      }),
    );

    await page.goto(`/jobManager/job-analyze?workGuid=${workGuid}`);
    await page.getByRole('tab', { name: '作业讲评' }).click();
    // 5 + 0 + 5 of 15: class scoring rate 0.67, two full marks, one lost.
    const first = page.getByLabel('第1题', { exact: true });
    await expect(first).toContainText('班级得分率：0.67');
    await expect(first).toContainText('满分人数：2人');
    await expect(first).toContainText('失分人数：1人');
    await first.click();

    const chart = page.getByRole('img', { name: '第1题选项分布柱状图' });
    await expect(chart.getByText('2人', { exact: true })).toBeVisible();
    // Option A is the first of five categories (A–D, 未作答) between the grid's 40 px left and 16 px right margins,
    // and it is the tallest bar (2 students): a click just above the axis lands on it.
    const box = (await chart.boundingBox())!;
    const bandWidth = (box.width - 56) / 5;
    await chart.click({ position: { x: 40 + bandWidth / 2, y: box.height - 40 } });
    const chosen = page.getByRole('region', { name: '所选学生' });
    await expect(chosen.getByText('选择A的学生（2人）')).toBeVisible();
    await expect(chosen.getByText(s1!.stuName, { exact: true })).toBeVisible();
    await expect(chosen.getByText(s3!.stuName, { exact: true })).toBeVisible();
    await expect(chosen.getByText(s2!.stuName, { exact: true })).toHaveCount(0);

    await chosen.getByText(s3!.stuName, { exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '学生作答' });
    await expect(dialog.getByLabel('位置')).toHaveText('2 / 2');
    await expect(dialog.getByText('第1题')).toBeVisible();
    await expect(dialog.getByLabel('当前学生')).toContainText(s3!.stuName);
    await expect(dialog.getByText('得分5分')).toBeVisible();
    await dialog.getByRole('button', { name: '上一个' }).click();
    await expect(dialog.getByLabel('位置')).toHaveText('1 / 2');
    await expect(dialog.getByLabel('当前学生')).toContainText(s1!.stuName);
    await page.screenshot({ path: '/tmp/ui-shots/homework-review-carousel.png' });
  });
});
