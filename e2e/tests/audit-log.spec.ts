import { DEMO, DEMO_PASSWORD } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { expect, test } from '../fixtures/test.js';
import { buttonName } from '../fixtures/text.js';

test.describe('操作日志', () => {
  test('an administrator resets a teacher’s password on 教师管理 and then reads it in 操作日志', async ({ page, browser, baseURL }) => {
    const teacher = DEMO.teacherOfTwo;
    await signIn(page, DEMO.adminA.phone);
    await page.goto('/usercenter/teachers');
    const row = page.getByRole('row').filter({ hasText: teacher.phone });
    await row.getByRole('button', { name: buttonName('重置密码') }).click();
    await page.getByRole('tooltip').getByRole('button', { name: buttonName('重置') }).click();
    const shown = page.getByRole('dialog').filter({ hasText: `${teacher.name}的新密码` });
    await expect(shown).toBeVisible();
    const password = /[a-z2-9]{8}/.exec(await shown.innerText())?.[0] ?? '';
    expect(password).toHaveLength(8);
    await shown.getByRole('button', { name: buttonName('知道了') }).click();

    // The side menu of 用户中心 leads administrators to the log; the newest entry is the reset, without the password.
    await page.getByRole('menuitem', { name: '操作日志' }).click();
    await expect(page).toHaveURL(/\/usercenter\/audit-log$/);
    const first = page.getByRole('row').nth(1);
    await expect(first).toContainText('重置教师密码');
    await expect(first).toContainText(`${teacher.name}（${teacher.phone}）`);
    await expect(first).toContainText(DEMO.adminA.name);
    await expect(page.locator('body')).not.toContainText(password);

    // Filtered to 删除学生, the reset is not listed.
    await page.getByLabel('操作').click();
    await page.locator('.ant-select-item-option[title="删除学生"]').click();
    await expect(page.getByRole('row').filter({ hasText: '重置教师密码' })).toHaveCount(0);

    // The teacher puts the demo password back, so later specs log in as before.
    const context = await browser.newContext({ baseURL });
    const login = await context.request.post('/api/Common/Login1', { data: { userCode: teacher.phone, password } });
    expect((await login.json()).status).not.toBe(403);
    const change = await context.request.post('/api/User/ChangePassword', { data: { oldPassword: password, newPassword: DEMO_PASSWORD } });
    expect((await change.json()).status).toBe(200);
    await context.close();
  });

  test('is not in a plain teacher’s menu, and its address shows nothing of the log to them', async ({ page }) => {
    await signIn(page, DEMO.teacherA.phone);
    await page.goto('/usercenter/teachinfo');
    await expect(page.getByRole('menuitem', { name: '教学信息' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '操作日志' })).toHaveCount(0);
  });
});
