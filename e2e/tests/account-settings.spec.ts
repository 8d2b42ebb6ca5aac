import type { Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { dataOf } from '../fixtures/homework-api.js';
import { buttonName } from '../fixtures/text.js';
import { expect, test } from '../fixtures/test.js';

const READ_ONLY = '仅学校管理员可以修改以下设置，老师可以查看。';

test.describe('个人中心: 答题卡, 机阅设置, 偏好设置', () => {
  test('an administrator sets the school’s card and machine-read defaults; a teacher sees them read-only and keeps their own publish defaults', async ({ page, browser, baseURL }) => {
    test.setTimeout(300_000);
    // The school's settings and 李强's publish defaults are shared with every later spec (a timed answer release makes
    // each homework 李强 saves without a release time refused): whatever happens here, they are put back at the end.
    const adminContext = await browser.newContext({ baseURL });
    const adminApi = await adminContext.newPage();
    await signIn(adminApi, DEMO.adminA.phone);
    const card = await dataOf<{ paperSize: string; columns: number; studentIdDigits: number }>(adminApi.request.get('/api/AnswerCard/GetSettings'));
    const scan = await dataOf<{ reviewType: number; studentIdDigits: number; bandLow: number; bandHigh: number }>(adminApi.request.get('/api/MachineRead/GetScanSettings'));
    const teacherContext = await browser.newContext({ baseURL });
    const teacherApi = await teacherContext.newPage();
    await signIn(teacherApi, DEMO.teacherA.phone);
    const prefer = await dataOf<{ showType: number; releaseTime: number }>(teacherApi.request.get('/api/PreferSet/GetPrefer'));
    try {
      await changeAndCheck(page);
    } finally {
      await dataOf(adminApi.request.post('/api/AnswerCard/SaveSettings', { data: { paperSize: card.paperSize, columns: card.columns, studentIdDigits: card.studentIdDigits } }));
      await dataOf(adminApi.request.post('/api/MachineRead/SaveScanSettings', { data: { reviewType: scan.reviewType, studentIdDigits: scan.studentIdDigits, bandLow: scan.bandLow, bandHigh: scan.bandHigh } }));
      await dataOf(teacherApi.request.post('/api/PreferSet/AddOrUpdatePrefer', { data: { showType: prefer.showType, releaseTime: prefer.releaseTime } }));
      await adminContext.close();
      await teacherContext.close();
    }
  });
});

/** The administrator's and the teacher's steps on the three pages. */
async function changeAndCheck(page: Page) {
  await signIn(page, DEMO.adminA.phone);

  // 答题卡: A3 offers two or three columns; the school prints A3 in three columns with 10-digit student numbers.
  await page.goto('/usercenter/answercard');
  await expect(page.getByText('本校答题卡默认设置')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('答题卡模板')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'A4' })).toBeChecked();
  await page.getByText('A3', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '2 栏' })).toBeChecked();
  await page.getByText('3 栏', { exact: true }).click();
  await page.getByRole('spinbutton', { name: '学号位数' }).fill('10');
  await page.getByRole('button', { name: buttonName('保存') }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // 机阅设置: the band's low bound must stay below its high bound.
  await page.goto('/usercenter/machine-readable');
  const low = page.getByRole('spinbutton', { name: '复核区间下限' });
  await expect(low).toHaveValue('0.30', { timeout: 60_000 });
  await expect(page.getByRole('spinbutton', { name: '学号位数' })).toHaveValue('10');
  await low.fill('0.8');
  await page.getByRole('button', { name: buttonName('保存') }).click();
  await expect(page.getByText('复核区间的下限必须小于上限')).toBeVisible();
  await low.fill('0.25');
  await page.getByText('先批改后扫描', { exact: true }).click();
  await page.getByRole('button', { name: buttonName('保存') }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // A teacher of the school sees both settings and cannot change them.
  await page.context().clearCookies();
  await signIn(page, DEMO.teacherA.phone);
  await page.goto('/usercenter/answercard');
  await expect(page.getByText(READ_ONLY)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('radio', { name: 'A3' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '3 栏' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'A3' })).toBeDisabled();
  await expect(page.getByRole('button', { name: buttonName('保存') })).toHaveCount(0);
  await page.goto('/usercenter/machine-readable');
  await expect(page.getByText(READ_ONLY)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('spinbutton', { name: '复核区间下限' })).toHaveValue('0.25');
  await expect(page.getByRole('radio', { name: '先批改后扫描' })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: '复核区间下限' })).toBeDisabled();

  // 偏好设置: the teacher's own publish defaults, kept across visits.
  await page.goto('/usercenter/preference-setting');
  await expect(page.getByRole('radio', { name: 'ABCDE等级' })).not.toBeChecked({ timeout: 60_000 });
  await page.getByText('ABCDE等级', { exact: true }).click();
  await page.getByText('定时公布', { exact: true }).click();
  await page.getByRole('button', { name: buttonName('保存') }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'ABCDE等级' })).toBeChecked({ timeout: 60_000 });
  await expect(page.getByRole('radio', { name: '定时公布' })).toBeChecked();
}
