import type { Cookie, Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { PUBLIC_ROUTES, SPEC_REDIRECTS, SPEC_ROUTES, STUDENT_SESSION_ROUTES } from '../fixtures/routes.js';
import { expect, test } from '../fixtures/test.js';

/** The app's failure screens: the route error boundary and a failed user-info load. */
const FAILURE_SCREEN = /页面加载失败|获取用户信息失败/;

/** A page is not blank: something that titles it (heading, Result, card title) is visible, and it is no failure screen. */
async function expectContent(page: Page) {
  const title = page.locator('h1, h2, h3, h4, .ant-result-title, .ant-card-head-title, [role="heading"]');
  await expect(title.filter({ visible: true }).first()).toBeVisible();
  expect((await page.locator('#root').innerText()).trim().length).toBeGreaterThan(0);
  await expect(page.getByText(FAILURE_SCREEN)).toHaveCount(0);
}

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

test.describe('Every listed route resolves for a signed-in teacher', () => {
  let cookies: Cookie[] = [];

  // One login for the whole file (the server allows only a few logins per account and minute);
  // every test gets the session cookie in its fresh context.
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signIn(page, DEMO.teacherA.phone);
    cookies = await page.context().cookies();
    await page.close();
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies(cookies);
  });

  for (const route of SPEC_ROUTES) {
    test(`${route} shows its own page`, async ({ page }) => {
      await page.goto(route);
      await expect.poll(() => pathnameOf(page)).toBe(route);
      await expectContent(page);
    });
  }

  for (const route of STUDENT_SESSION_ROUTES) {
    // Today the student API's 401 reaches the shared envelope handler first, which opens the staff login; the student
    // login would serve a parent better (noted on issue 15). Either way the key is not shown.
    test(`${route} is the student's: a teacher without a student session is asked to log in`, async ({ page }) => {
      await page.goto(`${route}?workGuid=${crypto.randomUUID()}`);
      await expect.poll(() => pathnameOf(page)).toMatch(/^\/(student\/)?login$/);
      await expect(page.getByRole('textbox', { name: '密码' })).toBeVisible();
    });
  }

  for (const [from, to] of SPEC_REDIRECTS) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect.poll(() => pathnameOf(page)).toBe(to);
      await expectContent(page);
    });
  }
});

test.describe('Without a session', () => {
  test('a protected page sends the visitor to /login', async ({ page }) => {
    await page.goto('/usercenter/student');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel('账号')).toBeVisible();
    await expect(page.getByLabel('密码')).toBeVisible();
  });

  for (const route of PUBLIC_ROUTES) {
    test(`the public page ${route} opens without logging in`, async ({ page }) => {
      await page.goto(route);
      await expect.poll(() => pathnameOf(page)).toBe(route);
      await expectContent(page);
    });
  }
});
