import { DEMO, SCHOOL_A } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { tinyPng } from '../fixtures/files.js';
import { buttonName } from '../fixtures/text.js';
import { expect, test } from '../fixtures/test.js';

test('帮助中心: a teacher finds an article and marks it helpful, sends feedback with a screenshot; the super administrator answers it and the teacher reads the answer', async ({
  page, browser, baseURL, pageErrors,
}) => {
  test.setTimeout(240_000);
  const text = `学号已存在 ${Date.now()}，导入学生失败`;

  // ── The teacher searches the help centre ─────────────────────────────────────────────────────────────────
  await signIn(page, DEMO.teacherA.phone);
  await page.goto('/help-center');
  await expect(page.getByRole('heading', { name: '帮助中心' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('热门问题').getByRole('link').first()).toBeVisible();
  await page.getByLabel('搜索问题').fill('导入学生');
  await page.getByLabel('搜索问题').press('Enter');
  const results = page.getByLabel('搜索结果');
  await results.getByRole('link', { name: '如何批量导入学生？' }).click();

  await expect(page).toHaveURL(/\/help-center\/question\/6c1e0000-0000-4000-8000-000000000005$/);
  await expect(page.getByRole('heading', { name: '如何批量导入学生？' })).toBeVisible();
  await expect(page.getByText('点击或将 Excel 文件拖到此处上传', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: /有帮助（\d+）/ }).click();
  await expect(page.getByText('感谢您的评价！')).toBeVisible();
  await expect(page.getByRole('button', { name: /有帮助（[1-9]\d*）/ })).toBeVisible();

  // ── Feedback with a screenshot ───────────────────────────────────────────────────────────────────────────
  await page.getByRole('link', { name: '帮助中心' }).first().click();
  await page.getByRole('link', { name: /意见反馈/ }).click();
  await expect(page).toHaveURL(/\/help-center\/feed-back$/);
  await page.getByText('使用咨询', { exact: true }).click();
  await page.getByLabel('反馈内容').fill(text);
  await page.locator('input[type=file]').setInputFiles({ name: '问题截图.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.locator('form').getByRole('img', { name: '问题截图.png' })).toBeVisible();
  await page.getByRole('button', { name: buttonName('提交反馈') }).click();
  await expect(page.getByText('感谢您的反馈，我们会尽快处理').first()).toBeVisible();
  const mine = page.getByLabel('我的反馈').getByLabel(`反馈：${text.slice(0, 20)}`);
  await expect(mine).toContainText('待回复');
  await expect(mine.getByRole('img', { name: '问题截图.png' })).toBeVisible();

  // ── The super administrator answers it ───────────────────────────────────────────────────────────────────
  const adminContext = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const admin = await adminContext.newPage();
  admin.on('pageerror', (error) => pageErrors.push(error));
  await signIn(admin, DEMO.collector.phone);
  expect((await (await admin.request.post('/api/Teacher/SelectRu', { data: { ru: SCHOOL_A.ru } })).json()).status).toBe(200);
  await admin.goto('/help-center/feed-back');
  await admin.getByRole('tab', { name: '本校反馈' }).click({ timeout: 60_000 });
  const item = admin.getByLabel('本校反馈').getByLabel(`反馈：${text.slice(0, 20)}`);
  await expect(item).toContainText(DEMO.teacherA.name);
  await expect(item.getByRole('img', { name: '问题截图.png' })).toBeVisible();
  await item.getByRole('button', { name: buttonName('回复') }).click();
  await admin.getByLabel('回复内容').fill('学号重复时请先在学生管理中修改原有学生的学号，再重新导入。');
  await admin.getByRole('button', { name: buttonName('提交回复') }).click();
  await expect(admin.getByText('回复成功')).toBeVisible();
  await expect(item).toContainText('已回复');
  await adminContext.close();

  // ── The teacher reads the answer ─────────────────────────────────────────────────────────────────────────
  await page.reload();
  const answered = page.getByLabel('我的反馈').getByLabel(`反馈：${text.slice(0, 20)}`);
  await expect(answered).toContainText('已回复', { timeout: 60_000 });
  await expect(answered.getByLabel('管理员回复')).toContainText('学号重复时请先在学生管理中修改原有学生的学号');
  await expect(answered.getByLabel('管理员回复')).toContainText(DEMO.collector.name);
});
