import { request as requestFactory, type Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { answerAsStudent, dataOf, studentsWithPasswords } from '../fixtures/homework-api.js';
import { choosePeriodKm, restorePeriodKm } from '../fixtures/paper.js';
import { expect, test } from '../fixtures/test.js';
import { buttonName } from '../fixtures/text.js';
import { stableGuid } from '../fixtures/seed-ids.js';

const run = Date.now().toString(36).toUpperCase();
const workName = `错题打磨作业${run}`;
const MATH = { period: 'C', km: '数学' };

/** 人教版七年级数学上册期中检测卷: 10 single choices, 6 blanks, 6 answers. */
const MIDTERM = stableGuid('paper:paper-math-7a-midterm');

interface WorkInfo { startTime: string; questions: { th: number; answer: string }[] }

const basketTotal = async (page: Page) =>
  (await dataOf<{ total: number }>(page.request.get(`/api/QuestionBank/Basket?period=C&km=${encodeURIComponent('数学')}`))).total;

test.describe('错题打磨 and 推荐练习', () => {
  test('a teacher grinds a class\'s wrong questions at 0–0.4, adds the page to the basket, and opens recommended practice for a weak point', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
    const before = await choosePeriodKm(page.request, MATH);
    await dataOf(page.request.post('/api/QuestionBank/Basket/Clear', { data: MATH }));

    // ── A bank paper as homework for 七年级1班, answered by two students, then ended ────────────────────────────
    const start = new Date(Date.now() - 10 * 60_000);
    const { workInfoGuid: workGuid } = await dataOf<{ workInfoGuid: string }>(page.request.post('/api/WorkInfo/SaveOnlineWork', {
      data: { km: '数学', name: workName, clazzes: [{ code: 'A701' }], paperGuid: MIDTERM, papers: [], answers: [], questions: [],
        startTime: start.toISOString(), endTime: new Date(Date.now() + 86_400_000).toISOString() },
    }));
    const info = await dataOf<WorkInfo & Record<string, unknown>>(page.request.get('/api/WorkInfo/GetWorkInfo', { params: { workInfoGuid: workGuid } }));
    const key = info.questions.slice(0, 10).map((q) => q.answer);
    const wrong = (letter: string) => (letter === 'A' ? 'B' : 'A');

    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.adminA.phone);
    const students = await studentsWithPasswords(admin.request, 'A701', 2, 10);
    await adminContext.close();
    // Both miss questions 1 and 2 and answer 3–10 right: the class rate is 0 on 1 and 2 and 1 on 3–10.
    for (const s of students) {
      const api = await requestFactory.newContext({ baseURL });
      await answerAsStudent(api, s, { workGuid, answers: key.map((answer, i) => ({ th: i + 1, answer: i < 2 ? wrong(answer) : answer })) });
      await api.dispose();
    }
    await dataOf(page.request.post('/api/WorkInfo/SaveOnlineWork', { data: { ...info, endTime: new Date(Date.now() - 60_000).toISOString() } }));

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

    const onPage = await list.getByRole('article').count();
    expect(onPage).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: buttonName('本页全部加入试题篮') }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定添加本页全部试题到试题篮？' });
    await expect(confirm).toContainText('温馨提示');
    await confirm.getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.getByText('操作成功！')).toBeVisible();
    expect(await basketTotal(page)).toBe(onPage);
    await expect(first.getByRole('button', { name: buttonName('移出试题篮') })).toBeVisible();

    // ── 推荐练习 for the weak point of question 1, and 查看详情 ─────────────────────────────────────────────────
    const grind = await dataOf<{ list: { itemNumber: number; item: { knowledges: { guid: string; name: string }[] } | null }[] }>(
      page.request.post('/api/WrongQuestion/WorkKnowledgeItems', { data: { workGuids: [workGuid], classCode: 'A701', minRate: 0, maxRate: 0.4, sortProp: 'time' } }));
    const point = grind.list.find((r) => r.itemNumber === 1)!.item!.knowledges[0]!;
    const query = `classCode=A701&period=C&km=${encodeURIComponent('数学')}&knowledgeGuid=${point.guid}&gradeCode=A7`;
    await page.goto(`/jobManager/tiku-recommend?${query}`);
    await expect(page.getByRole('textbox', { name: '知识点' })).toHaveValue(point.name);
    const recommended = page.getByRole('region', { name: '推荐试题' });
    await expect(recommended.getByText(`考查同一知识点「${point.name}」`).first()).toBeVisible();
    await expect(recommended.getByText('本校尚未使用过').first()).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: '学情分析' })).toHaveAttribute('href', '/reports/dashboard');
    await page.screenshot({ path: '/tmp/ui-shots/tiku-recommend-1366.png', fullPage: true });
    await recommended.getByRole('article').first().getByRole('button', { name: buttonName('加入试题篮') }).click();
    await expect(recommended.getByRole('article').first().getByRole('button', { name: buttonName('移出试题篮') })).toBeVisible();
    expect(await basketTotal(page)).toBe(onPage + 1);

    await page.goto(`/jobManager/situation-detail?${query}`);
    const detail = page.getByRole('region', { name: '错题列表' });
    await expect(detail.getByRole('listitem', { name: `${workName} 第1题` })).toBeVisible();
    await page.getByText('按得分率', { exact: true }).click();
    await page.screenshot({ path: '/tmp/ui-shots/situation-detail-1366.png', fullPage: true });

    await dataOf(page.request.post('/api/QuestionBank/Basket/Clear', { data: MATH }));
    await restorePeriodKm(page.request, before);
  });
});
