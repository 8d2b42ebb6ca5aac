import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { dataOf } from '../fixtures/homework-api.js';
import { endedMidterm } from '../fixtures/ended-midterm.js';
import { choosePeriodKm, restorePeriodKm } from '../fixtures/paper.js';
import { openPhonePage, studentLogIn } from '../fixtures/phone.js';
import { expect, test } from '../fixtures/test.js';
import { buttonName } from '../fixtures/text.js';

const run = Date.now().toString(36).toUpperCase();
const workName = `学习闭环作业${run}`;
const MATH = { period: 'C', km: '数学' };

test.describe('学习闭环: 薄弱点练习 and 举一反三', () => {
  test('a teacher builds the weak-point practice of 七年级1班 by level, and a student practises similar questions of a lost point on the phone', async ({ page, browser, baseURL, pageErrors }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
    const before = await choosePeriodKm(page.request, MATH);
    await dataOf(page.request.post('/api/QuestionBank/Basket/Clear', { data: MATH }));

    // ── The midterm for 七年级1班: one student misses questions 1 and 2, the other gets every choice right; it ends ──
    const { workGuid, students: [weak], loggedInPassword } = await endedMidterm(page, browser, baseURL, { name: workName, skip: 14, misses: [2, 0] });

    // ── 薄弱点练习: the weak points are chosen, the students are grouped by level, each question says why ──────────
    await page.goto(`/jobManager/weak-practice?classCode=A701&km=${encodeURIComponent('数学')}&period=C&gradeCode=A7`);
    await expect(page.getByRole('table', { name: '知识点' }).getByText('薄弱').first()).toBeVisible({ timeout: 30_000 });
    const group = page.getByRole('region', { name: /组练习（/ }).first();
    await expect(group).toBeVisible({ timeout: 30_000 });
    await expect(group.getByText('本校尚未使用过').first()).toBeVisible();
    await expect(page.getByText('作业只能布置到整个班级')).toBeVisible();
    await page.screenshot({ path: '/tmp/ui-shots/weak-practice-1366.png', fullPage: true });
    await group.getByRole('button', { name: buttonName('本组试题加入试题篮') }).click();
    await page.getByRole('dialog').filter({ hasText: '加入试题篮？' }).getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.getByText('操作成功！')).toBeVisible();
    await dataOf(page.request.post('/api/QuestionBank/Basket/Clear', { data: MATH }));

    // The demo bank's objective questions of the midterm's points are all in the midterm: the teacher adds one to the
    // school bank for the point of question 1, so the student has a similar question they have not done.
    const grind = await dataOf<{ list: { itemNumber: number; item: { knowledges: { guid: string; name: string }[] } | null }[] }>(
      page.request.post('/api/WrongQuestion/WorkKnowledgeItems', { data: { workGuids: [workGuid], classCode: 'A701', minRate: 0, maxRate: 1, sortProp: 'time', pageSize: 50 } }));
    const point = grind.list.find((r) => r.itemNumber === 1)!.item!.knowledges[0]!;
    await dataOf(page.request.post('/api/QuestionBank/SaveItem', { data: {
      source: 200, itemTypeGuid: 1, stem: `<p>计算 (-3)+5 的结果是（　　）${run}</p>`, difficulty: 2, period: 'C', km: '数学', gradeCode: 'A7',
      options: [{ label: 'A', text: '-8' }, { label: 'B', text: '2' }, { label: 'C', text: '-2' }, { label: 'D', text: '8' }], answer: ['B'],
      explanation: '<p>异号两数相加，取绝对值较大的加数的符号。</p>', primaryKnowledgeGuid: point.guid, otherKnowledgeGuids: [], chapterGuid: null,
    } }));
    await restorePeriodKm(page.request, before);

    // ── The weak student's wrong-question book on a phone: 举一反三 for the point of question 1 ──────────────────────
    const phone = await openPhonePage(browser, baseURL, pageErrors);
    await studentLogIn(phone, weak!.buddies, loggedInPassword(weak!));
    await phone.goto('/student/wrong-book');
    await phone.getByText('按知识点', { exact: true }).click();
    await phone.getByRole('button', { name: `${point.name}举一反三` }).click();
    const first = phone.getByLabel('同类题第1题');
    await expect(first).toBeVisible({ timeout: 30_000 });
    await expect(first.getByText(`计算 (-3)+5 的结果是（　　）${run}`)).toBeVisible();
    await expect(first.getByLabel('选题理由')).toContainText(`考查同一知识点「${point.name}」`);
    await expect(first.getByLabel('选题理由')).toContainText('你在作业中没有做过这道题');
    await expect(first.getByText('异号两数相加')).toHaveCount(0);
    await first.getByRole('button', { name: '第1题 C' }).click();
    await first.getByRole('button', { name: buttonName('提交答案') }).click();
    await expect(first.getByText('回答错误，正确答案：B')).toBeVisible();
    await expect(first.getByText('异号两数相加，取绝对值较大的加数的符号。')).toBeVisible();
    await expect(phone.getByText('已答 1/1 题，答对 0 题')).toBeVisible();
    await phone.screenshot({ path: '/tmp/ui-shots/similar-practice-390.png' });
    await phone.context().close();
  });
});
