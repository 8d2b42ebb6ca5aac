import type { Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { expect, test } from '../fixtures/test.js';
import { writeStudentWorkbook, type StudentRow } from '../fixtures/workbook.js';
import { buttonName } from '../fixtures/text.js';

/** Names and numbers unique to this run, so a retry never meets the students of an earlier attempt. */
const run = Date.now().toString(36).toUpperCase();
const students: StudentRow[] = [
  { name: `导入甲${run}`, buddies: `E${run}1`, className: '七年级1班', phone: '13700000001' },
  { name: `导入乙${run}`, buddies: `E${run}2`, className: '七年级2班' },
  { name: `导入丙${run}`, buddies: `E${run}3`, className: '八年级1班', phone: '13700000003' },
];

async function uploadWorkbook(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog', { name: '导入学生' }).getByText('点击或将 Excel 文件拖到此处上传').click();
  await (await chooser).setFiles(file);
}

async function searchStudents(page: Page, keyword: string) {
  const search = page.getByPlaceholder('搜索姓名/学号');
  await search.fill(keyword);
  await search.press('Enter');
}

test.describe('Importing students from Excel', () => {
  test('a workbook with a bad row is rejected whole, and the corrected one imports every student', async ({ page }) => {
    await signIn(page, DEMO.adminA.phone);
    await page.goto('/usercenter/student');
    await page.getByRole('button', { name: buttonName('导入学生') }).click();
    const dialog = page.getByRole('dialog', { name: '导入学生' });
    await expect(dialog).toBeVisible();

    // The second student (Excel row 3) sits in a class the school does not have.
    const withBadRow = students.map((s, i) => (i === 1 ? { ...s, className: '七年级9班' } : s));
    await uploadWorkbook(page, await writeStudentWorkbook(withBadRow, 'students-with-error.xlsx'));

    await expect(dialog.getByText('未导入任何学生')).toBeVisible();
    const errorRows = dialog.getByRole('table').getByRole('row');
    await expect(errorRows).toHaveCount(2); // header + the one bad row
    await expect(errorRows.nth(1).getByRole('cell').first()).toHaveText('3');
    await expect(errorRows.nth(1)).toContainText('七年级9班');

    // The × in the corner and the footer button are both named 关闭; either closes the dialog.
    await dialog.getByRole('button', { name: '关闭', exact: true }).first().click();
    // While the dialog closes, its focus lock still holds the keyboard: an Enter then never reaches the search box.
    await expect(dialog).toBeHidden();
    await searchStudents(page, run);
    await expect(page.getByRole('table').getByRole('img', { name: '暂无数据' })).toBeVisible();
    await expect(page.getByRole('cell', { name: students[0]!.name })).toHaveCount(0);

    // The corrected workbook goes through.
    await page.getByRole('button', { name: buttonName('导入学生') }).click();
    await uploadWorkbook(page, await writeStudentWorkbook(students, 'students.xlsx'));

    await expect(page).toHaveURL(/\/usercenter\/importsuccess/);
    await expect(page.getByText(`导入成功，共导入 ${students.length} 名学生`)).toBeVisible();

    await page.getByRole('button', { name: buttonName('返回学生管理') }).click();
    await expect(page).toHaveURL(/\/usercenter\/student/);
    await searchStudents(page, run);
    for (const s of students) {
      const row = page.getByRole('row').filter({ hasText: s.name });
      await expect(row).toBeVisible();
      await expect(row).toContainText(s.buddies);
      await expect(row).toContainText(s.className);
    }
  });
});
