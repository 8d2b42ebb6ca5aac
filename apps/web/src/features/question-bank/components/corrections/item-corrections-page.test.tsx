import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { TItemCorrection } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderWithUser } from '@/app/testing/render-app';
import { buildUserInfo } from '@/app/testing/user-info';
import { buildBankItem } from '../../testing/bank-fixtures';
import { ItemCorrectionsPage } from './item-corrections-page';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/QuestionBank/Corrections/List';
const DISMISS = '/api/QuestionBank/Corrections/Dismiss';
const ITEM_GUID = '11111111-1111-4111-8111-111111111111';

function buildCorrection(overrides: Partial<TItemCorrection> = {}): TItemCorrection {
  const { itemTypeGuid, itemTypeName, stem, options, answer, subItems, explanation, difficultyName, source, sourceName } = buildBankItem();
  return {
    id: 3,
    itemGuid: ITEM_GUID,
    itemVersion: 1,
    item: { itemGuid: ITEM_GUID, version: 1, itemTypeGuid, itemTypeName, stem, options, answer, subItems, explanation, difficultyName,
      knowledgeNames: ['平方根'], source, sourceName, period: 'C', km: '数学' },
    reasons: [2, 7],
    reasonNames: ['答案有误', '符号、公式、格式或图片问题'],
    remark: '答案应为 C',
    reporterName: '李强',
    createdAt: '2026-03-02T01:30:00.000Z',
    status: 0,
    statusName: '待处理',
    handlerName: null,
    handledAt: null,
    handledNote: '',
    fixedVersion: null,
    ...overrides,
  };
}

function fakeCorrections() {
  return fakeApi({
    [LIST]: (body) => {
      const status = (body as { status: number }).status;
      const list = status === 1
        ? [buildCorrection({ id: 4, status: 1, statusName: '已修正', handlerName: '张敏', handledAt: '2026-03-03T02:00:00.000Z', fixedVersion: 2 })]
        : status === 0 ? [buildCorrection()] : [];
      return { status: 200, data: { list, total: list.length, counts: { pending: 1, fixed: 1, dismissed: 0 } } };
    },
    [DISMISS]: { status: 200, message: '已忽略该纠错', data: buildCorrection({ status: 2, statusName: '已忽略' }) },
  });
}
const listCalls = (api: ReturnType<typeof fakeCorrections>) => api.calls.filter((c) => c.path === LIST).map((c) => c.body);

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p>{`编辑器：${pathname}${search}`}</p>;
}

const admin = buildUserInfo({ user: { userRole: 'Salesman', userName: '张敏' } });
const renderPage = (user = admin) =>
  renderWithUser(
    <Routes>
      <Route path="/" element={<ItemCorrectionsPage />} />
      <Route path="/questionEditor" element={<LocationProbe />} />
    </Routes>,
    user,
  );

describe('the administrators\' corrections list', () => {
  it('tells a teacher without an administrator role that it is not for them, asking nothing', async () => {
    const api = fakeCorrections();
    renderPage(buildUserInfo());
    expect(await screen.findByText('无权限')).toBeTruthy();
    expect(listCalls(api)).toHaveLength(0);
  });

  it('lists pending reports with reasons, remark, reporter and counts on the status tabs', async () => {
    const api = fakeCorrections();
    renderPage();
    expect(await screen.findByText('李强')).toBeTruthy();
    expect(listCalls(api)[0]).toEqual({ status: 0, pageIndex: 1, pageSize: 10 });
    expect(screen.getByRole('tab', { name: '待处理（1）', selected: true })).toBeTruthy();
    expect(screen.getByText('答案有误')).toBeTruthy();
    expect(screen.getByText('符号、公式、格式或图片问题')).toBeTruthy();
    expect(screen.getByText('答案应为 C')).toBeTruthy();
    expect(screen.getByText('初中数学')).toBeTruthy();
    expect(screen.getByText('共 1 条纠错')).toBeTruthy();
  });

  it('switches to 已修正 and shows the fixing version and who fixed it', async () => {
    const api = fakeCorrections();
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: '已修正（1）' }));
    expect(await screen.findByText('已修正为第2版')).toBeTruthy();
    expect(listCalls(api).at(-1)).toMatchObject({ status: 1, pageIndex: 1 });
    expect(screen.queryByRole('button', { name: '修正' })).toBeNull();
  });

  it('shows the reported question with its answer on 查看', async () => {
    fakeCorrections();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('【答案】')).toBeTruthy();
    expect(within(dialog).getByText('纠错时第1版，当前第1版')).toBeTruthy();
    expect(dialog.textContent).toContain('所以选 C');
  });

  it('asks before 忽略 and sends the note', async () => {
    const api = fakeCorrections();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '忽略' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定忽略李强提交的这条纠错吗？忽略后试题保持不变。')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox'), '经核实试题无误');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定忽略' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === DISMISS)?.body).toEqual({ id: 3, note: '经核实试题无误' }));
    expect(await screen.findByText('已忽略该纠错')).toBeTruthy();
  });

  it('leaves 修正 of a platform question to the super administrator', async () => {
    fakeCorrections();
    renderPage();
    expect((await screen.findByRole('button', { name: '修正' })).hasAttribute('disabled')).toBe(true);
  });

  it('opens the question editor for 修正 with the item, subject, source and correction id', async () => {
    fakeCorrections();
    renderPage(buildUserInfo({ user: { userRole: 'Collector', userName: '陈刚' } }));
    await userEvent.click(await screen.findByRole('button', { name: '修正' }));
    const probe = await screen.findByText(/^编辑器：/);
    const url = new URL(probe.textContent!.replace('编辑器：', ''), 'http://x');
    expect(url.pathname).toBe('/questionEditor');
    expect(Object.fromEntries(url.searchParams)).toEqual({ itemGuid: ITEM_GUID, period: 'C', km: '数学', source: '100', correctionId: '3' });
  });
});
