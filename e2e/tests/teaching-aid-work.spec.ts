import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { buttonName } from '../fixtures/text.js';
import { dataOf } from '../fixtures/homework-api.js';
import { expect, test } from '../fixtures/test.js';

/**
 * Issue 15 item 5: a teacher creates a teaching-aid homework (workType 5) from a section of the school-based teaching
 * guidance (校本教辅) and publishes it to a class of the book's grade; it is listed as a teaching-aid work.
 */
const SCOPE = { period: 'C', km: '数学' };
const SECTION = '3.3 解一元一次方程（二）——去括号与去分母';

test('a teacher creates a teaching-aid homework from a guidance section and publishes it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
  const books = await dataOf<{ list: { guid: string; name: string }[] }>(
    page.request.get(`/api/TeachGuidance/GetList?period=${SCOPE.period}&km=${encodeURIComponent(SCOPE.km)}&pageIndex=1&pageSize=10`));
  const book = books.list.find((b) => b.name === '人教版数学七年级上册 同步练习')!;
  // Open the book on the whole book (an earlier run may have left a section chosen; clicking it again unselects it).
  await dataOf(page.request.post('/api/TeachGuidance/CacheSelectTeachingGuidence', { data: { ...SCOPE, teachingGuidenceGuid: book.guid } }));

  await page.goto('/jobManager/job-edit-tiku?sourceType=3');
  const tree = page.getByRole('tree', { name: '章节目录' });
  await tree.getByText('第三章 一元一次方程', { exact: true }).click();
  // A chapter of several sections asks for one.
  await expect(page.getByRole('button', { name: buttonName('布置教辅作业') })).toBeDisabled();
  await page.getByRole('group', { name: '小节' }).getByText(SECTION, { exact: true }).click();
  await expect(page.getByRole('button', { name: buttonName('布置教辅作业') })).toBeEnabled();
  await page.getByRole('button', { name: buttonName('布置教辅作业') }).click();

  await expect(page).toHaveURL(/\/jobManager\/job-basic\?.*workType=5/);
  await expect(page.getByText(`${SECTION} 同步练习`)).toBeVisible();
  const name = `教辅 3.3 ${Date.now().toString(36)}`;
  await page.getByLabel('作业名称').fill(name);
  // Only classes of the book's grade (七年级) are offered.
  await expect(page.getByRole('checkbox', { name: '八年级1班' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: '七年级1班' }).check();
  await page.getByRole('button', { name: buttonName('确定') }).click();
  const confirm = page.getByRole('dialog', { name: '确认发布' });
  await expect(confirm.getByText(name)).toBeVisible();
  await confirm.getByRole('button', { name: buttonName('下一步') }).click();
  await expect(page).toHaveURL(/\/jobManager\/job-finish\?.*workType=5/);

  const list = await dataOf<{ list: { name: string; workType: number }[] }>(page.request.get('/api/WorkInfo/List?pageIndex=1&pageSize=20'));
  expect(list.list.find((w) => w.name === name)).toMatchObject({ workType: 5 });
});
