import type { Page } from '@playwright/test';
import { DEMO, SCHOOL_A } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { minimalPdf, writeTempFile } from '../fixtures/files.js';
import { buttonName } from '../fixtures/text.js';
import { expect, test } from '../fixtures/test.js';

/**
 * Issue 10 items 2 and 7: a teacher opens her own paper from 我的试卷, reads the numbered sections and the count table,
 * analyses the paper, collects it, adds it whole to the basket, reports a problem and transfers it to manual handling;
 * the school administrator sees the report and finishes the request, and the paper is usable again. Then the teacher
 * prepares a lesson with the paper (备课), finds it in the homework list's 备课 tab, adds a material, marks it done,
 * opens the paper from it and deletes it.
 */
const PAPER = '七年级 一元一次方程 分层作业（备课）';
const MY_PAPERS = `/jobManager/job-edit-tiku?sourceType=4&km=${encodeURIComponent('数学')}&period=C`;
const button = (page: Page, name: string) => page.getByRole('button', { name: buttonName(name) });

async function signInTeacher(page: Page) {
  await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
  const set = await page.request.post('/api/TeachInfo/CacheSelectPeriodKm', { data: { ruCode: SCHOOL_A.ru, studyName: 'C', subject: '数学' } });
  expect((await set.json()).status).toBe(200);
}

async function openPaper(page: Page) {
  await page.goto(MY_PAPERS);
  await page.getByRole('article', { name: PAPER }).getByRole('button', { name: buttonName('查看') }).click();
  await expect(page.getByRole('heading', { name: PAPER })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a teacher reads, analyses, collects and adds a paper, reports a problem and transfers it to manual handling', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTeacher(page);
  await openPaper(page);

  // Sections in Chinese numerals and the count table with its total.
  for (const name of ['一、单选题', '二、填空题', '三、解答题']) await expect(page.getByRole('region', { name })).toBeVisible();
  const counts = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: '题数' }) }).first();
  await expect(counts.getByRole('row', { name: /单选题\s*4\s*12/ })).toBeVisible();
  await expect(counts.getByRole('row', { name: /解答题\s*2\s*16/ })).toBeVisible();
  await expect(counts.getByRole('row', { name: /合计\s*9\s*37/ })).toBeVisible();
  // The creator gets 排版 (spec 02 §6).
  await expect(button(page, '排版')).toBeVisible();

  // The analysis dialog: difficulty pie, per-question knowledge table, then the answers tab.
  await button(page, '试卷分析').click();
  const dialog = page.getByRole('dialog', { name: /试卷分析/ });
  await expect(dialog.getByRole('img', { name: /难度分布/ })).toBeVisible();
  await expect(dialog.getByRole('table', { name: '逐题知识点' }).locator('tbody tr.ant-table-row')).toHaveCount(9);
  await dialog.getByRole('tab', { name: '答案解析' }).click();
  await expect(dialog.getByRole('article', { name: '第9题解析' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Collect (after the one-time reminder), then add every question to the basket.
  await button(page, '收藏试卷').click();
  await button(page, '确定收藏').click();
  await expect(page.getByText('收藏试卷成功！')).toBeVisible();
  await expect(button(page, '已收藏')).toBeVisible();
  await button(page, '全部加入试题篮').click();
  await expect(page.getByText('确定全部加入试题篮？')).toBeVisible();
  await button(page, '确定').click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  const basket = await (await page.request.get('/api/QuestionBank/Basket?period=C&km=%E6%95%B0%E5%AD%A6')).json();
  expect(basket.data.total).toBe(9);

  // A problem report for the administrator.
  await button(page, '问题反馈').click();
  const notice = page.getByRole('dialog', { name: '问题反馈' });
  await notice.getByLabel('第3题').check();
  await notice.getByLabel('问题描述').fill('第3题的图形与题干不符');
  await notice.getByRole('button', { name: buttonName('提交') }).click();
  await expect(page.getByText('反馈成功，学校管理员会尽快处理')).toBeVisible();

  // Transfer to manual handling: the paper is then unavailable.
  await button(page, '转人工处理').click();
  const manual = page.getByRole('dialog', { name: '整卷转人工处理' });
  await manual.getByLabel('第2题').check();
  await manual.getByLabel('备注（选填）').fill('第2题缺少图片');
  await manual.getByRole('button', { name: buttonName('确定转人工') }).click();
  await expect(page.getByText('人工处理中：该试卷正在人工处理中，暂不可用，处理完成后即可使用')).toBeVisible();
  await expect(page.getByText(/题号：2；备注：第2题缺少图片/)).toBeVisible();
  await expect(button(page, '全部加入试题篮')).toBeDisabled();
  await expect(button(page, '发布作业')).toBeDisabled();
  await expect(button(page, '排版')).toHaveCount(0);
});

test('the school administrator reads the report and finishes the manual handling; the paper is usable again', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.adminA.phone);
  await page.goto('/jobManager/paper-manual');
  const pending = page.getByRole('table', { name: '待处理申请' });
  const row = pending.getByRole('row').filter({ hasText: PAPER });
  await expect(row).toContainText('第2题缺少图片');
  await expect(row).toContainText(DEMO.twoRoleTeacher.name);
  await row.getByRole('button', { name: buttonName('完成处理') }).click();
  await page.getByLabel('处理说明').fill('已补充第2题图片');
  await button(page, '确定完成').click();
  await expect(page.getByText('已完成处理，试卷恢复可用')).toBeVisible();
  await expect(pending.getByRole('row').filter({ hasText: PAPER })).toHaveCount(0);
  await page.getByRole('tab', { name: '已处理' }).click();
  await expect(page.getByRole('table', { name: '已处理申请' }).getByRole('row').filter({ hasText: PAPER })).toContainText('已补充第2题图片');
  await page.getByRole('tab', { name: '问题反馈' }).click();
  await expect(page.getByRole('table', { name: '问题反馈' }).getByRole('row').filter({ hasText: '第3题的图形与题干不符' })).toContainText(PAPER);

  await page.context().clearCookies();
  await signInTeacher(page);
  await openPaper(page);
  await expect(page.getByText(/人工处理中/)).toHaveCount(0);
  await expect(button(page, '全部加入试题篮')).toBeEnabled();
});

