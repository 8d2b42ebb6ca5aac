import ExcelJS from 'exceljs';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { buttonName } from '../fixtures/text.js';
import { expect, test } from '../fixtures/test.js';

test.describe('Task centre', () => {
  test('a large export becomes a task: the teacher follows it in the task centre, downloads it and deletes it', async ({ page }) => {
    await signIn(page, DEMO.adminA.phone);
    await page.goto('/usercenter/student');
    const centre = page.getByRole('button', { name: '任务中心' });
    await expect(centre).toBeVisible({ timeout: 30_000 });

    // The whole school's student list has more rows than an export answers at once.
    await page.getByRole('button', { name: buttonName('导出 Excel') }).click();
    await expect(page.getByText('操作成功，请在任务队列中查看！')).toBeVisible();

    // Body status 201: the task centre opens by itself on the queued task (spec 03 §8.1).
    const panel = page.getByRole('dialog', { name: '任务中心' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: '任务中心', exact: true })).toHaveAttribute('aria-expanded', 'true');
    const row = panel.locator('[data-task-key]').filter({ hasText: '学生名单' }).first();
    await expect(row).toBeVisible();
    // The worker in the server runs it; the panel polls every 5 s and then offers the file.
    const download = row.getByRole('button', { name: buttonName('下载') });
    await expect(download).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText(/\d+秒/);
    await expect(page.getByText('任务已完成')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await download.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('学生名单.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    expect(workbook.worksheets[0]!.rowCount).toBeGreaterThan(101);

    await row.getByRole('button', { name: /^删除任务/ }).click();
    await expect(panel.locator('[data-task-key]').filter({ hasText: '学生名单' })).toHaveCount(0);
    await expect(panel.getByText('暂无任务')).toBeVisible();
  });
});
