import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { request as requestFactory } from '@playwright/test';
import { createOnlineWork, firstLogin, studentsWithPasswords, uploadPdf } from '../fixtures/homework-api.js';
import { openPhonePage, studentLogIn } from '../fixtures/phone.js';
import { expect, test } from '../fixtures/test.js';

const run = Date.now().toString(36).toUpperCase();

test.describe('Question files on a student’s phone', () => {
  test('a PDF of questions shows inside the page, page by page, and zooms with 放大 / 缩小', async ({ page, browser, baseURL, pageErrors }) => {
    await signIn(page, DEMO.teacherA.phone);
    const questions = await uploadPdf(page.request, `Questions ${run}`);
    const name = `古诗默写${run}`;
    await createOnlineWork(page.request, { name, km: '语文', classCodes: ['A801'], papers: [questions] });

    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.adminA.phone);
    const [initial] = await studentsWithPasswords(admin.request, 'A801', 1, 5);
    await adminContext.close();
    // The first login's password change, done beforehand: this test is about the homework page.
    const api = await requestFactory.newContext({ baseURL });
    const student = await firstLogin(api, initial!);
    await api.dispose();

    const phone = await openPhonePage(browser, baseURL, pageErrors);
    await studentLogIn(phone, student.buddies, student.password);
    const opened: string[] = [];
    phone.context().on('page', (p) => opened.push(p.url()));
    await phone.getByRole('link', { name }).click();

    const viewer = phone.getByRole('region', { name: '题目 PDF' });
    await expect(viewer.getByText('第 1 / 1 页')).toBeVisible();
    const canvas = viewer.getByRole('img', { name: '第 1 页' });
    await expect(canvas).toBeVisible();
    const panel = viewer.getByTestId('pdf-page-panel');
    // Drawn (not blank) and fitted to the phone's width.
    await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width > 0 && c.style.width !== '')).toBe(true);
    const fitted = (await canvas.boundingBox())!;
    expect(fitted.x).toBeGreaterThanOrEqual(0);
    expect(fitted.x + fitted.width).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: '/tmp/ui-shots/student-pdf-phone.png' });

    await viewer.getByRole('button', { name: '放大' }).tap();
    await expect(viewer.getByLabel('缩放比例')).toHaveText('150%');
    await expect.poll(async () => (await viewer.getByRole('img', { name: '第 1 页' }).boundingBox())!.width).toBeGreaterThan(fitted.width * 1.4);
    // The page is wider than the panel now: the panel scrolls sideways, the page itself does not.
    expect(await panel.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: '/tmp/ui-shots/student-pdf-phone-zoomed.png' });
    await viewer.getByRole('button', { name: '缩小' }).tap();
    await expect(viewer.getByLabel('缩放比例')).toHaveText('100%');

    expect(opened, 'no new tab with a raw PDF').toEqual([]);
    await phone.context().close();
  });
});
