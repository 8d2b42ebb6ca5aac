import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TGrindItem } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
// eslint-disable-next-line no-restricted-imports -- test data of the bank's question shape
import { buildBankItem } from '@/features/question-bank/testing/bank-fixtures';
import { WrongGrindPage } from './wrong-grind-page';
import { SituationDetailPage, TikuRecommendPage } from './recommend-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const W1 = '44444444-4444-4444-8444-444444444444';
const K1 = '22222222-2222-4222-8222-222222222222';
const EMPTY_BASKET = { groups: [], total: 0, totalScore: 0, difficulty: null };

function grindRow(th: number, rate: number, guid: string): TGrindItem {
  return {
    workGuid: W1, workName: '三月第一次作业', paperGuid: null, itemNumber: th, itemTypeGuid: 1, itemTypeName: '单选题', fullScore: 2,
    clsScoreRate: rate, submitCount: 2, wrongCount: 2, startTime: '2026-03-02 09:00',
    item: buildBankItem({ itemGuid: guid, stem: `<p>第${th}题的题干</p>` }),
  };
}
const ROWS = [grindRow(1, 0, '11111111-1111-4111-8111-111111111111'), grindRow(6, 0.25, '33333333-3333-4333-8333-333333333333')];

function serveGrind(initial = { gradeCode: 'A7', gradeName: '七年级', workInfoGuids: [W1] }) {
  return fakeApi({
    '/api/WrongQuestion/GetInitialData': { status: 200, data: initial },
    '/api/WrongQuestion/GetClasses': { status: 200, data: [{ ClassCode: 'A701', ClassName: '七年级1班' }, { ClassCode: 'A702', ClassName: '七年级2班' }] },
    '/api/WrongQuestion/WorkKnowledgeItems': { status: 200, data: { list: ROWS, total: 2, all: 2, students: 2, itemTypes: [{ itemTypeGuid: 1, itemTypeName: '单选题', count: 2 }] } },
    '/api/QuestionBank/Basket': { status: 200, data: EMPTY_BASKET },
    '/api/QuestionBank/Basket/AddBatch': { status: 200, data: { added: 2, skipped: 0, basket: EMPTY_BASKET } },
  });
}

const itemCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path === '/api/WrongQuestion/WorkKnowledgeItems').map((c) => c.body as { classCode: string; minRate: number; maxRate: number; pageIndex: number; workGuids: string[] });

