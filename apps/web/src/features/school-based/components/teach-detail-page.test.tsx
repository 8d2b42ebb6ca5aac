import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildBankItem, buildBasket } from '@/features/question-bank/testing/bank-fixtures';
import { useLocation } from 'react-router';
import { BOOK_GUID, buildGuidance, CHAPTER_GUID, PAPER_GUID, SECTION_GUID } from '../testing/school-based-fixtures';
import { TeachDetailPage } from './teach-detail-page';

afterEach(() => vi.unstubAllGlobals());

const SECOND = '77777777-7777-4777-8777-777777777777';

/** The teach-detail endpoints; the chapter answers `items`, the basket is kept in memory. */
function fakeGuidance(items = [buildBankItem(), buildBankItem({ itemGuid: SECOND })]) {
  let basket: string[] = [];
  return fakeApi({
    '/api/TeachGuidance/GetSelectTeachingGuidence': { status: 200, data: { teachingGuidanceGuid: BOOK_GUID, chapterGuid: CHAPTER_GUID } },
    '/api/TeachGuidance/GetTeachingGuidence': { status: 200, data: buildGuidance() },
    '/api/TeachGuidance/ViewTeachingGuidanceChapter': { status: 200, data: { list: items, total: items.length,
      subtitles: [{ guid: '44444444-4444-4444-8444-444444444444', name: '1 春' }], itemTypes: [{ itemTypeGuid: 1, itemTypeName: '单选题' }] } },
    '/api/TeachGuidance/CacheSelectTeachingGuidence': { status: 200, data: null },
    '/api/QuestionBank/Basket': () => ({ status: 200, data: buildBasket(basket) }),
    '/api/QuestionBank/Basket/AddBatch': (body) => {
      basket = (body as { itemData: { itemGuid: string }[] }).itemData.map((i) => i.itemGuid);
      return { status: 200, message: '操作成功！', data: { added: basket.length, skipped: 0, basket: buildBasket(basket) } };
    },
  });
}

const URL = `/school-based/teach-detail?teachingGuidanceGuid=${BOOK_GUID}&period=C&km=语文`;

describe('the teaching-guidance detail', () => {
  it('shows the book, its chapters, the remembered chapter and its section tags', async () => {
    fakeGuidance();
    renderAt(<TeachDetailPage />, URL);
    expect(await screen.findByRole('article', { name: '第2题' })).toBeTruthy();
    expect(screen.getAllByText('七年级语文上册 同步练习').length).toBeGreaterThan(0);
    expect(screen.getByText('出版社：人民教育出版社')).toBeTruthy();
    expect(screen.getByRole('button', { name: /切换/ })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '小节' })).getByText('1 春')).toBeTruthy();
  });

  it('asks 确定将本页试题全部添加到试题篮？ under 温馨提示 and adds the page with 操作成功！', async () => {
    const api = fakeGuidance();
    renderAt(<TeachDetailPage />, URL);
    await screen.findByRole('article', { name: '第2题' });
    await userEvent.click(screen.getByRole('button', { name: /本页加入试题篮/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('温馨提示').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('确定将本页试题全部添加到试题篮？')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/QuestionBank/Basket/AddBatch')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('操作成功！')).toBeTruthy();
    const body = api.calls.find((c) => c.path === '/api/QuestionBank/Basket/AddBatch')!.body as { period: string; km: string; itemData: unknown[] };
    expect(body).toMatchObject({ period: 'C', km: '语文', itemData: [{ itemTypeGuid: 1, itemVersion: 1 }, { itemGuid: SECOND }] });
    await waitFor(() => expect(screen.getByRole('button', { name: '试题篮（2题）' })).toBeTruthy());
  });

  it('refuses an empty page with 暂无试题 without asking', async () => {
    fakeGuidance([]);
    renderAt(<TeachDetailPage />, URL);
    await screen.findAllByText('暂无数据');
    await userEvent.click(screen.getByRole('button', { name: /本页加入试题篮/ }));
    expect(await screen.findByText('暂无试题')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a page with no question of the chosen period', async () => {
    fakeGuidance([buildBankItem({ period: 'G' })]);
    renderAt(<TeachDetailPage />, URL);
    await screen.findByRole('article', { name: '第1题' });
    await userEvent.click(screen.getByRole('button', { name: /本页加入试题篮/ }));
    expect(await screen.findByText('当页面无当前学段试题，无法批量添加!')).toBeTruthy();
  });

  it('布置教辅作业 opens the publish screen for the chosen section\'s paper; a chapter of several papers asks for a section', async () => {
    const api = fakeGuidance();
    const OTHER_PAPER = '88888888-8888-4888-8888-888888888888';
    const book = buildGuidance();
    book.chapters[0]!.paperGuids = [PAPER_GUID, OTHER_PAPER];
    api.routes['/api/TeachGuidance/GetTeachingGuidence'] = { status: 200, data: book };
    api.routes['/api/TeachGuidance/ViewTeachingGuidanceChapter'] = { status: 200, data: { list: [buildBankItem()], total: 1,
      subtitles: [{ guid: SECTION_GUID, name: '1 春' }], itemTypes: [] } };
    function Where() {
      const location = useLocation();
      return <output aria-label="地址">{location.pathname + location.search}</output>;
    }
    renderAt(<><TeachDetailPage /><Where /></>, URL);
    await screen.findByRole('article', { name: '第1题' });
    const assign = screen.getByRole('button', { name: /布置教辅作业/ });
    expect((assign as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(screen.getByRole('group', { name: '小节' })).getByText('1 春'));
    await waitFor(() => expect((screen.getByRole('button', { name: /布置教辅作业/ }) as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: /布置教辅作业/ }));
    const where = new globalThis.URL(screen.getByLabelText('地址').textContent!, 'http://x');
    expect(where.pathname).toBe('/jobManager/job-basic');
    expect(Object.fromEntries(where.searchParams)).toMatchObject({ workType: '5', paperGuid: PAPER_GUID, teachingGuidanceGuid: BOOK_GUID,
      chapterGuid: SECTION_GUID, gradeCode: 'A7', km: '语文', period: 'C' });
  });
});