test('a teacher prepares a lesson with the paper (备课) and finds it in the homework list', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTeacher(page);
  await openPaper(page);
  // The paper's PDFs (the paper-print feature) and 排版 to the layout with this paper.
  for (const name of ['下载试卷', '下载答案解析', '下载答题卡']) await expect(button(page, name)).toBeVisible();
  await button(page, '排版').click();
  await expect(page).toHaveURL(/\/groupTypesetting\?.*paperGuid=/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: PAPER })).toBeVisible();
  await button(page, '备课').click();
  const form = page.getByRole('dialog', { name: '新建备课' });
  await expect(form.getByLabel('备课名称')).toHaveValue(PAPER);
  await form.getByLabel('备课名称').fill('一元一次方程 第二课时');
  // Chosen from the keyboard: a pointer click on an option of the list while it still slides open can miss it.
  const classField = form.getByLabel('上课班级（选填）');
  await classField.click();
  await classField.fill('七年级1班');
  await expect(page.locator('.ant-select-item-option').filter({ hasText: '七年级1班' })).toBeVisible();
  await classField.press('Enter');
  // The chosen class shows as a tag in the field before the form goes on (a first run once saved without it).
  await expect(form.locator('.ant-select-selection-item').filter({ hasText: '七年级1班' })).toBeVisible();
  await form.getByLabel('备课笔记（选填）').fill('重点讲去括号与移项');
  await form.getByRole('button', { name: buttonName('确定') }).click();
  await expect(page.getByText('备课已创建')).toBeVisible();
  await expect(button(page, '再次备课')).toBeVisible();

  await page.goto('/jobManager/job?tab=prepare');
  await expect(page.getByRole('tab', { name: '备课', selected: true })).toBeVisible();
  const list = page.getByRole('region', { name: '备课列表' });
  const row = list.getByRole('row').filter({ hasText: '一元一次方程 第二课时' });
  await expect(row).toContainText('备课中');
  await expect(row).toContainText('七年级 / 七年级1班');
  await expect(row).toContainText('重点讲去括号与移项');

  const pdf = await writeTempFile('教案.pdf', minimalPdf('Lesson plan'));
  await row.locator('input[type=file]').setInputFiles(pdf);
  await expect(row.getByRole('link', { name: /教案\.pdf/ })).toBeVisible();
  await row.getByRole('button', { name: buttonName('完成备课') }).click();
  await expect(row).toContainText('已备课');

  await row.getByRole('button', { name: buttonName('打开试卷') }).click();
  await expect(page.getByRole('heading', { name: PAPER })).toBeVisible();
  await page.goBack();
  const again = page.getByRole('region', { name: '备课列表' }).getByRole('row').filter({ hasText: '一元一次方程 第二课时' });
  await again.getByRole('button', { name: buttonName('删除') }).click();
  await button(page, 'OK').or(button(page, '确定')).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByRole('region', { name: '备课列表' }).getByRole('row').filter({ hasText: '一元一次方程 第二课时' })).toHaveCount(0);
});
