import { DEMO, SCHOOL_A, SCHOOL_B } from '../fixtures/accounts.js';
import { logInWithForm } from '../fixtures/auth.js';
import { expect, test } from '../fixtures/test.js';
import { buttonName } from '../fixtures/text.js';

test.describe('Logging in as each role', () => {
  test('a teacher with one role logs in and lands on the homework list', async ({ page }) => {
    await logInWithForm(page, DEMO.teacherA.phone);

    await expect(page).toHaveURL(/\/jobManager\/job$/);
    const userMenu = page.getByRole('button', { name: '用户菜单' });
    await expect(userMenu).toContainText(DEMO.teacherA.name);
    await expect(userMenu).toContainText('教师');
    await expect(page.getByText(SCHOOL_A.name)).toBeVisible();
  });

  test('the school administrator logs in as 学校管理员 without choosing a role', async ({ page }) => {
    await logInWithForm(page, DEMO.adminA.phone);

    await expect(page).toHaveURL(/\/jobManager\/job$/);
    const userMenu = page.getByRole('button', { name: '用户菜单' });
    await expect(userMenu).toContainText(DEMO.adminA.name);
    await expect(userMenu).toContainText('学校管理员');
  });

  test('the super administrator of two schools logs in and can switch between them', async ({ page }) => {
    await logInWithForm(page, DEMO.collector.phone);

    await expect(page).toHaveURL(/\/jobManager\/job$/);
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('超级管理员');
    const switcher = page.getByRole('combobox', { name: '切换学校' });
    await expect(switcher).toBeVisible();

    // Switch to the other school: its expired service brings the banner.
    await switcher.click();
    await page.getByRole('option', { name: SCHOOL_B.name }).click();
    await expect(page.getByText('该校数智作业服务已过期，如需开通该功能请咨询本校服务人员')).toBeVisible();

    await switcher.click();
    await page.getByRole('option', { name: SCHOOL_A.name }).click();
    await expect(page.getByText('该校数智作业服务已过期，如需开通该功能请咨询本校服务人员')).toHaveCount(0);
  });

  test('a user with two roles chooses one after login and later switches to the other from the user menu', async ({ page }) => {
    await logInWithForm(page, DEMO.twoRoleTeacher.phone);

    await expect(page).toHaveURL(/\/change-role/);
    await expect(page.getByRole('button', { name: buttonName('教师') })).toBeVisible();
    await expect(page.getByRole('button', { name: buttonName('学校管理员') })).toBeVisible();
    await page.getByRole('button', { name: buttonName('教师') }).click();

    await expect(page).toHaveURL(/\/jobManager\/job$/);
    const userMenu = page.getByRole('button', { name: '用户菜单' });
    await expect(userMenu).toContainText(DEMO.twoRoleTeacher.name);
    await expect(userMenu).toContainText('教师');

    await userMenu.click();
    await page.getByRole('menuitem', { name: '切换角色' }).click();
    await expect(page).toHaveURL(/\/change-role/);
    await page.getByRole('button', { name: buttonName('学校管理员') }).click();

    await expect(page).not.toHaveURL(/\/change-role/);
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('学校管理员');
  });
});
