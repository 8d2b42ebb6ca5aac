import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { QuestionBankPage } from '@/features/question-bank';
import { buildBasket } from '@/features/question-bank/testing/bank-fixtures';
import { buildPaperInfo, buildSchoolPaper } from '../testing/school-based-fixtures';
import { SCHOOL_BASED_BANK_PANELS } from './bank-panels';
import { SchoolPaperLibrary } from './school-paper-library';

afterEach(() => vi.unstubAllGlobals());

const scope = { period: 'C' as const, km: '语文' };

function fakeLibrary() {
  return fakeApi({
    '/api/WorkInfo/GetSchoolQuestionLib': { status: 200, data: { list: [buildSchoolPaper()], total: 25 } },
    '/api/QuestionBank/PaperInfo': { status: 200, data: buildPaperInfo() },
    '/api/QuestionBank/Basket': { status: 200, data: buildBasket([]) },
    '/api/QuestionBank/Basket/AddBatch': (body) => {
      const guids = (body as { itemData: { itemGuid: string }[] }).itemData.map((i) => i.itemGuid);
      return { status: 200, message: '操作成功！', data: { added: guids.length, skipped: 0, basket: buildBasket(guids) } };
    },
  });
}
const libraryCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path === '/api/WorkInfo/GetSchoolQuestionLib').map((c) => c.body as Record<string, unknown>);

describe('the school paper library', () => {
  it('lists papers with their facts, 收藏 and the extra actions slot, and filters from page 1', async () => {
    const api = fakeLibrary();
    renderAt(<SchoolPaperLibrary scope={scope} paperActions={() => <button type="button">分享</button>} />, '/school-based');
    const card = await screen.findByRole('article', { name: '七年级语文 第一单元 周末练习' });
    expect(within(card).getByText('NEW')).toBeTruthy();
    expect(within(card).getByText('日常练习')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /收藏$/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: '分享' })).toBeTruthy();
    expect(libraryCalls(api)[0]).toMatchObject({ period: 'C', km: '语文', pageIndex: 1, pageSize: 10 });
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(libraryCalls(api).at(-1)).toMatchObject({ pageIndex: 2 }));
    await userEvent.click(within(screen.getByRole('group', { name: '年级' })).getByText('七年级'));
    await waitFor(() => expect(libraryCalls(api).at(-1)).toMatchObject({ pageIndex: 1, gradeCode: 'A7' }));
    await userEvent.click(within(screen.getByRole('group', { name: '来源' })).getByText('教师共享'));
    await waitFor(() => expect(libraryCalls(api).at(-1)).toMatchObject({ pageIndex: 1, gradeCode: 'A7', origin: 2 }));
  });

  it('previews a paper by type section and adds it all after 确定全部加入试题篮？', async () => {
    const api = fakeLibrary();
    renderAt(<SchoolPaperLibrary scope={scope} />, '/school-based');
    await userEvent.click(await screen.findByRole('button', { name: /查\s*看/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('一、单选题')).toBeTruthy();
    expect(within(drawer).getByText('二、填空题')).toBeTruthy();
    expect(within(drawer).getByRole('article', { name: '第2题' })).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: /全部加入试题篮/ }));
    expect(await screen.findByText('确定全部加入试题篮？')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('操作成功！')).toBeTruthy();
    const body = api.calls.find((c) => c.path === '/api/QuestionBank/Basket/AddBatch')!.body as { itemData: { score: number }[] };
    expect(body.itemData).toHaveLength(2);
    expect(body.itemData[0]!.score).toBe(3);
  });

  it('refuses to add a paper of another subject', async () => {
    fakeApi({
      '/api/WorkInfo/GetSchoolQuestionLib': { status: 200, data: { list: [buildSchoolPaper()], total: 1 } },
      '/api/QuestionBank/PaperInfo': { status: 200, data: buildPaperInfo({ km: '数学' }) },
    });
    renderAt(<SchoolPaperLibrary scope={scope} />, '/school-based');
    await userEvent.click(await screen.findByRole('button', { name: /查\s*看/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('一、单选题');
    await userEvent.click(within(drawer).getByRole('button', { name: /全部加入试题篮/ }));
    expect(await screen.findByText('当前试卷科目与页面右上角「学段、科目」不一致，请切换学段、科目')).toBeTruthy();
  });

  it('is the 校本试卷 tab of the question bank', async () => {
    const api = fakeLibrary();
    renderAt(<QuestionBankPage panels={SCHOOL_BASED_BANK_PANELS} />, '/jobManager/job-edit-tiku?sourceType=2');
    expect(await screen.findByRole('article', { name: '七年级语文 第一单元 周末练习' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '校本试卷', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '校本教辅' })).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/QuestionBank/Items')).toBe(false);
  });
});
