import type { Locator, Page, Response } from '@playwright/test';
import { DEMO, SCHOOL_A } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { forgetChapter } from '../fixtures/paper.js';
import { expect, test } from '../fixtures/test.js';

/**
 * Issue 4's story: a teacher browses the question bank by chapter and difficulty, reads an answer, collects an item,
 * fills the basket with six items of three types, swaps one for a similar item, checks the counts in the popover and
 * the drawer, clears one type and reports a correction; the super administrator then sees the report and fixes the
 * item in the question editor, and the bank shows the new text.
 */
const SCOPE = { period: 'C', km: '数学' };
const BANK = `/jobManager/job-edit-tiku?sourceType=100&km=${encodeURIComponent(SCOPE.km)}&period=${SCOPE.period}`;
const run = Date.now().toString(36).toUpperCase();
const fixedExplanation = `（已订正 ${run}）`;

const itemsLoaded = (page: Page) =>
  page.waitForResponse((r: Response) => r.url().includes('/api/QuestionBank/Items') && r.request().method() === 'POST');
const question = (page: Page, n: number) => page.getByRole('article', { name: `第${n}题` });
const filterRow = (page: Page, label: string) => page.getByRole('group', { name: label });

/** Clicks a filter tag and waits for the list it reloads. */
async function chooseFilter(page: Page, row: string, tag: string) {
  const loaded = itemsLoaded(page);
  await filterRow(page, row).getByText(tag, { exact: true }).click();
  await loaded;
}

/** Adds the first `count` items of the list not yet in the basket; each button flips to 移出试题篮. */
async function addFromList(page: Page, count: number) {
  let added = 0;
  for (let n = 1; added < count; n++) {
    const card = question(page, n);
    const add = card.getByRole('button', { name: '加入试题篮' });
    if (!(await add.isVisible())) continue;
    await add.click();
    await expect(card.getByRole('button', { name: '移出试题篮' })).toBeVisible();
    added++;
  }
}

async function basketCounts(popover: Locator): Promise<Record<string, string>> {
  const text = await popover.innerText();
  return Object.fromEntries([...text.matchAll(/(\S+)\s+(\d+)题/g)].map((m) => [m[1]!, m[2]!]));
}

