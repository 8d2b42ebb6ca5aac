import type { BrowserContext, Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { PUBLIC_ROUTES, SPEC_REDIRECTS, SPEC_ROUTES, STUDENT_SESSION_ROUTES } from '../fixtures/routes.js';
import { expect, test } from '../fixtures/test.js';

/**
 * The signed-in walk shares one signed-in browser context per worker. Every test still opens its route in a new
 * page by a full load (a deep link, as a bookmark would), but the context keeps the HTTP cache of the hashed assets
 * and the session, as a teacher's browser does, instead of a cold load of the whole app for each of ~90 routes.
 * One login for all (the server allows only a few logins per account and minute).
 */
const teacherTest = test.extend<object, { teacherContext: BrowserContext }>({
  teacherContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId });
      const page = await context.newPage();
      await signIn(page, DEMO.teacherA.phone);
      await page.close();
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ teacherContext }, use) => {
    const page = await teacherContext.newPage();
    await use(page);
    await page.close();
  },
});

/** The app's failure screens: the route error boundary and a failed user-info load. */
const FAILURE_SCREEN = /页面加载失败|获取用户信息失败/;
/** The planned-page notice's own sentence (components/planned-page.tsx). */
const PLANNED_NOTICE = '这项功能正在建设中，暂时还不能使用。';

/** A page is not blank: something that titles it (heading, Result, card title) is visible, and it is no failure screen. */
async function expectContent(page: Page) {
  const title = page.locator('h1, h2, h3, h4, .ant-result-title, .ant-card-head-title, [role="heading"]');
  await expect(title.filter({ visible: true }).first()).toBeVisible();
  // Polled: a page that titles itself before its body is laid out (the /zxxk-iframe frame) has no text for a moment.
  await expect.poll(async () => (await page.locator('#root').innerText()).trim().length).toBeGreaterThan(0);
  await expect(page.getByText(FAILURE_SCREEN)).toHaveCount(0);
  // Every route has its screen now: the planned-page notice must never come back.
  await expect(page.getByText(PLANNED_NOTICE)).toHaveCount(0);
}

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

teacherTest.describe('Every listed route resolves for a signed-in teacher', () => {
  for (const route of SPEC_ROUTES) {
    teacherTest(`${route} shows its own page`, async ({ page }) => {
      await page.goto(route);
      await expect.poll(() => pathnameOf(page)).toBe(route);
      await expectContent(page);
    });
  }

  for (const [from, to] of SPEC_REDIRECTS) {
    teacherTest(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect.poll(() => pathnameOf(page)).toBe(to);
      await expectContent(page);
    });
  }
});

test.describe('A teacher opening a student page', () => {
  // In their own contexts (a copy of the teacher's session), so the login page they land on cannot touch the walk's.
  test.beforeEach(async ({ context, page }) => {
    await signIn(page, DEMO.teacherA.phone);
    expect((await context.cookies()).length).toBeGreaterThan(0);
  });

  for (const route of STUDENT_SESSION_ROUTES) {
    // 答案 and 答案解读 are read on a student's session: the lost session opens the student login, which returns there.
    test(`${route} is the student's: a teacher without a student session is asked to log in`, async ({ page }) => {
      await page.goto(`${route}?workGuid=${crypto.randomUUID()}`);
      await expect.poll(() => pathnameOf(page)).toBe('/student/login');
      await expect(page.getByRole('textbox', { name: '密码' })).toBeVisible();
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
