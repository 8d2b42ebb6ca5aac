import { execFileSync } from 'node:child_process';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { dataOf, studentsWithPasswords } from '../fixtures/homework-api.js';
import { cellTexts, startWorkNow } from '../fixtures/paper.js';
import { openPhonePage, studentLogIn } from '../fixtures/phone.js';
import { expect, test } from '../fixtures/test.js';
import { buttonName } from '../fixtures/text.js';
import { stableGuid } from '../fixtures/seed-ids.js';
import { taskCentrePanel } from '../fixtures/task-centre.js';

const run = Date.now().toString(36).toUpperCase();
const workName = `期中卷在线作业${run}`;

/** 人教版七年级数学上册期中检测卷: 10 single choices (3 points), 6 fill-in blanks (3), 6 answers (8); 96 points. */
const MIDTERM = stableGuid('paper:paper-math-7a-midterm');

test.describe('A bank paper assigned as online homework', () => {
  test('published from the paper detail through job-basic, answered on two phones with the paper\'s formulas, marked on the web, scored in the report', async ({ page, browser, baseURL, pageErrors }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');

    // ── 1. From the paper's detail page, 发布作业 opens 发布设置 with the paper: no upload step, the paper instead ──
    await page.goto(`/homework/paper-detail?paperGuid=${MIDTERM}&period=C&km=${encodeURIComponent('数学')}`);
    await page.getByRole('toolbar', { name: '试卷操作' }).getByRole('button', { name: buttonName('发布作业') }).click();
    await expect(page).toHaveURL(new RegExp(`/jobManager/job-basic\\?.*paperGuid=${MIDTERM}`));
    const paperCard = page.locator('.ant-card').filter({ hasText: '布置试卷' }).first();
    await expect(paperCard).toContainText('人教版七年级数学上册期中检测卷');
    await expect(paperCard).toContainText('22题');
    await expect(paperCard).toContainText('96分');
    await expect(page.getByText('请先完成上传设置')).toHaveCount(0);
    const nameInput = page.getByLabel('作业名称');
    await expect(nameInput).not.toHaveValue('');
    await nameInput.fill(workName);
    await page.getByRole('checkbox', { name: '七年级1班', exact: true }).check();
    await page.screenshot({ path: '/tmp/ui-shots/paper-job-basic-1366.png', fullPage: true });
    await page.getByRole('button', { name: buttonName('确定') }).click();
    const confirm = page.getByRole('dialog', { name: '确认发布' });
    await expect(confirm).toContainText(workName);
    await expect(confirm).toContainText('22');
    await confirm.getByRole('button', { name: buttonName('下一步') }).click();
    await expect(page).toHaveURL(/\/jobManager\/job-finish\?.*workInfoGuid=/);
    const workGuid = new URL(page.url()).searchParams.get('workInfoGuid')!;

    const info = await startWorkNow(page.request, workGuid);
    expect(info.paperGuid).toBe(MIDTERM);
    expect(info.questions.map((q) => q.type)).toEqual([...Array(10).fill(1), ...Array(12).fill(3)]);
    expect(info.questions.map((q) => q.score)).toEqual([...Array(16).fill(3), ...Array(6).fill(8)]);
    const key = info.questions.slice(0, 2).map((q) => q.answer);
    const wrong = (letter: string) => (letter === 'A' ? 'B' : 'A');

    // ── 2. Two students of 七年级1班 on phones (first login changes the handed-out password) ─────────────────────
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.adminA.phone);
    const students = await studentsWithPasswords(admin.request, 'A701', 2, 6);
    await adminContext.close();

    // Student 1: question 1 right, 2 wrong, 11 (a blank to fill) typed; student 2: questions 1 and 2 right.
    const plans = [
      { choices: [key[0]!, wrong(key[1]!)], typed: '$-3$ 的相反数是 3' },
      { choices: [key[0]!, key[1]!], typed: null },
    ];
    for (const [i, student] of students.entries()) {
      const phone = await openPhonePage(browser, baseURL, pageErrors);
      await studentLogIn(phone, student.buddies, student.password);
      await phone.getByRole('link', { name: workName }).click();
      await expect(phone).toHaveURL(new RegExp(`/student/work/${workGuid}`));
      // The paper's questions themselves, typeset: stems and options with KaTeX, not only answer bubbles.
      const first = phone.locator('.ant-card').filter({ hasText: '第1题 · 单选题 · 3分' });
      await expect(phone.getByText('第11题 · 填空题 · 3分')).toBeVisible();
      await expect(first.locator('.rich-text').first()).toBeVisible();
      await expect(first.locator('[data-option]')).toHaveCount(4);
      await expect(phone.locator('.student-question-content .katex').first()).toBeVisible();
      expect(await phone.locator('.student-question-content .katex').count()).toBeGreaterThan(5);
      await expect(phone.getByText('渲染错误')).toHaveCount(0);
      for (const [n, letter] of plans[i]!.choices.entries()) {
        await phone.getByRole('button', { name: `第${n + 1}题 ${letter}` }).click();
        await expect(phone.getByRole('button', { name: `第${n + 1}题 ${letter}` })).toHaveAttribute('aria-pressed', 'true');
      }
      if (plans[i]!.typed) await phone.getByRole('textbox', { name: '第11题文字作答' }).fill(plans[i]!.typed!);
      if (i === 0) {
        await phone.screenshot({ path: '/tmp/ui-shots/paper-student-phone.png' });
        await phone.locator('.ant-card').filter({ hasText: '第17题' }).scrollIntoViewIfNeeded();
        await phone.screenshot({ path: '/tmp/ui-shots/paper-student-phone-answer.png' });
      }
      await phone.getByRole('button', { name: buttonName('提交') }).click();
      const blanks = phone.getByRole('dialog').filter({ hasText: /还有\d+题未作答，确定提交吗？/ });
      await blanks.getByRole('button', { name: buttonName('提交') }).click();
      await expect(phone.getByText('提交成功')).toBeVisible();
      await phone.context().close();
    }

    // ── 3. The teacher marks the typed answer of question 11 on the web ─────────────────────────────────────
    await page.goto(`/jobManager/marking?workGuid=${workGuid}`);
    await expect(page.getByRole('tab', { name: '第11题 已阅 1 / 未阅 1' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`${students[0]!.name}（七年级1班）`)).toBeVisible();
    await expect(page.getByText(plans[0]!.typed!)).toBeVisible();
    // Beside it the bank's reference answer and the question itself, since a paper homework has no uploaded files.
    const reference = page.getByLabel('题目与参考答案');
    await expect(reference.getByRole('tab', { name: '参考答案', selected: true })).toBeVisible();
    await expect(reference.getByRole('tab', { name: '题目（填空题）' })).toBeVisible();
    await expect(reference.locator('.rich-text').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/ui-shots/paper-marking-1366.png' });
    const mark = page.getByLabel('分数');
    await mark.fill('2');
    await mark.press('Enter');
    await expect(page.getByText('第11题已全部阅完')).toBeVisible();

    // ── 4. The score report: 3 + 0 + 2 = 5 and 3 + 3 = 6 ────────────────────────────────────────────────────
    await page.goto(`/jobManager/job-analyze?workGuid=${workGuid}`);
    await expect(page.getByRole('tab', { name: '成绩单', selected: true })).toBeVisible();
    const scoreHeader = page.getByRole('columnheader', { name: /得分/ });
    const table = page.getByRole('table').filter({ has: scoreHeader });
    for (const [i, score] of ['5', '6'].entries()) {
      const row = table.getByRole('row').filter({ hasText: students[i]!.buddies });
      await expect(row).toBeVisible();
      const cells = await cellTexts(row);
      expect(cells.slice(0, 4)).toEqual([students[i]!.name, students[i]!.buddies, '七年级1班', score]);
    }
    await page.screenshot({ path: '/tmp/ui-shots/paper-report-1366.png', fullPage: true });
  });

  test('published as machine-read homework, the finish page gives the answer card made for the work\'s code', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
    await page.goto(`/jobManager/job-basic?workType=1&source=4&paperGuid=${MIDTERM}`);
    // Choosing the kind reloads the page for that kind (another draft), so click rather than check.
    await page.getByRole('radio', { name: '扫描作业（答题卡）' }).click();
    await expect(page).toHaveURL(/workType=4/);
    const nameInput = page.getByLabel('作业名称');
    await expect(nameInput).not.toHaveValue('');
    await nameInput.fill(`期中卷答题卡${run}`);
    await page.getByRole('checkbox', { name: '七年级1班', exact: true }).check();
    await page.getByRole('button', { name: buttonName('确定') }).click();
    await page.getByRole('dialog', { name: '确认发布' }).getByRole('button', { name: buttonName('下一步') }).click();
    await expect(page).toHaveURL(/\/jobManager\/job-finish\?.*workType=4/);
    const workGuid = new URL(page.url()).searchParams.get('workInfoGuid')!;
    const link = await dataOf<{ paperGuid: string; workCode: string }>(page.request.get('/api/WorkInfo/GetWorkPaperGuid', { params: { workGuid } }));
    expect(link.paperGuid).toBe(MIDTERM);
    const info = await dataOf<{ workType: number; questions: unknown[] }>(page.request.get('/api/WorkInfo/GetWorkInfo', { params: { workInfoGuid: workGuid } }));
    expect(info).toMatchObject({ workType: 4 });
    expect(info.questions).toHaveLength(22);

    const prints = page.getByLabel('试卷打印');
    await expect(prints).toContainText('二维码含本作业的作业号');
    await page.screenshot({ path: '/tmp/ui-shots/paper-finish-machine-read-1366.png' });
    await prints.getByRole('button', { name: buttonName('下载答题卡') }).click();
    await expect(page.getByText('操作成功，请在任务队列中查看！')).toBeVisible();
    const row = (await taskCentrePanel(page)).locator('[data-task-key]').filter({ hasText: '答题卡' }).first();
    const download = row.getByRole('button', { name: buttonName('下载') });
    await expect(download).toBeVisible({ timeout: 90_000 });
    const downloading = page.waitForEvent('download');
    await download.click();
    const file = await (await downloading).path();
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('人教版七年级数学上册期中检测卷');
    expect(text).toContain(`作业号 ${link.workCode}`);
  });
});
