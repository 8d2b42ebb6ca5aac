import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { endedMidterm } from '../fixtures/ended-midterm.js';
import { choosePeriodKm, restorePeriodKm } from '../fixtures/paper.js';
import { expect, test } from '../fixtures/test.js';

const run = Date.now().toString(36).toUpperCase();
const workName = `精准教学作业${run}`;
const MATH = { period: 'C', km: '数学' };

test.describe('精准教学', () => {
  test('a teacher opens 精准教学, picks 七年级1班, sees the weak points of its marked homework and starts a recommended practice', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
    const before = await choosePeriodKm(page.request, MATH);

    // ── A bank paper for 七年级1班: two students miss questions 1 and 2, then it ends ─────────────────────────────
    await endedMidterm(page, browser, baseURL, { name: workName, skip: 10, misses: [2, 2] });

    // ── 精准教学 from the main menu; the class is picked ─────────────────────────────────────────────────────────
    await page.goto('/jobManager/job');
    await page.getByRole('menuitem', { name: '精准教学' }).click();
    await expect(page).toHaveURL(/\/microdj$/);
    await expect(page.getByRole('heading', { name: '精准教学' })).toBeVisible();
    await page.getByLabel('班级').click();
    await page.locator('.ant-select-item-option[title="七年级1班"]').click();
    await expect(page.getByText('这些数字怎么来的（统计规则，不是预测）')).toBeVisible();
    const points = page.getByRole('table', { name: '薄弱知识点' });
    const weakRow = points.getByRole('row').filter({ hasText: '薄弱' }).first();
    await expect(weakRow).toBeVisible({ timeout: 30_000 });
    await expect(weakRow.getByLabel(/需要加强的学生/)).toContainText('人：');
    const pointName = (await weakRow.locator('td').first().innerText()).replace('薄弱', '').trim();
    await expect(page.getByRole('table', { name: '已布置练习的进度' }).getByRole('row').filter({ hasText: workName })).toContainText('已结束');

    // ── One click into 推荐练习 for that point: the class's recommended questions, with their reasons ───────────────
    await weakRow.getByRole('link', { name: `${pointName} 推荐练习` }).click();
    await expect(page).toHaveURL(/\/jobManager\/tiku-recommend\?classCode=A701&km=/);
    await expect(page.getByText(`考查同一知识点「`).first()).toBeVisible({ timeout: 30_000 });
    await restorePeriodKm(page.request, before);
  });
});
