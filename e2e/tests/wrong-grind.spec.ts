import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { endedMidterm } from '../fixtures/ended-midterm.js';
import { dataOf } from '../fixtures/homework-api.js';
import { choosePeriodKm, headings, layoutSaved, publishPaperToClass, restorePeriodKm, sheet } from '../fixtures/paper.js';
import { expect, test } from '../fixtures/test.js';
import { buttonName } from '../fixtures/text.js';

const run = Date.now().toString(36).toUpperCase();
const workName = `错题打磨作业${run}`;
const practiceTitle = `七年级1班错题练习${run}`;
const practiceName = `错题打磨练习${run}`;
const MATH = { period: 'C', km: '数学' };

/** How often each question of the work's 0–0.4 grind list has been used (the 使用N次 of the bank), by item. */
const usesOf = async (page: Page, workGuid: string) => {
  const grind = await dataOf<{ list: { item: { itemGuid: string; useCount: number } | null }[] }>(page.request.post('/api/WrongQuestion/WorkKnowledgeItems', {
    data: { workGuids: [workGuid], classCode: 'A701', minRate: 0, maxRate: 0.4, sortProp: 'time', pageSize: 50 } }));
  return new Map(grind.list.flatMap((r) => (r.item ? [[r.item.itemGuid, r.item.useCount] as const] : [])));
};

const basketTotal = async (page: Page) =>
  (await dataOf<{ total: number }>(page.request.get(`/api/QuestionBank/Basket?period=C&km=${encodeURIComponent('数学')}`))).total;

/**
 * A colleague joins 七年级1班 for 初中数学 as a teacher does on 用户中心 › 教学信息 (the class is pending), and the
 * school administrator approves it: from then on the class's reports are theirs too. Answers how to undo it.
 */
async function joinClassForMath(colleague: APIRequestContext, admin: APIRequestContext) {
  const all = await dataOf<{ clazzes: { code: string; classGuid: string }[] }[]>(colleague.get('/api/WorkInfo/GetAllClass?scope=school'));
  const a701 = all.flatMap((g) => g.clazzes).find((c) => c.code === 'A701')!;
  await dataOf(colleague.post('/api/TeachInfo/SaveOrUpdate', {
    data: { studyname: 'C', subject: '数学', textbookVersion: '人教版', gradeCodes: ['A7'], classGuids: [a701.classGuid] },
  }));
  const requests = await dataOf<{ list: { teachInfoGuid: string; classGuid: string; teacherPhone: string }[] }>(admin.get('/api/TeachInfo/ClassRequests'));
  const mine = requests.list.find((r) => r.teacherPhone === DEMO.teacherA.phone && r.classGuid === a701.classGuid)!;
  await dataOf(admin.post('/api/TeachInfo/ReviewClassRequest', { data: { teachInfoGuid: mine.teachInfoGuid, classGuid: mine.classGuid, approve: true } }));
  return () => dataOf(colleague.post('/api/TeachInfo/DeleteTeachInfo', { data: { Guid: 'C数学' } }));
}

