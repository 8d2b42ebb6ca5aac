import { request as requestFactory } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { answerAsStudent, createOnlineWork, firstLogin, studentsWithPasswords, uploadPdf } from '../fixtures/homework-api.js';
import { openPhonePage, studentLogIn } from '../fixtures/phone.js';
import { buttonName } from '../fixtures/text.js';
import { expect, test } from '../fixtures/test.js';

const run = Date.now().toString(36).toUpperCase();
const pad = (n: number) => String(n).padStart(2, '0');
/** A picker's text in China time (the browser runs in Asia/Shanghai). */
const pickerText = (ms: number) => {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};

test.describe('作业调整 and the answer pages', () => {
  test('a teacher reopens a homework for one student and moves its end; after the end the student reads 答案 and 答案解读', async ({ page, browser, baseURL, pageErrors }) => {
    test.setTimeout(300_000);
    await signIn(page, DEMO.teacherA.phone);
    const questions = await uploadPdf(page.request, `Questions ${run}`);
    const name = `调整练习${run}`;
    const workGuid = await createOnlineWork(page.request, {
      name, km: '数学', classCodes: ['A801'], papers: [questions],
      questions: [{ th: 1, type: 1, option: 4, score: 5, answer: 'A' }, { th: 2, type: 1, option: 4, score: 5, answer: 'B' }],
    });

    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.adminA.phone);
    const [submitter, late] = await studentsWithPasswords(admin.request, 'A801', 2, 12);
    await adminContext.close();
    const api = await requestFactory.newContext({ baseURL });
    await answerAsStudent(api, submitter!, { workGuid, answers: [{ th: 1, answer: 'A' }, { th: 2, answer: 'C' }] });
    await api.dispose();

    // From 作业详情 to 作业调整.
    await page.goto(`/jobManager/job-details?workGuid=${workGuid}`);
    await page.getByRole('button', { name: '作业调整' }).click();
    await expect(page).toHaveURL(/\/jobManager\/job-adjustment\?workGuid=/);
    await expect(page.getByLabel('搜索学生')).toBeVisible();
    await expect(page.locator('.ant-card-head-title').first()).toContainText(name);

    // 单独延期 for the student who has not submitted: two days after the homework's end.
    await page.getByLabel('搜索学生').fill(late!.buddies);
    await page.getByRole('button', { name: `为${late!.name}延期` }).click();
    const dialog = page.getByRole('dialog');
    const until = pickerText(Date.now() + 5 * 24 * 3600_000);
    await dialog.getByLabel('延期截止时间').click();
    await dialog.getByLabel('延期截止时间').fill(until);
    await dialog.getByLabel('延期截止时间').press('Enter');
    await dialog.getByRole('button', { name: buttonName('确定延期') }).click();
    await expect(page.getByText(`已为${late!.name}延期至${until}`)).toBeVisible();
    const lateRow = page.getByRole('row').filter({ hasText: late!.name });
    await expect(lateRow.getByText(until)).toBeVisible();
    await page.getByLabel('搜索学生').fill(submitter!.buddies);
    await expect(page.getByText('没有找到未提交的学生')).toBeVisible();

    // Move the end to two minutes from now.
    const end = Date.now() + 2 * 60_000;
    const endPicker = page.getByLabel('新的截止时间');
    await endPicker.click();
    await endPicker.fill(pickerText(end));
    await endPicker.press('Enter');
    await page.getByRole('button', { name: buttonName('保存截止时间') }).click();
    await expect(page.getByText('截止时间已修改')).toBeVisible();
    await page.screenshot({ path: '/tmp/ui-shots/job-adjustment.png', fullPage: true });

    // The student who submitted, on the phone: 答案 says it is not out yet, then shows the key once the homework ended.
    const phone = await openPhonePage(browser, baseURL, pageErrors);
    await studentLogIn(phone, submitter!.buddies, `Zyb${submitter!.password}a`);
    await phone.getByRole('link', { name }).click();
    await phone.getByRole('button', { name: buttonName('答案') }).click();
    await expect(phone).toHaveURL(/\/answer\?workGuid=/);
    await expect(phone.getByText('答案暂未公布')).toBeVisible();
    await expect(async () => {
      await phone.reload();
      await expect(phone.getByRole('article', { name: '第2题' })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 200_000, intervals: [10_000] });
    const q2 = phone.getByRole('article', { name: '第2题' });
    await expect(q2).toContainText('正确答案：B');
    await expect(q2).toContainText('我的答案：C');
    await expect(q2).toContainText('错误');
    await phone.screenshot({ path: '/tmp/ui-shots/answer-phone.png', fullPage: true });
    await phone.getByRole('button', { name: '答案解读' }).click();
    await expect(phone).toHaveURL(/\/answerRead\?workGuid=/);
    await expect(phone.getByRole('article', { name: '第1题' })).toContainText('本题暂无文字解读');
    await phone.context().close();
  });
});
