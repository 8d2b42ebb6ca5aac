import { request as requestFactory } from '@playwright/test';
import { DEMO, SCHOOL_A } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { answerAsStudent, dataOf, studentsWithPasswords, uploadPdf } from '../fixtures/homework-api.js';
import { expect, test } from '../fixtures/test.js';

const run = Date.now().toString(36).toUpperCase();
const CLASS_CODE = 'A702';

/** 40 answers to a maths fill-in-blank (第2题, 4 points; the key is 2x+2), written as students write them. */
const ANSWERS = [
  ...Array<string>(12).fill('2x+2'),
  ...Array<string>(8).fill('2(x+1)'),
  ...Array<string>(4).fill('2x + 2'),
  ...Array<string>(2).fill('２ｘ＋２'),
  ...Array<string>(5).fill('x^2+1'),
  ...Array<string>(5).fill('2x+1'),
  ...Array<string>(4).fill(''),
];

test.describe('Marking assistant (智能批改-辅助批改)', () => {
  test('groups 40 maths answers by equivalence and marks them all in fewer than 10 actions; the report shows the scores', async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    expect(ANSWERS).toHaveLength(40);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
    const paper = await uploadPdf(page.request, `Maths blank ${run}`);
    const name = `填空${run}`;
    const start = Date.now() - 5 * 60_000;
    const { workInfoGuid: workGuid } = await dataOf<{ workInfoGuid: string }>(page.request.post('/api/WorkInfo/SaveOnlineWork', {
      data: {
        ruCode: SCHOOL_A.ru, km: '数学', name, clazzes: [{ code: CLASS_CODE }],
        startTime: new Date(start).toISOString(), endTime: new Date(start + 3 * 24 * 3600_000).toISOString(),
        papers: [paper], answers: [],
        questions: [{ th: 1, type: 1, option: 4, score: 6, answer: 'A' }, { th: 2, type: 3, score: 4 }],
        // 填空题批改助手 on: equivalent expressions are grouped
        mathWitMarking: 1,
      },
    }));

    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.adminA.phone);
    const students = await studentsWithPasswords(admin.request, CLASS_CODE, 40, 2);
    await adminContext.close();
    for (const [i, s] of students.entries()) {
      const api = await requestFactory.newContext({ baseURL });
      await answerAsStudent(api, s, { workGuid, answers: [{ th: 1, answer: 'A' }, { th: 2, answer: ANSWERS[i]! }] });
      await api.dispose();
    }

    // The teacher's actions, counted: opening the page, then one click or key per group.
    let actions = 0;
    await page.goto(`/ai-correction/subjective?workGuid=${workGuid}&th=2`);
    actions++;
    const groups = page.getByTestId('assist-group');
    await expect(page.getByText('共 40 份作答，4 组，已批 4 份')).toBeVisible({ timeout: 30_000 });
    await expect(groups.nth(0)).toContainText('2x+2');
    await expect(groups.nth(0)).toContainText('26 人');
    await expect(groups.nth(0)).toContainText('等价算式');
    await expect(groups.nth(0)).toContainText('也写作：2(x+1)');
    await expect(groups.filter({ hasText: 'x^2+1' })).toContainText('5 人');
    await expect(groups.filter({ hasText: '2x+1' }).filter({ hasNotText: 'x^2' })).toContainText('5 人');
    await expect(groups.filter({ hasText: '（未作答）' })).toContainText('已批 0 分');
    await page.screenshot({ path: '/tmp/ui-shots/marking-assistant-groups.png', fullPage: true });

    await groups.nth(0).getByRole('button', { name: /满分/ }).click();
    actions++;
    await expect(page.getByText('共 40 份作答，4 组，已批 30 份')).toBeVisible();
    // The next unmarked group is selected: Z gives it zero, twice.
    await expect(groups.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('z');
    actions++;
    await expect(page.getByText('共 40 份作答，4 组，已批 35 份')).toBeVisible();
    await page.keyboard.press('z');
    actions++;
    await expect(page.getByText('共 40 份作答，4 组，已批 40 份')).toBeVisible();
    expect(actions).toBeLessThan(10);
    await page.screenshot({ path: '/tmp/ui-shots/marking-assistant-marked.png', fullPage: true });

    // 批改详情: every answer with its score, editable.
    await page.getByRole('link', { name: '批改详情' }).click();
    await expect(page.getByText('已批 40 / 40')).toBeVisible();
    await page.screenshot({ path: '/tmp/ui-shots/marking-assistant-detail.png', fullPage: true });

    // The score report: 26 students have 6 + 4 = 10, 14 have 6 + 0 = 6.
    await page.goto(`/jobManager/job-analyze?workGuid=${workGuid}`);
    const summary = page.getByRole('table', { name: '成绩概况' });
    const classRow = summary.getByRole('row').filter({ hasText: '七年级2班' });
    await expect(classRow).toBeVisible({ timeout: 30_000 });
    const cells = (await classRow.getByRole('cell').allInnerTexts()).map((c) => c.trim());
    expect(cells[1]).toMatch(/^40\/\d+$/);
    expect(cells.slice(2)).toEqual(['8.6', '10', '6', '100%', '65%']);
  });
});
