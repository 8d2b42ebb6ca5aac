import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { BANK_PORT, startFakeBank } from '../fixtures/fake-bank.js';
import { dataOf } from '../fixtures/homework-api.js';
import { choosePeriodKm, restorePeriodKm } from '../fixtures/paper.js';
import { expect, test } from '../fixtures/test.js';

const MATH = { period: 'C', km: '数学' };
let bank: Server;

test.beforeAll(async () => {
  bank = await startFakeBank(BANK_PORT);
});
test.afterAll(async () => {
  await new Promise((resolve) => bank.close(resolve));
});

const basketStems = async (page: Page) => {
  const basket = await dataOf<{ groups: { items: { stem: string }[] }[] }>(page.request.get(`/api/QuestionBank/Basket?period=C&km=${encodeURIComponent('数学')}`));
  return basket.groups.flatMap((g) => g.items.map((i) => i.stem));
};

test.describe('学科网题库', () => {
  test('a teacher opens the configured bank in the frame, it posts two questions back, they land in the basket, and one is taken out again', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
    const before = await choosePeriodKm(page.request, MATH);
    await dataOf(page.request.post('/api/QuestionBank/Basket/Clear', { data: MATH }));

    await page.goto('/zxxk?period=C&km=数学&workType=3');
    await expect(page.getByRole('heading', { name: '学科网题库' })).toBeVisible();
    await page.getByRole('button', { name: '打开学科网题库' }).click();
    await expect(page).toHaveURL(/\/zxxk-iframe\?/);
    const frame = page.frameLocator('iframe[title="学科网题库"]');
    await expect(frame.getByRole('heading', { name: '学科网题库（测试用）' })).toBeVisible();
    await frame.getByRole('button', { name: '发送到作业本' }).click();

    // The bank's form post lands on the middleware page: two questions, both in the basket, the script gone.
    await expect(page).toHaveURL(/\/zxxk-middleware\?token=[^&]+&added=2$/);
    await expect(page.getByRole('listitem', { name: /^带回的第\d+题$/ })).toHaveCount(2);
    await expect(page.getByText(/这次从学科网共带回 2 道题，2 道在试题篮中/)).toBeVisible();
    const stems = await basketStems(page);
    expect(stems).toHaveLength(2);
    expect(stems.join()).toContain('学科网题');
    expect(stems.join()).not.toContain('script');

    await page.getByRole('listitem', { name: '带回的第1题' }).getByRole('button', { name: '移出试题篮' }).click();
    await expect(page.getByRole('listitem', { name: '带回的第1题' }).getByText('已移出试题篮')).toBeVisible();
    expect(await basketStems(page)).toHaveLength(1);
    await expect(page.getByRole('link', { name: '去组卷' })).toBeVisible();

    await dataOf(page.request.post('/api/QuestionBank/Basket/Clear', { data: MATH }));
    await restorePeriodKm(page.request, before);
  });
});