test.describe('错题打磨 and 推荐练习', () => {
  test('a teacher grinds 七年级1班\'s wrong questions at 0–0.4 into a published practice; a colleague opens recommended practice for the weakest point from 学情分析', async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
    const before = await choosePeriodKm(page.request, MATH);
    await dataOf(page.request.post('/api/QuestionBank/Basket/Clear', { data: MATH }));

    // ── The midterm for 七年级1班: two students miss questions 1 and 2 and get 3–10 right, then it ends ────────────
    const { workGuid, students } = await endedMidterm(page, browser, baseURL, { name: workName, skip: 10, misses: [2, 2] });

    // ── 错题打磨: the latest ended work is chosen; 0–0.4 is the default range ────────────────────────────────────
    await page.goto('/jobManager/wrong-grind');
    await expect(page.getByRole('radio', { name: '0-0.4' })).toBeChecked({ timeout: 30_000 });
    await page.getByRole('button', { name: buttonName('筛选作业') }).click();
    const works = page.getByRole('dialog', { name: '筛选作业' });
    const row = works.getByRole('row').filter({ hasText: workName });
    await expect(row.getByRole('checkbox')).toBeChecked();
    await works.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByRole('combobox', { name: '班级' }).click();
    await page.locator('.ant-select-item-option[title="七年级1班"]').click();

    const list = page.getByRole('region', { name: '错题列表' });
    const first = list.getByRole('listitem', { name: `${workName} 第1题` });
    await expect(first).toContainText('班级得分率 0%');
    await expect(first).toContainText('失分 2/2 人');
    // Question 3 was answered right by both: not in 0–0.4.
    await expect(list.getByRole('listitem', { name: `${workName} 第3题` })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/ui-shots/wrong-grind-1366.png', fullPage: true });

    await first.getByRole('button', { name: buttonName('错题名单') }).click();
    const names = page.getByRole('dialog', { name: '错题名单' });
    await expect(names).toContainText('失分 2 人');
    for (const s of students) await expect(names).toContainText(s.name);
    await page.keyboard.press('Escape');
    await expect(names).toBeHidden();

    // A custom range needs both ends.
    await page.getByText('自定义', { exact: true }).click();
    await page.getByRole('spinbutton', { name: '最小得分率' }).fill('0.5');
    await page.getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.getByText('请输入完整得分率自定义区间')).toBeVisible();
    await page.getByText('0-0.4', { exact: true }).click();

    const usesBefore = await usesOf(page, workGuid);
    const onPage = await list.getByRole('article').count();
    expect(onPage).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: buttonName('本页全部加入试题篮') }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定添加本页全部试题到试题篮？' });
    await expect(confirm).toContainText('温馨提示');
    await confirm.getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.getByText('操作成功！')).toBeVisible();
    expect(await basketTotal(page)).toBe(onPage);
    await expect(first.getByRole('button', { name: buttonName('移出试题篮') })).toBeVisible();

    // ── 去组卷: the basket laid out as a practice, saved, and published to 七年级1班 ─────────────────────────────────
    await page.getByRole('button', { name: new RegExp(`试题篮（${onPage}题）`) }).click();
    await page.getByRole('button', { name: '去组卷' }).click();
    await expect(page).toHaveURL(/\/groupTypesetting\?workType=3&source=0&period=C&km=.*gradeCode=A7/);
    await expect(sheet(page)).toBeVisible({ timeout: 30_000 });
    await expect(headings(page).first()).toHaveText(/^一、单选题（共\d+题/);
    const titled = layoutSaved(page, 'AdjustPaperConfig');
    await page.getByLabel('试卷标题').fill(practiceTitle);
    await page.getByLabel('试卷标题').press('Enter');
    await titled;
    const saving = page.waitForResponse((r) => r.url().includes('/api/PaperLayout/SaveZYPaperAndJson'));
    await page.getByRole('button', { name: /保存试卷/ }).click();
    const saved = await (await saving).json();
    expect([saved.status, saved.message]).toEqual([200, '保存成功！']);
    expect(saved.data.itemCount).toBe(onPage);
    await expect(page).toHaveURL(new RegExp(`/homework/paper-detail\\?paperGuid=${saved.data.paperGuid}`));
    // Saving empties the basket and counts one more use of each question the practice holds.
    expect(await basketTotal(page)).toBe(0);
    const usesAfter = await usesOf(page, workGuid);
    const usedAgain = [...usesAfter].filter(([guid, n]) => n === usesBefore.get(guid)! + 1);
    expect(usedAgain).toHaveLength(onPage);

    await publishPaperToClass(page, { paperName: practiceTitle, workName: practiceName, className: '七年级1班' });
    await page.goto('/jobManager/job');
    await expect(page.getByRole('row').filter({ hasText: practiceName })).toContainText('七年级1班', { timeout: 30_000 });
    await restorePeriodKm(page.request, before);

    // ── A colleague of 七年级1班 opens 学情分析 and the weakest point's 推荐练习 ────────────────────────────────────
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.adminA.phone);
    const colleagueContext = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1366, height: 900 } });
    const colleague = await colleagueContext.newPage();
    await signIn(colleague, DEMO.teacherA.phone);
    const leave = await joinClassForMath(colleague.request, admin.request);
    await adminContext.close();
    try {
      await colleague.goto('/reports/dashboard');
      await colleague.getByRole('combobox', { name: '班级' }).click();
      await colleague.locator('.ant-select-item-option[title="七年级1班"]').click();
      await colleague.getByRole('combobox', { name: '科目', exact: true }).click();
      await colleague.locator('.ant-select-item-option[title="数学"]').click();
      const weak = colleague.getByRole('table', { name: '薄弱知识点' });
      const weakest = weak.getByRole('row').nth(1);
      await expect(weakest.getByRole('link', { name: '推荐练习' })).toBeVisible({ timeout: 30_000 });
      const pointName = (await weakest.getByRole('cell').first().innerText()).trim();
      // The weakest point comes first: the lowest score rate of the class on the subject's points.
      const rates = (await weak.getByRole('row').locator('td:nth-child(2)').allInnerTexts()).map((t) => Number.parseFloat(t));
      expect(rates.length).toBeGreaterThan(0);
      expect(rates[0]).toBe(Math.min(...rates));
      await colleague.screenshot({ path: '/tmp/ui-shots/dashboard-weak-1366.png', fullPage: true });
      await weakest.getByRole('link', { name: '推荐练习' }).click();

      await expect(colleague).toHaveURL(/\/jobManager\/tiku-recommend\?classCode=A701&km=.*knowledgeGuid=/);
      await expect(colleague.getByRole('textbox', { name: '知识点' })).toHaveValue(pointName, { timeout: 30_000 });
      const recommended = colleague.getByRole('region', { name: '推荐试题' });
      const suggestion = recommended.getByRole('article').first();
      // Each question says why it was chosen: the point, a difficulty near the class's level, not yet used by the school.
      await expect(recommended.getByText(`考查同一知识点「${pointName}」`).first()).toBeVisible({ timeout: 30_000 });
      await expect(recommended.getByText(/^难度.*(相当|接近|暂无更接近)/).first()).toBeVisible();
      await expect(recommended.getByText('本校尚未使用过').first()).toBeVisible();
      await expect(suggestion).toBeVisible();
      const backToDashboard = colleague.getByRole('navigation').getByRole('link', { name: '学情分析' });
      await expect(backToDashboard).toHaveAttribute('href', `/reports/dashboard?classCode=A701&km=${encodeURIComponent('数学')}`);
      await colleague.screenshot({ path: '/tmp/ui-shots/tiku-recommend-1366.png', fullPage: true });
      await suggestion.getByRole('button', { name: buttonName('加入试题篮') }).click();
      await expect(suggestion.getByRole('button', { name: buttonName('移出试题篮') })).toBeVisible();
      expect(await basketTotal(colleague)).toBe(1);
      await dataOf(colleague.request.post('/api/QuestionBank/Basket/Clear', { data: MATH }));

      // Back through the breadcrumb, 学情分析 is still on 七年级1班 数学; 查看详情 of the same point lists the class's
      // wrong questions on it, sortable by score rate.
      await backToDashboard.click();
      await expect(colleague.getByText('七年级1班数学成绩与提交走势')).toBeVisible({ timeout: 30_000 });
      await weak.getByRole('row').filter({ hasText: pointName }).first().getByRole('link', { name: '查看详情' }).click();
      await expect(colleague).toHaveURL(/\/jobManager\/situation-detail\?classCode=A701&km=.*knowledgeGuid=/);
      await expect(colleague.getByRole('region', { name: '错题列表' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
      await colleague.getByText('按得分率', { exact: true }).click();
      await colleague.screenshot({ path: '/tmp/ui-shots/situation-detail-1366.png', fullPage: true });
    } finally {
      await leave();
    }
    await colleagueContext.close();
  });
});