test('a teacher builds a basket from the bank and reports a correction; the super administrator fixes the item', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
  // The basket lives on the server per teacher: start from an empty one even on a reused data folder.
  expect((await (await page.request.post('/api/QuestionBank/Basket/Clear', { data: SCOPE })).json()).status).toBe(200);
  // …and with no collected items, so 我的收藏 holds exactly the one collected below.
  const collections = await (await page.request.post('/api/QuestionBank/Collections', { data: { ...SCOPE, pageIndex: 1, pageSize: 50 } })).json();
  for (const item of collections.data.list as { itemGuid: string }[]) {
    await page.request.post('/api/QuestionBank/Uncollect', { data: { itemGuid: item.itemGuid } });
  }

  await forgetChapter(page.request, SCOPE);

  const firstLoad = itemsLoaded(page);
  await page.goto(BANK);
  await firstLoad;
  await expect(question(page, 1)).toBeVisible();

  // Chapter and difficulty narrow the list.
  const total = async () => Number(/共\s*(\d+)\s*题/.exec(await page.getByText(/共\s*\d+\s*题/).first().innerText())![1]);
  const all = await total();
  const byChapter = itemsLoaded(page);
  await page.getByRole('tree').getByText('第三章 一元一次方程').click();
  await byChapter;
  // The response arrives before the list re-renders: wait for the count to change rather than read it at once.
  await expect.poll(total).toBeLessThan(all);
  const inChapter = await total();
  await chooseFilter(page, '难度', '容易');
  expect(await total()).toBeLessThanOrEqual(inChapter);
  await expect(question(page, 1).getByText('容易').first()).toBeVisible();

  // The answer and explanation open under the question.
  await question(page, 1).getByRole('button', { name: '查看解析' }).click();
  await expect(question(page, 1).getByLabel('答案与解析')).toContainText('【答案】');
  await expect(question(page, 1).getByRole('button', { name: '收起解析' })).toBeVisible();

  // Collecting asks once (温馨提示), then the button reads 取消收藏.
  const collected = question(page, 1);
  await collected.getByRole('button', { name: /(^| )收藏$/ }).click();
  const reminder = page.getByRole('dialog').filter({ hasText: '温馨提示' });
  await expect(reminder).toContainText('我的收藏');
  await reminder.getByRole('button', { name: '确定收藏' }).click();
  await expect(page.getByText('收藏成功！')).toBeVisible();
  await expect(collected.getByRole('button', { name: '取消收藏' })).toBeVisible();

  // Six items of three types: back to the whole bank, two of each type.
  await chooseFilter(page, '难度', '全部');
  for (const type of ['单选题', '填空题', '解答题']) {
    await chooseFilter(page, '题型', type);
    await addFromList(page, 2);
  }
  const dock = page.getByRole('button', { name: /试题篮（6题）/ });
  await expect(dock).toBeVisible();

  // The popover counts by type.
  await dock.hover();
  const popover = page.locator('.ant-popover').filter({ hasText: '合计' });
  await expect(popover).toBeVisible();
  expect(await basketCounts(popover)).toEqual({ 单选题: '2', 填空题: '2', 解答题: '2', 合计: '6' });
  await page.mouse.move(10, 10);

  // The drawer groups the same six; 换一题 swaps the second single-choice item for a similar one in place.
  await dock.click();
  const drawer = page.getByRole('dialog').filter({ hasText: /试题篮（共\d+题）/ });
  await expect(drawer).toContainText('试题篮（共6题）');
  await expect(drawer).toBeVisible();
  // Each item of the drawer offers 换一题 (antd lists its actions as list items too, so count the items by it).
  const itemsOf = (type: string) => drawer.getByRole('region', { name: type }).getByRole('button', { name: /换一题$/ });
  for (const type of ['单选题', '填空题', '解答题']) await expect(itemsOf(type)).toHaveCount(2);
  const singles = drawer.getByRole('region', { name: '单选题' });
  const secondSingle = singles.locator('.ant-list-item').nth(1);
  const before = await secondSingle.innerText();
  await singles.getByRole('button', { name: '第2题换一题' }).click();
  const similar = page.getByRole('dialog', { name: '选择试题' });
  await expect(similar).toBeVisible();
  await expect(similar.getByLabel('题型')).toHaveValue('单选题');
  const choice = similar.getByRole('button', { name: /^选择第\d+题$/, disabled: false }).first();
  await expect(choice).toBeVisible();
  await choice.click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  await expect(similar).toBeHidden();
  await expect(itemsOf('单选题')).toHaveCount(2);
  await expect(secondSingle).not.toHaveText(before);
  await expect(drawer).toContainText('试题篮（共6题）');

  // Clearing one type asks first, then leaves the other two.
  await drawer.getByRole('region', { name: '填空题' }).getByRole('button', { name: '删除本题型' }).click();
  await expect(page.getByText('确定删除试题篮中该题型的全部试题吗？')).toBeVisible();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(drawer).toContainText('试题篮（共4题）');
  await expect(drawer.getByRole('region', { name: '填空题' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /试题篮（4题）/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A correction on the collected question, found under 我的收藏: the reason is required.
  await page.getByRole('tab', { name: '我的收藏' }).click();
  const reported = question(page, 1);
  await expect(page.getByRole('article')).toHaveCount(1);
  await reported.getByRole('button', { name: '纠错' }).click();
  const correction = page.getByRole('dialog', { name: '试题纠错' });
  await correction.getByRole('button', { name: '提交' }).click();
  await expect(correction.getByText('请选择纠错原因', { exact: true })).toBeVisible();
  await correction.getByRole('checkbox', { name: '解析有误' }).check();
  await correction.getByRole('checkbox', { name: '答案有误' }).check();
  await correction.getByLabel('备注').fill(`解析第二步写错了 ${run}`);
  await expect(correction).toContainText(/\d+ \/ 100/);
  await correction.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功，感谢您的反馈！')).toBeVisible();
  await expect(correction).toBeHidden();

  // The super administrator of the same school sees the report and fixes the item in the editor.
  await page.context().clearCookies();
  await signIn(page, DEMO.collector.phone, 'Collector');
  expect((await (await page.request.post('/api/Teacher/SelectRu', { data: { ru: SCHOOL_A.ru } })).json()).status).toBe(200);
  await page.goto('/jobManager/item-corrections');
  const row = page.getByRole('row').filter({ hasText: `解析第二步写错了 ${run}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('答案有误');
  await expect(row).toContainText(DEMO.twoRoleTeacher.name);
  await row.getByRole('button', { name: '修正' }).click();
  await expect(page).toHaveURL(/\/questionEditor\?.*correctionId=/);
  const explanation = page.getByRole('textbox', { name: '解析' });
  await expect(explanation).not.toHaveValue('');
  await explanation.fill((await explanation.inputValue()) + fixedExplanation);
  await expect(page.getByText('试题完整，可以保存')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();

  await page.goto('/jobManager/item-corrections');
  await page.getByRole('tab', { name: /已修正/ }).click();
  await expect(page.getByRole('row').filter({ hasText: `解析第二步写错了 ${run}` })).toContainText(/已修正为第\d+版/);

  // Back as the teacher: the bank shows the fixed explanation.
  await page.context().clearCookies();
  await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
  await page.goto(BANK);
  await page.getByRole('tab', { name: '我的收藏' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await question(page, 1).getByRole('button', { name: '查看解析' }).click();
  await expect(question(page, 1).getByLabel('答案与解析')).toContainText(fixedExplanation);
});
