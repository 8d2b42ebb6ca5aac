import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { expect, test } from '../fixtures/test.js';
import { buttonName } from '../fixtures/text.js';

const BANNER = '该校数智作业服务已过期，如需开通该功能请咨询本校服务人员';

test.describe('A school whose service has expired', () => {
  test('its teachers see the expired-service banner', async ({ page }) => {
    await signIn(page, DEMO.teacherB.phone);
    await page.goto('/jobManager/job');

    await expect(page.getByText(BANNER)).toBeVisible();
  });

  test('teachers of a school with a running service see no banner', async ({ page }) => {
    await signIn(page, DEMO.teacherA.phone);
    await page.goto('/jobManager/job');

    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);
  });

  test('a guarded click there opens the tip dialog instead of going on', async ({ page }) => {
    await signIn(page, DEMO.teacherB.phone);
    await page.goto('/jobManager/job');

    await page.getByRole('menuitem', { name: '在线作业' }).click();

    const tip = page.getByRole('dialog');
    await expect(tip).toContainText('温馨提示');
    await expect(tip).toContainText('请咨询本校服务人员');
    await expect(page).not.toHaveURL(/workType=1/);
    await tip.getByRole('button', { name: buttonName('知道了') }).click();
    await expect(tip).toBeHidden();
  });

  test('the same click in a school with a running service goes on', async ({ page }) => {
    await signIn(page, DEMO.teacherA.phone);
    await page.goto('/jobManager/job');

    await page.getByRole('menuitem', { name: '在线作业' }).click();

    await expect(page).toHaveURL(/workType=1/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
