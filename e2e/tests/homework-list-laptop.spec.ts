import type { Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { createOnlineWork, uploadPdf } from '../fixtures/homework-api.js';
import { expect, test } from '../fixtures/test.js';

const run = Date.now().toString(36).toUpperCase();
/** As long as a teacher names a homework (30 characters): 八年级语文第三单元古诗词鉴赏与默写综合练习 plus the run. */
const longName = `八年级语文第三单元古诗词鉴赏与默写综合练习${run}`.slice(0, 30);

/** The table must fit: no sideways scroll, 提交 and 创建人 inside the window, the name ending before 类型 begins. */
async function checkFits(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const table = page.getByRole('table');
  const row = table.getByRole('row').filter({ hasText: longName });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `/tmp/ui-shots/homework-list-${width}.png`, fullPage: true });

  const scroll = await page.locator('.zy-table-scroll').first().evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll.scroll, `table scrolls sideways at ${width} px`).toBeLessThanOrEqual(scroll.client + 1);
  for (const header of ['提交', '创建人', '操作']) {
    const box = (await table.getByRole('columnheader', { name: header, exact: true }).boundingBox())!;
    expect(box.x + box.width, `${header} within ${width} px`).toBeLessThanOrEqual(width);
  }
  // The name's cell cuts it with …, and what stands at the type column's left edge belongs to the type column.
  const nameCell = row.getByRole('cell').first();
  expect(await nameCell.evaluate((td) => getComputedStyle(td).textOverflow)).toBe('ellipsis');
  const typeCell = row.getByRole('cell').nth(1);
  await expect(typeCell).toHaveText('在线作业');
  const typeBox = (await typeCell.boundingBox())!;
  const owner = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('td')?.textContent ?? null, [typeBox.x + 3, typeBox.y + typeBox.height / 2]);
  expect(owner, 'the type column is not covered by the name').toBe('在线作业');
  const lines = await typeCell.evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines, '在线作业 on one line').toBe(1);
}

test.describe('The homework list on a laptop', () => {
  test('shows every column at 1366 and 1440 px, and the delete confirmation names the homework and its submissions', async ({ page }) => {
    await signIn(page, DEMO.teacherA.phone);
    const pdf = await uploadPdf(page.request, `List ${run}`);
    await createOnlineWork(page.request, { name: longName, km: '语文', classCodes: ['A801', 'A802'], papers: [pdf] });
    await createOnlineWork(page.request, { name: `短名${run}`, km: '语文', classCodes: ['A801'], papers: [pdf] });

    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/jobManager/job');
    await checkFits(page, 1366);
    await checkFits(page, 1440);

    const row = page.getByRole('row').filter({ hasText: longName });
    await row.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: '确定删除该条记录？' });
    await expect(confirm).toContainText(`作业“${longName}”：还没有学生提交。`);
    await expect(confirm).toBeVisible();
    await page.waitForTimeout(300); // the pop-over's fade-in, for the screenshot
    await page.screenshot({ path: '/tmp/ui-shots/homework-list-delete.png' });
    await confirm.getByRole('button', { name: '取消' }).click();
  });
});
