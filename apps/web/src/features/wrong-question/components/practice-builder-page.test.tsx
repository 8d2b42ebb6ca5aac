import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPracticeBuild } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
// eslint-disable-next-line no-restricted-imports -- test data of the bank's question shape
import { buildBankItem } from '@/features/question-bank/testing/bank-fixtures';
import { CombinationPracticePage, WeakPracticePage } from './practice-builder-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const K1 = '22222222-2222-4222-8222-000000000001';
const K2 = '22222222-2222-4222-8222-000000000002';
const S = (n: number) => `55555555-5555-4555-8555-00000000000${n}`;
const I = (n: number) => `66666666-6666-4666-8666-00000000000${n}`;
const EMPTY_BASKET = { groups: [], total: 0, totalScore: 0, difficulty: null };
const item = (n: number, knowledgeGuid: string, reasons: string[]) =>
  ({ ...buildBankItem({ itemGuid: I(n), stem: `<p>练习题${n}</p>` }), knowledgeGuid, reasons });

const POINTS: TPracticeBuild['points'] = [
  { knowledgeGuid: K1, knowledgeName: '有理数的运算', rate: 0.2143, weak: true, chosen: true, questionCount: 3 },
  { knowledgeGuid: K2, knowledgeName: '一元一次方程', rate: 0.7, weak: false, chosen: false, questionCount: 4 },
];
const base = { classCode: 'A701', className: '七年级1班', gradeCode: 'A7', period: 'C', km: '语文', workCount: 2, points: POINTS };
const BY_LEVEL: TPracticeBuild = {
  ...base,
  groups: [
    { key: 'improve', name: '待提高', rate: 0.3, students: [{ studentGuid: S(1), name: '王一', buddies: '01', rate: 0.3 }],
      items: [item(1, K1, ['考查薄弱知识点「有理数的运算」（本班得分率21%）', '难度较易，即待提高组（本组在该知识点的得分率30%）的目标难度', '本校尚未使用过'])] },
    { key: 'excellent', name: '优秀', rate: 0.9, students: [{ studentGuid: S(2), name: '李二', buddies: '02', rate: 0.9 }],
      items: [item(2, K1, ['考查薄弱知识点「有理数的运算」（本班得分率21%）', '难度较难，即优秀组（本组在该知识点的得分率90%）的目标难度', '本校尚未使用过'])] },
  ],
};

function serve(practice: (body: unknown) => TPracticeBuild) {
  return fakeApi({
    '/api/WorkInfo/GetWorkCalcQueryData': { status: 200, data: { grades: [], classes: [{ classCode: 'A701', className: '七年级1班', gradeCode: 'A7' }], subjects: [], teachers: [] } },
    '/api/Recommend/Practice': (body) => ({ status: 200, data: practice(body) }),
    '/api/QuestionBank/Basket': { status: 200, data: EMPTY_BASKET },
    '/api/QuestionBank/Basket/AddBatch': { status: 200, data: { added: 1, skipped: 0, basket: EMPTY_BASKET } },
  });
}
const practiceCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.path === '/api/Recommend/Practice').map((c) => c.body);

describe('薄弱点练习', { timeout: 60_000 }, () => {
  it('previews each level group\'s practice with its students and reasons, and adds one group to the basket', async () => {
    const user = userEvent.setup();
    const api = serve(() => BY_LEVEL);
    renderAt(<WeakPracticePage />, '/jobManager/weak-practice?classCode=A701&km=%E8%AF%AD%E6%96%87&period=C&gradeCode=A7');
    const improve = await screen.findByRole('region', { name: '待提高组练习（1名学生，得分率 30%）' }, { timeout: 15_000 });
    expect(practiceCalls(api)[0]).toMatchObject({ classCode: 'A701', km: '语文', byLevel: true, perPoint: 3 });
    expect(practiceCalls(api)[0]).not.toHaveProperty('knowledgeGuids');
    expect(within(improve).getByText('王一 30%')).toBeTruthy();
    expect(within(improve).getByText('难度较易，即待提高组（本组在该知识点的得分率30%）的目标难度')).toBeTruthy();
    expect(screen.getByRole('region', { name: '优秀组练习（1名学生，得分率 90%）' })).toBeTruthy();
    // The weak point is chosen; the other is not.
    const table = screen.getByRole('table');
    expect((within(within(table).getByText('有理数的运算').closest('tr')!).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((within(within(table).getByText('一元一次方程').closest('tr')!).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);

    await user.click(within(improve).getByRole('button', { name: '本组试题加入试题篮' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('确定将待提高组练习的 1 道试题加入试题篮？')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/QuestionBank/Basket/AddBatch')).toBeTruthy());
    expect(JSON.stringify(api.calls.find((c) => c.path === '/api/QuestionBank/Basket/AddBatch')!.body)).toContain(I(1));
    expect(JSON.stringify(api.calls.find((c) => c.path === '/api/QuestionBank/Basket/AddBatch')!.body)).not.toContain(I(2));
  });

  it('asks again with the points the teacher picks', async () => {
    const user = userEvent.setup();
    const api = serve(() => BY_LEVEL);
    renderAt(<WeakPracticePage />, '/jobManager/weak-practice?classCode=A701&km=%E8%AF%AD%E6%96%87&period=C&gradeCode=A7');
    await screen.findByRole('region', { name: /待提高组练习/ }, { timeout: 15_000 });
    await user.click(within(screen.getByText('一元一次方程').closest('tr')!).getByRole('checkbox'));
    await waitFor(() => expect(practiceCalls(api).at(-1)).toMatchObject({ knowledgeGuids: [K1, K2], byLevel: true }));
  });
});

describe('组合练习', { timeout: 60_000 }, () => {
  it('builds one practice for the class, and says so when no point is chosen', async () => {
    const user = userEvent.setup();
    const api = serve(() => ({ ...base, groups: [{ key: 'class', name: '全班', rate: 0.5, students: [], items: [item(3, K1, ['考查薄弱知识点「有理数的运算」（本班得分率21%）', '难度较难，与本班在该知识点的得分率21%相当', '本校尚未使用过'])] }] }));
    renderAt(<CombinationPracticePage />, '/jobManager/combination-practice?classCode=A701&km=%E8%AF%AD%E6%96%87&period=C&gradeCode=A7');
    const all = await screen.findByRole('region', { name: '全班练习（0名学生）' }, { timeout: 15_000 });
    expect(within(all).getByText('难度较难，与本班在该知识点的得分率21%相当')).toBeTruthy();
    expect(practiceCalls(api)[0]).toMatchObject({ byLevel: false });
    await user.click(within(screen.getByText('有理数的运算').closest('tr')!).getByRole('checkbox'));
    expect(await screen.findByText('请选择知识点')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /全班练习/ })).toBeNull();
  });
});
