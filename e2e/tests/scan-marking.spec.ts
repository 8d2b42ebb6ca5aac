import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO, SCHOOL_A } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { dataOf, uploadPdf } from '../fixtures/homework-api.js';
import { expect, test } from '../fixtures/test.js';

const run = Date.now().toString(36).toUpperCase();
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');
const shots = process.env.E2E_SHOTS_DIR;

interface WorkRow { workInfoGuid: string; workCode: string | null }
interface Student { stuGuid: string; stuName: string; buddies: string }

/** A scanned card page from the project's scan generator (apps/server …/testing/scan-cli.ts), as a JPEG. */
function generatedScan(request: object): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-scan-'));
  writeFileSync(path.join(dir, 'request.json'), JSON.stringify(request));
  execFileSync(process.execPath, ['--import', 'tsx', 'src/modules/scan-reading/testing/scan-cli.ts', path.join(dir, 'request.json'), path.join(dir, 'scan.jpg')], { cwd: serverDir, stdio: 'pipe' });
  return readFileSync(path.join(dir, 'scan.jpg'));
}

test.describe('智能阅卷 and 批阅 of a scanned machine-read homework (issue 13 item 4)', () => {
  test('the written answers of two scanned cards are scored with the keyboard in 智能阅卷, and 批阅 shows a student’s sheet with the scores', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.teacherA.phone);

    // A machine-read homework of 八年级1班: question 1 a single choice (A, 2 points), question 2 written (10 points).
    const start = Date.now() - 10 * 60_000;
    const paper = await uploadPdf(page.request, `Scan ${run}`);
    const { workInfoGuid: workGuid } = await dataOf<{ workInfoGuid: string }>(
      page.request.post('/api/WorkInfo/SaveMachineReadWork', {
        data: {
          ruCode: SCHOOL_A.ru, km: '数学', name: `扫描阅卷${run}`, clazzes: [{ code: 'A801' }], papers: [paper],
          startTime: new Date(start).toISOString(), endTime: new Date(start + 3 * 24 * 3600_000).toISOString(),
          questions: [{ th: 1, type: 1, option: 4, score: 2, answer: 'A' }, { th: 2, type: 3, option: 4, score: 10, answer: '' }],
        },
      }),
    );
    const works = await dataOf<{ list: WorkRow[] }>(page.request.get('/api/WorkInfo/List?workType=4&pageSize=50'));
    const workCode = works.list.find((w) => w.workInfoGuid === workGuid)!.workCode!;
    // The card of a homework without a bank paper carries the homework's own guid in its QR code.
    const questions = [{ th: 1, type: 1, optionCount: 4 }, { th: 2, type: 3, optionCount: 0 }];
    const sheet = await dataOf<{ students: Student[] }>(page.request.get(`/api/MachineRead/Sheet?workGuid=${workGuid}`));
    const [s1, s2] = sheet.students;

    // Two students' cards, scanned and uploaded as images; the reader assigns them by their student numbers.
    const scans = [s1!, s2!].map((s, i) => generatedScan({ questions, qr: { paperGuid: workGuid, workCode }, studentNo: s.buddies.slice(-8), answers: { 1: [i === 0 ? 'A' : 'B'] }, seed: 40 + i }));
    const batches: string[] = [];
    for (const [i, buffer] of scans.entries()) {
      // Queued in the task centre: 201 with the batch.
      const res = await page.request.post(`/api/Scan/Upload?workGuid=${workGuid}`, { multipart: { files: { name: `${i + 1}.jpg`, mimeType: 'image/jpeg', buffer } } });
      const body = (await res.json()) as { status: number; message: string; data: { batchGuid: string } };
      expect(body.status, body.message).toBe(201);
      batches.push(body.data.batchGuid);
    }
    for (const batch of batches) {
      await expect.poll(async () => (await dataOf<{ batch: { status: string; read: number } }>(page.request.get(`/api/Scan/Batch?batchGuid=${batch}`))).batch, { timeout: 90_000 })
        .toMatchObject({ status: 'done', read: 1 });
    }

    // 智能阅卷 from 网页阅卷: the crop large, scored with the number keys and Enter.
    await page.goto(`/jobManager/marking?workGuid=${workGuid}`);
    await page.getByRole('link', { name: /智能阅卷/ }).click();
    await expect(page).toHaveURL(/\/smart-viewer\?workGuid=.*th=2/);
    await expect(page.getByRole('heading', { name: '智能阅卷' })).toBeVisible();
    await expect(page.getByLabel('本题进度')).toHaveText('已阅 0 / 共 2');
    await expect(page.getByRole('img', { name: '第2题答案' })).toBeVisible();
    if (shots) await page.screenshot({ path: path.join(shots, 'smart-viewer.png') });
    await page.keyboard.type('8.5');
    await expect(page.getByLabel('当前分数')).toHaveText('8.5');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('本题进度')).toHaveText('已阅 1 / 共 2');
    // The next answer is open once its score box is empty again.
    await expect(page.getByLabel('当前分数')).toHaveText('—');
    await page.keyboard.type('6');
    await page.keyboard.press('Enter');
    await expect(page.getByText('第2题已全部阅完')).toBeVisible();

    // 批阅: the first student's whole sheet, what was read and the scores given.
    await page.getByRole('link', { name: '去批阅' }).click();
    await expect(page).toHaveURL(/\/review\?workGuid=/);
    await expect(page.getByRole('heading', { name: '批阅' })).toBeVisible();
    await expect(page.getByRole('img', { name: /答题卡第1面/ })).toBeVisible();
    const overlay = page.getByLabel('第1面识别结果');
    await expect(overlay).toContainText('1. A 2分');
    await expect(overlay).toContainText('2. 主观题 8.5分');
    await expect(page.getByText('总分 10.5')).toBeVisible();
    if (shots) await page.screenshot({ path: path.join(shots, 'review.png') });

    // The next student with →: chose B (0 points) and the other written score.
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`stuGuid=`));
    await expect(page.getByLabel('第1面识别结果')).toContainText('1. B 0分');
    await expect(page.getByText('总分 6', { exact: true })).toBeVisible();
  });
});
