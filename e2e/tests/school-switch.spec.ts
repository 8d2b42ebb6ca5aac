import type { Page } from '@playwright/test';
import { DEMO, SCHOOL_A, SCHOOL_B } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { createOnlineWork, uploadPdf } from '../fixtures/homework-api.js';
import { pickFromMenu } from '../fixtures/menus.js';
import { expect, test } from '../fixtures/test.js';

const NOT_MEMBER = '学校不存在或您不属于该学校';
const EXPIRED = '该校数智作业服务已过期，如需开通该功能请咨询本校服务人员';

/** Every API answer that refused a request for not being a member of the school (the symptom of issue 9, item 15). */
function watchRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().includes('/api/')) return;
    const body = await res.text().catch(() => '');
    if (body.includes(NOT_MEMBER)) refusals.push(res.url());
  });
  return refusals;
}

async function switchTo(page: Page, schoolName: string) {
  const banner = page.getByRole('banner');
  await pickFromMenu(page.getByRole('combobox', { name: '切换学校' }), page.getByRole('option', { name: schoolName }),
    async () => ((await banner.textContent()) ?? '').includes(schoolName));
  await expect(banner).toContainText(schoolName);
}

test.describe('A teacher of two schools switching school', () => {
  test('sees the new school’s classes on the open page, never 学校不存在或您不属于该学校', async ({ page }) => {
    const refusals = watchRefusals(page);
    await signIn(page, DEMO.teacherOfTwo.phone);
    await page.request.post('/api/Teacher/SelectRu', { data: { ru: SCHOOL_B.ru } });
    // 明德's service has expired: the teacher lands on the homework list, where the permission watcher (spec 03 §4)
    // says why, once per browser session (a first page elsewhere, or a switch into 明德 later, would be sent to / for it).
    await page.goto('/jobManager/job');
    await expect(page.getByText(EXPIRED)).toBeVisible();

    // The teaching-info page lists the classes the teacher teaches in the school shown in the header.
    await page.goto('/usercenter/teachinfo');
    await expect(page.getByRole('banner')).toContainText(SCHOOL_B.name);
    const table = page.getByRole('table');
    await expect(table).toContainText('八年级1班');
    await expect(table).not.toContainText('七年级1班');

    await switchTo(page, SCHOOL_A.name);
    await expect(page).toHaveURL(/\/usercenter\/teachinfo$/);
    await expect(table).toContainText('七年级1班');

    // The homework list of the new school, then back to the first school.
    await page.goto('/jobManager/job');
    await expect(page.getByRole('table')).toBeVisible();
    await switchTo(page, SCHOOL_B.name);
    await page.goto('/usercenter/teachinfo');
    await expect(page.getByRole('table')).toContainText('八年级1班');

    await expect(page.getByText(NOT_MEMBER)).toHaveCount(0);
    expect(refusals).toEqual([]);
  });

  test('leaves a page of the previous school’s homework for the homework list', async ({ page }) => {
    const refusals = watchRefusals(page);
    await signIn(page, DEMO.teacherOfTwo.phone);
    await page.request.post('/api/Teacher/SelectRu', { data: { ru: SCHOOL_A.ru } });
    const paper = await uploadPdf(page.request, '切换学校 英语');
    const workGuid = await createOnlineWork(page.request, { name: '英语 切换学校前的作业', km: '英语', classCodes: ['A701'], papers: [paper] });

    await page.goto(`/jobManager/job-details?workGuid=${workGuid}`);
    await expect(page.getByText('英语 切换学校前的作业').first()).toBeVisible();
    await switchTo(page, SCHOOL_B.name);

    await expect(page).toHaveURL(/\/jobManager\/job$/);
    await expect(page.getByText('作业或考试不存在！')).toHaveCount(0);
    await expect(page.getByText(NOT_MEMBER)).toHaveCount(0);
    expect(refusals).toEqual([]);
  });
});

test.describe('A homework that does not exist (body status 100)', () => {
  test('warns 作业或考试不存在！ and returns to the homework list', async ({ page }) => {
    await signIn(page, DEMO.teacherA.phone);
    await page.goto(`/jobManager/job-details?workGuid=${crypto.randomUUID()}`);

    await expect(page.getByText('作业或考试不存在！')).toBeVisible();
    await expect(page).toHaveURL(/\/jobManager\/job$/);
  });
});