describe('错题打磨', { timeout: 60_000 }, () => {
  it('opens on the latest ended works and the first class at 0–0.4, and shows each question with the class figures', async () => {
    const api = serveGrind();
    renderAt(<WrongGrindPage />, '/jobManager/wrong-grind');
    const first = await screen.findByRole('listitem', { name: '三月第一次作业 第1题' }, { timeout: 15_000 });
    expect(within(first).getByText('班级得分率 0%')).toBeTruthy();
    expect(within(first).getByText('失分 2/2 人')).toBeTruthy();
    expect(screen.getByText('第6题的题干')).toBeTruthy();
    expect(itemCalls(api)[0]).toMatchObject({ workGuids: [W1], classCode: 'A701', minRate: 0, maxRate: 0.4, pageIndex: 1 });
    expect((screen.getByRole('radio', { name: '0-0.4' }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks again with a preset, and checks a custom range before using it', async () => {
    const user = userEvent.setup();
    const api = serveGrind();
    renderAt(<WrongGrindPage />, '/jobManager/wrong-grind');
    await screen.findByRole('listitem', { name: '三月第一次作业 第1题' }, { timeout: 15_000 });
    await user.click(screen.getByText('0-0.6'));
    await waitFor(() => expect(itemCalls(api).at(-1)).toMatchObject({ minRate: 0, maxRate: 0.6 }));

    await user.click(screen.getByText('自定义'));
    await user.type(screen.getByRole('spinbutton', { name: '最小得分率' }), '0.5');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请输入完整得分率自定义区间')).toBeTruthy();
    await user.type(screen.getByRole('spinbutton', { name: '最大得分率' }), '0.3');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('最大值需大于最小值')).toBeTruthy();
    const before = itemCalls(api).length;
    await user.clear(screen.getByRole('spinbutton', { name: '最大得分率' }));
    await user.type(screen.getByRole('spinbutton', { name: '最大得分率' }), '0.9');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(itemCalls(api).at(-1)).toMatchObject({ minRate: 0.5, maxRate: 0.9 }));
    expect(itemCalls(api).length).toBeGreaterThan(before);
  });

  it('adds the whole page to the basket after 确定添加本页全部试题到试题篮？', async () => {
    const user = userEvent.setup();
    const api = serveGrind();
    renderAt(<WrongGrindPage />, '/jobManager/wrong-grind');
    await screen.findByRole('listitem', { name: '三月第一次作业 第1题' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: /本页全部加入试题篮/ }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('确定添加本页全部试题到试题篮？')).toBeTruthy();
    expect(within(confirm).getAllByText('温馨提示').length).toBeGreaterThan(0);
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/QuestionBank/Basket/AddBatch')).toBe(true));
    const added = api.calls.find((c) => c.path === '/api/QuestionBank/Basket/AddBatch')!.body as { itemData: { itemGuid: string }[] };
    expect(added.itemData.map((i) => i.itemGuid)).toEqual(ROWS.map((r) => r.item!.itemGuid));
    expect(await screen.findByText('操作成功！')).toBeTruthy();
  });

  it('says there is no ended homework', async () => {
    serveGrind({ gradeCode: '', gradeName: '', workInfoGuids: [] });
    renderAt(<WrongGrindPage />, '/jobManager/wrong-grind');
    expect((await screen.findAllByText('您还未有已结束的作业！')).length).toBeGreaterThan(0);
  });
});

describe('推荐练习 and 查看详情', { timeout: 40_000 }, () => {
  const query = `classCode=A701&period=C&km=${encodeURIComponent('语文')}&knowledgeGuid=${K1}&gradeCode=A7`;

  it('situation 1 lists the recommended questions with their reasons under a disabled knowledge field', async () => {
    const api = fakeApi({
      '/api/Recommend/KnowledgeItems': { status: 200, data: {
        knowledgeName: '有理数的运算', className: '七年级1班', classRate: 0.3125, targetDifficulty: 4, total: 1,
        list: [{ ...buildBankItem(), reasons: ['考查同一知识点「有理数的运算」', '难度较难，与班级在该知识点的得分率为31%相当', '本校尚未使用过'] }],
      } },
      '/api/QuestionBank/Basket': { status: 200, data: EMPTY_BASKET },
    });
    renderAt(<TikuRecommendPage />, `/jobManager/tiku-recommend?${query}`);
    expect(await screen.findByText('本校尚未使用过', {}, { timeout: 15_000 })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: '知识点' }) as HTMLInputElement;
    expect(field.value).toBe('有理数的运算');
    expect(field.disabled).toBe(true);
    expect(screen.getByText(/31.3%/)).toBeTruthy();
    // Back to 学情分析 on the same class and subject.
    expect(screen.getByRole('link', { name: '学情分析' }).getAttribute('href')).toBe(`/reports/dashboard?classCode=A701&km=${encodeURIComponent('语文')}`);
    expect(api.calls.find((c) => c.path === '/api/Recommend/KnowledgeItems')!.body).toMatchObject({ classCode: 'A701', knowledgeGuid: K1, period: 'C', pageIndex: 1, pageSize: 10 });
  });

  it('situation 2 sorts the class\'s wrong questions by score rate on the client', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/api/WrongQuestion/ViewWrongQuestionList': { status: 200, data: { knowledgeName: '有理数的运算', className: '七年级1班', list: [grindRow(6, 0.25, '33333333-3333-4333-8333-333333333333'), grindRow(1, 0, '11111111-1111-4111-8111-111111111111')] } },
      '/api/QuestionBank/Basket': { status: 200, data: EMPTY_BASKET },
    });
    renderAt(<SituationDetailPage />, `/jobManager/situation-detail?${query}`);
    await screen.findByRole('listitem', { name: '三月第一次作业 第6题' }, { timeout: 15_000 });
    const order = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label')).filter((n) => n?.includes('第'));
    expect(order()).toEqual(['三月第一次作业 第6题', '三月第一次作业 第1题']);
    await user.click(screen.getByText('按得分率'));
    expect(order()).toEqual(['三月第一次作业 第1题', '三月第一次作业 第6题']);
    expect(api.calls.filter((c) => c.path === '/api/WrongQuestion/ViewWrongQuestionList')).toHaveLength(1);
  });
});
