import type { APIResponse, Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { minimalPdf, writeTempFile } from '../fixtures/files.js';
import { studentsWithPasswords } from '../fixtures/homework-api.js';
import { openPhonePage, studentLogIn } from '../fixtures/phone.js';
import { expect, test } from '../fixtures/test.js';
import { buttonName } from '../fixtures/text.js';
import { chooseQuestionType } from '../fixtures/exam-upload.js';

/** A name unique to this run, so the students pick this exam out of their list even on a reused server. */
const run = Date.now().toString(36).toUpperCase();
const examName = `八年级单元考试${run}`;

async function dataOf<T>(response: Promise<APIResponse>): Promise<T> {
  const body = (await (await response).json()) as { status: number; message: string; data: T };
  expect(body.status, body.message).toBe(200);
  return body.data;
}

/** The warning antd shows at the top of the page. */
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

/** The current minute in China time as the date picker takes it. */
function chinaMinute(offsetMinutes = 0): string {
  const d = new Date(Date.now() + offsetMinutes * 60_000 + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

test.describe('An exam set up in three steps and sat on phones against the clock', () => {
  test('the teacher creates and publishes it; students sit it, one loses the network and keeps every answer, the time is extended', async ({
    page,
    browser,
    baseURL,
    pageErrors,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });

    // ── 1. 基本信息: the defaults of spec 01 §9 and the checks of §5 ─────────────────────────────────────────────
    await signIn(page, DEMO.teacherA.phone);
    await page.goto('/jobManager/exam-basic');
    const name = page.getByLabel('考试名称');
    await expect(name).toHaveValue(/考试$/);
    await expect(page.getByLabel('考试时长')).toHaveValue('120');
    await expect(page.getByRole('checkbox', { name: '延时15分钟' })).toBeChecked();
    await page.getByRole('button', { name: buttonName('下一步') }).click();
    await expect(toast(page, '请选择参考班级')).toBeVisible();
    await page.getByLabel('考试时长').fill('');
    await page.getByRole('button', { name: buttonName('下一步') }).click();
    await expect(toast(page, '请填写考试时长')).toBeVisible();
    await page.getByLabel('考试时长').fill('九十');
    await page.getByRole('button', { name: buttonName('下一步') }).click();
    await expect(toast(page, '考试时长必须为数字值')).toBeVisible();

    await name.fill(examName);
    await page.getByLabel('考试时长').fill('30');
    const start = page.getByLabel('考试开始时间');
    await start.click();
    await start.fill(chinaMinute());
    await start.press('Enter');
    await page.getByRole('checkbox', { name: '八年级1班' }).check();
    await page.getByRole('checkbox', { name: '八年级2班' }).check();
    await page.screenshot({ path: 'test-results/exam-basic.png' });
    await page.getByRole('button', { name: buttonName('下一步') }).click();
    const confirm = page.getByRole('dialog', { name: '确认考试时间' });
    await expect(confirm).toContainText('考试时长：30分钟 + 延时15分钟，共45分钟');
    await confirm.getByRole('button', { name: buttonName('下一步') }).click();
    await expect(page).toHaveURL(/\/jobManager\/exam-upload\?workInfoGuid=/);
    const workGuid = new URL(page.url()).searchParams.get('workInfoGuid')!;

    // ── 2. 上传题目和答案: a PDF, one multiple choice and two subjective questions ───────────────────────────────
    const pdf = await writeTempFile(`exam-${run}.pdf`, minimalPdf('Exam paper'));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '上传题目' }).click();
    await (await chooser).setFiles(pdf);
    await expect(page.getByText('Exam-paper.pdf').or(page.getByText(`exam-${run}.pdf`))).toBeVisible();
    await page.getByLabel('考试题数').fill('3');
    await page.getByLabel('考试题数').press('Enter');
    await expect(page.getByText('共 3 题，总分 6 分')).toBeVisible();
    await page.getByRole('button', { name: buttonName('下一步') }).click();
    await expect(toast(page, '请设置题号为1的选择题答案')).toBeVisible();

    // The type list is 单选, 多选, 主观; a new row is 单选. The keyboard picks it as a teacher tabbing through would.
    const typeOf = (th: number, label: '多选' | '主观') => chooseQuestionType(page, th, label);
    await typeOf(1, '多选');
    await page.getByRole('button', { name: '第1题增加选项' }).click();
    await page.getByRole('button', { name: '第1题选项A' }).click();
    await page.getByRole('button', { name: '第1题选项C' }).click();
    await page.getByLabel('第1题分值').fill('6');
    await typeOf(2, '主观');
    await typeOf(3, '主观');
    await expect(page.getByText('共 3 题，总分 26 分')).toBeVisible();
    await page.screenshot({ path: 'test-results/exam-upload.png', fullPage: true });
    await page.getByRole('button', { name: buttonName('下一步') }).click();
    await page.getByRole('dialog', { name: '发布考试' }).getByRole('button', { name: buttonName('发布') }).click();
    // The first publish after the server starts shares PGlite with the job queue's start-up work: on a busy 2-core CI
    // machine it has taken over 10 s (the button shows its spinner meanwhile).
    await expect(page).toHaveURL(/\/jobManager\/exam-finish/, { timeout: 30_000 });
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(page.getByText('30分钟 + 延时15分钟')).toBeVisible();
    await page.screenshot({ path: 'test-results/exam-finish.png', fullPage: true });

    // A published exam keeps its question types: the server says so too.
    const exam = await dataOf<{ startTime: string; papers: string[]; list: { th: number; type: number; option: number; score: number; answer: string; guid: string }[] }>(
      page.request.get(`/api/ExamInfo/GetExam?workInfoGuid=${workGuid}`),
    );
    expect(exam.list.map((q) => [q.type, q.option, q.answer])).toEqual([[2, 5, 'AC'], [3, 4, ''], [3, 4, '']]);
    const refused = await page.request.post('/api/ExamInfo/SaveExam', {
      data: { workInfoGuid: workGuid, km: '语文', examName, startTime: exam.startTime, duration: 30, clazzes: [{ code: 'A801' }, { code: 'A802' }], papers: exam.papers, list: exam.list.map((q) => ({ ...q, type: q.th === 2 ? 1 : q.type, answer: q.th === 2 ? 'A' : q.answer })) },
    });
    expect(((await refused.json()) as { message: string }).message).toBe('已发布的考试不能修改题型');

    // ── 3. Students of 八年级1班 sit it on phones ───────────────────────────────────────────────────────────────
    const adminContext = await browser.newContext({ baseURL });
    await signIn(await adminContext.newPage(), DEMO.adminA.phone);
    const [first, second] = await studentsWithPasswords(adminContext.request, 'A801', 2);
    await adminContext.close();

    const phone = await openPhonePage(browser, baseURL, pageErrors);
    const password = await studentLogIn(phone, first!.buddies, first!.password);
    await phone.getByRole('link', { name: examName }).click();
    await expect(phone.getByRole('timer', { name: '剩余时间' })).toBeVisible();
    await expect(phone.getByText('距离考试结束')).toBeVisible();
    await phone.getByRole('button', { name: '第1题 A' }).click();
    await expect(phone.getByText(/已保存/)).toBeVisible();
    // The network drops: the next answer stays on the phone and reaches the server when the network is back.
    await phone.context().setOffline(true);
    await phone.getByRole('button', { name: '第1题 C' }).click();
    await expect(phone.getByText('网络不通，答案已存在本机，恢复后自动保存')).toBeVisible();
    await phone.screenshot({ path: 'test-results/exam-phone-offline.png' });
    await phone.context().setOffline(false);
    await expect(phone.getByText(/已保存 \d\d:\d\d:\d\d/)).toBeVisible({ timeout: 15_000 });
    await phone.context().close();

    // The same student on another phone (the first one restarted with its storage gone): every answer is there.
    const other = await openPhonePage(browser, baseURL, pageErrors);
    await studentLogIn(other, first!.buddies, password);
    await other.getByRole('link', { name: examName }).click();
    await expect(other.getByRole('button', { name: '第1题 A' })).toHaveAttribute('aria-pressed', 'true');
    await expect(other.getByRole('button', { name: '第1题 C' })).toHaveAttribute('aria-pressed', 'true');
    await other.screenshot({ path: 'test-results/exam-phone.png', fullPage: true });
    await other.getByRole('button', { name: buttonName('提交') }).click();
    await other.getByRole('button', { name: buttonName('提交') }).last().click();
    await expect(other.getByText('提交成功')).toBeVisible();
    await other.context().close();

    // ── 4. The exam in the homework list, its detail, and ten more minutes for 八年级1班 ────────────────────────
    await page.goto('/jobManager/job');
    const row = page.getByRole('row').filter({ hasText: examName });
    await expect(row.getByText('考试', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: buttonName('详情') }).click();
    await expect(page).toHaveURL(/\/jobManager\/exam-details\?workGuid=/);
    await expect(page.getByText('考试详情')).toBeVisible();
    await expect(page.getByText('未批改', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: '第2题' })).toBeVisible();
    await page.getByRole('tab', { name: '考试题目' }).click();
    await expect(page.getByText('共 3 题，总分 26 分')).toBeVisible();
    await page.getByRole('button', { name: buttonName('延长时间') }).click();
    const dialog = page.getByRole('dialog', { name: '延长考试时间' });
    await dialog.getByLabel('延长的班级').click();
    await page.getByTitle('八年级1班', { exact: true }).filter({ visible: true }).last().click();
    await dialog.getByLabel('延长分钟数').fill('10');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await expect(page.getByRole('row').filter({ hasText: '八年级1班' })).toContainText('10分钟');
    await page.screenshot({ path: 'test-results/exam-details.png', fullPage: true });
    // The creator gives question 2 to a reviewer on the 阅卷 tab.
    await page.getByRole('tab', { name: '阅卷' }).click();
    const reviewers = page.getByLabel('第2题阅卷老师');
    await reviewers.click();
    await page.getByTitle(DEMO.twoRoleTeacher.name, { exact: true }).filter({ visible: true }).last().click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row').filter({ hasText: '第2题' })).toContainText(DEMO.twoRoleTeacher.name);
    const assigned = await dataOf<{ th: number; reviewers: { name: string }[] }[]>(page.request.get(`/api/ExamSet/GetSubjectiveThs?workGuid=${workGuid}`));
    expect(assigned.find((q) => q.th === 2)!.reviewers.map((r) => r.name)).toEqual([DEMO.twoRoleTeacher.name]);
    await page.screenshot({ path: 'test-results/exam-details-marking.png', fullPage: true });
    const phone2 = await openPhonePage(browser, baseURL, pageErrors);
    await studentLogIn(phone2, second!.buddies, second!.password);
    await phone2.getByRole('link', { name: examName }).click();
    await expect(phone2.getByText(/老师已延长10分钟/)).toBeVisible();
    await phone2.getByRole('button', { name: '第1题 A' }).click();
    await phone2.getByRole('button', { name: buttonName('提交') }).click();
    await phone2.getByRole('button', { name: buttonName('提交') }).last().click();
    await expect(phone2.getByText('提交成功')).toBeVisible();
    await phone2.context().close();

    // ── 5. 考试分析: the two students of 八年级1班 — A and C is 6 points; A alone (part of AC, no wrong letter) is half ──
    await page.goto(`/jobManager/exam-details?workGuid=${workGuid}`);
    await page.getByRole('button', { name: buttonName('考试分析') }).click();
    await expect(page).toHaveURL(/\/jobManager\/exam-analyze\?/);
    await page.getByRole('tab', { name: '小题分' }).click();
    // Cells: 姓名, 学号, 班级, 总分, then question 1 (the multiple choice).
    const cellsOf = (s: typeof first) => page.getByRole('row').filter({ hasText: s!.name }).getByRole('cell');
    await expect(cellsOf(first).nth(1)).toHaveText(first!.buddies);
    await expect(cellsOf(first).nth(4)).toHaveText('6');
    await expect(cellsOf(second).nth(4)).toHaveText('3');
    await page.screenshot({ path: 'test-results/exam-analyze-score.png', fullPage: true });
    await page.getByRole('tab', { name: '客观题选项' }).click();
    await expect(page.getByText('共 2 名学生提交')).toBeVisible();
    const q1 = page.getByRole('row').filter({ hasText: 'AC' });
    await expect(q1.getByRole('cell')).toContainText(['1', '多选题', 'AC', '75', '2', '100', '0', '0', '1', '50']);
    await page.screenshot({ path: 'test-results/exam-analyze-options.png', fullPage: true });
  });
});
