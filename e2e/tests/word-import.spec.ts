import { sampleWordPaper } from '@zuoyeben/shared/testing/word-paper';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { expect, test } from '../fixtures/test.js';

/**
 * Issue 10 item 6: a teacher imports a Word paper from 我的试卷 — ten questions (one equation, one picture) and two
 * malformed ones — checks the review screen (each question beside its source, the two problems named), fixes a score,
 * chooses the grade and saves; the paper is in 我的试卷 and its questions in 我的题库.
 */
const SCOPE = { period: 'C', km: '数学' };
const bank = (sourceType: number) => `/jobManager/job-edit-tiku?sourceType=${sourceType}&km=${encodeURIComponent(SCOPE.km)}&period=${SCOPE.period}`;
const run = Date.now().toString(36).toUpperCase();

test('a teacher imports a Word paper, reviews it and saves it to 我的题库 and 我的试卷', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
  await page.goto(bank(4));

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '导入Word试卷' }).click();
  await (await chooser).setFiles({
    name: '七年级数学单元测试.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(sampleWordPaper()),
  });

  await expect(page).toHaveURL(/\/jobManager\/paper-import\?draftGuid=/, { timeout: 30_000 });
  await expect(page.getByText('识别到 10 道题，2 处无法解析（见下方，未导入）', { exact: false })).toBeVisible();
  const problems = page.getByLabel('无法解析的部分（2）');
  await expect(problems.getByText('第 6 题')).toBeVisible();
  await expect(problems.getByText('选项字母不连续或重复（A、B、B、D），无法拆分选项')).toBeVisible();
  await expect(problems.getByText('第 11 题')).toBeVisible();
  await expect(problems.getByText('题干为空')).toBeVisible();

  const questions = page.getByRole('region', { name: '识别出的题目' });
  await expect(questions.getByText('导入此题')).toHaveCount(10);
  // The equation is typeset by KaTeX, beside its source; the picture loads from the school's files.
  const second = page.getByLabel('第2题', { exact: true });
  await expect(second.locator('.katex').first()).toBeVisible();
  await expect(second.getByText('原文')).toBeVisible();
  const picture = page.getByLabel('第3题', { exact: true }).locator('img').last();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByLabel('第5题', { exact: true }).locator('.ant-select')).toContainText('多选题');

  await page.getByLabel('第1题分值').fill('5');
  await page.getByLabel('试卷名称').fill(`单元测试 ${run}`);
  await page.getByLabel('年级').click();
  await page.getByTitle('七年级', { exact: true }).filter({ visible: true }).last().click();
  await expect(page.getByText('共 10 题，总分 49 分')).toBeVisible();
  await page.getByRole('button', { name: '保存到我的题库' }).click();

  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByText('10 道题已加入我的题库，试卷已加入我的试卷')).toBeVisible();
  await page.getByRole('button', { name: '查看我的试卷' }).click();
  await expect(page.getByText(`单元测试 ${run}`)).toBeVisible();
  await expect(page.getByText('上传').first()).toBeVisible();
});
