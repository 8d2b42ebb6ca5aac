import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { ZxxkIframePage } from './zxxk-iframe-page';
import { ZxxkMiddlewarePage } from './zxxk-middleware-page';
import { ZxxkPage } from './zxxk-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const I1 = '11111111-1111-4111-8111-111111111111';
const I2 = '22222222-2222-4222-8222-222222222222';
const BANK = 'https://zxxk.example.edu.cn/bank';
const notConfigured = { '/api/QuestionBank/SubjectNetwork': { status: 200, data: { url: null } } };

describe('学科网题库 pages', { timeout: 60_000 }, () => {
  it.each([
    ['/zxxk', <ZxxkPage />],
    ['/zxxk-iframe?period=C&km=数学', <ZxxkIframePage />],
    ['/zxxk-middleware?token=t', <ZxxkMiddlewarePage />],
  ])('%s says the school has not configured the bank, with a way back', async (url, page) => {
    const api = fakeApi(notConfigured);
    renderAt(page, url);
    expect(await screen.findByText(/本校还没有配置学科网题库的地址/, undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回选择题库' }).getAttribute('href')).toBe('/jobManager/job-tiku');
    expect(api.calls.map((c) => c.path)).not.toContain('/api/SubjectNetwork/Open');
  });

  it('opens the configured bank in the frame with the return address', async () => {
    const api = fakeApi({
      '/api/QuestionBank/SubjectNetwork': { status: 200, data: { url: BANK } },
      '/api/SubjectNetwork/Open': { status: 200, data: { frameUrl: `${BANK}?returnUrl=x`, token: 't1' } },
    });
    renderAt(<ZxxkIframePage />, '/zxxk-iframe?period=C&km=数学&workType=3');
    const frame = await screen.findByTitle('学科网题库', undefined, { timeout: 15_000 });
    expect(frame.getAttribute('src')).toBe(`${BANK}?returnUrl=x`);
    expect(api.calls.find((c) => c.path === '/api/SubjectNetwork/Open')?.body).toEqual({ period: 'C', km: '数学', workType: 3 });
  });

  it('lists what came back and takes a question out of the basket with DeleteXkwItem', async () => {
    const user = userEvent.setup();
    let inBasket = true;
    const api = fakeApi({
      '/api/QuestionBank/SubjectNetwork': { status: 200, data: { url: BANK } },
      '/api/SubjectNetwork/Received': () => ({ status: 200, data: { period: 'C', km: '数学', workType: 3, items: [
        { itemGuid: I1, itemTypeGuid: 1, itemTypeName: '单选题', stem: '<p>1+1=？</p>', inBasket },
        { itemGuid: I2, itemTypeGuid: 5, itemTypeName: '解答题', stem: '<p>解方程</p>', inBasket: true },
      ] } }),
      '/api/WorkInfo/DeleteXkwItem': () => { inBasket = false; return { status: 200, message: '已从试题篮移除', data: { itemGuid: I1 } }; },
    });
    renderAt(<ZxxkMiddlewarePage />, '/zxxk-middleware?token=t1&added=2');
    const first = await screen.findByRole('listitem', { name: '带回的第1题' }, { timeout: 15_000 });
    expect(within(first).getByText('1+1=？')).toBeTruthy();
    expect(screen.getByText(/刚刚带回 2 道题。这次从学科网共带回 2 道题，2 道在试题篮中/)).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: '移出试题篮' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: '带回的第1题' })).getByText('已移出试题篮')).toBeTruthy());
    expect(api.calls.find((c) => c.path === '/api/WorkInfo/DeleteXkwItem')?.body).toEqual({ itemGuid: I1 });
    expect(screen.getByRole('link', { name: '去组卷' }).getAttribute('href')).toBe('/homework/paper?workType=3&source=0&period=C&km=%E6%95%B0%E5%AD%A6');
  });

  it("shows the bank's refusal in the teacher's words with a way to open the bank again", async () => {
    fakeApi({ '/api/QuestionBank/SubjectNetwork': { status: 200, data: { url: BANK } } });
    renderAt(<ZxxkMiddlewarePage />, `/zxxk-middleware?error=${encodeURIComponent('选题链接已失效，请回到作业本重新打开学科网题库后再选题')}`);
    expect(await screen.findByText('题目没有带回来', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('选题链接已失效，请回到作业本重新打开学科网题库后再选题')).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新打开学科网题库' })).toBeTruthy();
  });
});
