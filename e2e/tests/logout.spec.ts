import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { pickFromMenu } from '../fixtures/menus.js';
import { expect, test } from '../fixtures/test.js';
import { buttonName } from '../fixtures/text.js';

test.describe('Logging out', () => {
  test('退出登录 in the user menu returns to the login page and protected pages stay closed', async ({ page }) => {
    await signIn(page, DEMO.teacherA.phone);
    await page.goto('/usercenter/teachinfo');
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();

    await pickFromMenu(page.getByRole('button', { name: '用户菜单' }), page.getByRole('menuitem', { name: '退出登录' }),
      async () => /\/login/.test(page.url()));

    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: buttonName('登录') })).toBeVisible();

    await page.goto('/jobManager/job');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel('账号')).toBeVisible();
  });
});
