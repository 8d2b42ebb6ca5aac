import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { dataOf } from '../fixtures/homework-api.js';
import { forgetChapter } from '../fixtures/paper.js';
import { expect, test } from '../fixtures/test.js';

/**
 * Issue 15 item 1: a teacher sets the teaching progress of 七年级数学 on the teaching-info page (设为当前 on a section)
 * and the question bank's chapter tree opens at that section, selected and in view, with the list narrowed to it.
 */
const SCOPE = { period: 'C', km: '数学' };
const SECTION = '3.3 解一元一次方程（二）——去括号与去分母';

test('a teacher sets the teaching progress and the bank opens at that chapter', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
  // A reused data folder may hold an earlier run's progress: start the volume over, before the first lesson.
  const infos = await dataOf<{ list: { gradeCode: string; km: string; textbooks: { textbookGuid: string }[] }[] }>(
    page.request.get('/api/TeachinfoProgress/TeachInfoList'));
  const seventh = infos.list.find((i) => i.gradeCode === 'A7' && i.km === SCOPE.km)!;
  await dataOf(page.request.post('/api/TeachinfoProgress/SaveOrUpdateTeachinfoProgress', {
    data: { ...SCOPE, gradeCode: 'A7', textbookGuid: seventh.textbooks[0]!.textbookGuid, currentChapterGuid: null } }));
  await forgetChapter(page.request, SCOPE);

  await page.goto('/usercenter/teachinfo');
  const card = page.locator('.ant-card').filter({ hasText: '教学进度' });
  await expect(card.getByRole('tab', { name: '七年级数学', selected: true })).toBeVisible();
  await expect(card.getByText('当前进度：尚未开始')).toBeVisible();
  await card.getByRole('button', { name: `设为当前：${SECTION}` }).click();
  await expect(page.getByText('已设为当前进度，题库将打开在该章节')).toBeVisible();
  await expect(card.getByText(`第三章 一元一次方程 / ${SECTION}`)).toBeVisible();
  // Earlier sections are done, the chapter and the section are in progress.
  await expect(card.locator(`[data-chapter="3.1 从算式到方程"]`).getByText('已完成')).toBeVisible();
  await expect(card.locator(`[data-chapter="${SECTION}"]`).getByText('进行中')).toBeVisible();
  await expect(card.locator('[data-chapter="3.4 实际问题与一元一次方程"]').getByText('未开始')).toBeVisible();

  const items = page.waitForResponse((r) => r.url().includes('/api/QuestionBank/Items') && r.request().method() === 'POST'
    && (r.request().postDataJSON() as { chapterGuid?: string }).chapterGuid !== undefined);
  await card.getByRole('button', { name: '去题库选题（打开在当前章节）' }).click();
  await expect(page).toHaveURL(/\/jobManager\/job-edit-tiku/);
  const selected = page.getByRole('tree').locator('.ant-tree-treenode-selected');
  await expect(selected).toHaveText(SECTION);
  await expect(selected).toBeInViewport();
  await items;
  await expect(page.getByRole('article', { name: '第1题' })).toBeVisible();

  // The bank keeps opening there until the teacher picks another chapter in it.
  await page.goto('/jobManager/job-edit-tiku');
  await expect(page.getByRole('tree').locator('.ant-tree-treenode-selected')).toHaveText(SECTION);
  await forgetChapter(page.request, SCOPE);
});
