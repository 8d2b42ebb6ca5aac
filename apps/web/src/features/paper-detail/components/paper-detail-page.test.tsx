import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildUserInfo } from '@/app/testing/user-info';
import { buildPaperDetail } from '../testing/paper-detail-fixtures';
import { PaperDetailPage } from './paper-detail-page';

afterEach(() => vi.unstubAllGlobals());

const URL_ = '/homework/paper-detail?paperGuid=22222222-2222-4222-8222-222222222222';
const owner = buildUserInfo({ user: { userPhone: '13800000001', userName: '王丽' }, selected: { period: 'C', km: '数学' } });
const routes = (paper = buildPaperDetail()) => ({
  '/api/QuestionBank/PaperDetail': { status: 200, data: paper },
  '/api/PreparingWork/Retrieve': { status: 200, data: null },
  '/api/QuestionBank/Papers/AddToBasket': { status: 200, message: '操作成功！', data: { added: 3, skipped: 0 } },
  '/api/QuestionBank/Basket': { status: 200, data: { groups: [], total: 0, totalScore: 0, difficulty: 1 } },
});

describe('试卷详情', () => {
  it('numbers sections in Chinese numerals, totals the count table and offers the three PDFs', async () => {
    fakeApi(routes());
    renderAt(<PaperDetailPage />, URL_, owner);
    expect(await screen.findByRole('region', { name: '一、单选题' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '二、解答题' })).toBeTruthy();
    const table = screen.getByRole('table', { name: '题型统计' });
    expect(within(table).getByText('合计').closest('tr')?.textContent).toBe('合计314');
    expect(screen.getByRole('article', { name: '第3题' })).toBeTruthy();
    for (const name of [/下载试卷/, /下载答案解析/, /下载答题卡/]) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it("offers 排版 to the paper's creator and not to another teacher", async () => {
    fakeApi(routes());
    const view = renderAt(<PaperDetailPage />, URL_, owner);
    expect(await screen.findByRole('button', { name: /排\s*版/ })).toBeTruthy();
    view.unmount();
    renderAt(<PaperDetailPage />, URL_, buildUserInfo({ selected: { period: 'C', km: '数学' } }));
    await screen.findByRole('region', { name: '一、单选题' });
    expect(screen.queryByRole('button', { name: /排\s*版/ })).toBeNull();
  });

  it('offers a Collector 查看排版 on anyone\'s paper', async () => {
    fakeApi(routes());
    renderAt(<PaperDetailPage />, URL_, buildUserInfo({ user: { userPhone: '13800000004', userRole: 'Collector' }, selected: { period: 'C', km: '数学' } }));
    expect(await screen.findByRole('button', { name: /查看排版/ })).toBeTruthy();
  });

  it("refuses 全部加入试题篮 for another 学段、科目 with the spec's words, without calling the server", async () => {
    const api = fakeApi(routes());
    renderAt(<PaperDetailPage />, URL_, buildUserInfo({ selected: { period: 'C', km: '语文' } }));
    await userEvent.click(await screen.findByRole('button', { name: /全部加入试题篮/ }));
    expect(await screen.findByText('当前试卷科目与页面右上角「学段、科目」不一致，请切换学段、科目')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/QuestionBank/Papers/AddToBasket')).toBe(false);
  });

  it('warns about missing answers, marks the questions and refuses to add them', async () => {
    const api = fakeApi(routes(buildPaperDetail({ answerLackNumbers: [2] })));
    renderAt(<PaperDetailPage />, URL_, owner);
    expect(await screen.findByText('第2题答案缺失')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '第2题' })).getByText('答案缺失')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /全部加入试题篮/ }));
    expect((await screen.findAllByText('试卷中存在答案缺失，请补充答案，否则将无法使用试题~')).length).toBeGreaterThan(1);
    expect(api.calls.some((c) => c.path === '/api/QuestionBank/Papers/AddToBasket')).toBe(false);
  });

  it('adds the whole paper after 确定全部加入试题篮？', async () => {
    const api = fakeApi(routes());
    renderAt(<PaperDetailPage />, URL_, owner);
    await userEvent.click(await screen.findByRole('button', { name: /全部加入试题篮/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/QuestionBank/Papers/AddToBasket')?.body)
      .toEqual({ period: 'C', km: '数学', paperGuid: '22222222-2222-4222-8222-222222222222' }));
  });

  it('shows a paper held by manual handling as unavailable: no adding, publishing, layout or downloads', async () => {
    const manual = { id: 1, paperGuid: buildPaperDetail().paperGuid, paperName: '一元一次方程 课堂小测', km: '数学', period: 'C', status: 1,
      statusName: '人工处理中', remark: '图片缺失', questions: [2], requesterName: '李强', requesterPhone: '13800000002',
      createTime: '2026-11-28T06:00:00.000Z', finishTime: null, finisherName: null, result: '' };
    fakeApi(routes(buildPaperDetail({ manual, isClickable: false })));
    renderAt(<PaperDetailPage />, URL_, owner);
    expect(await screen.findByText(/人工处理中：该试卷正在人工处理中/)).toBeTruthy();
    expect(screen.getByText(/题号：2；备注：图片缺失/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /全部加入试题篮/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /发布作业/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /转人工处理/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /排\s*版/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /下载试卷/ })).toBeNull();
  });

  it('hides 全部加入试题篮 for the comprehensive subject', async () => {
    fakeApi(routes(buildPaperDetail({ km: '理综' })));
    renderAt(<PaperDetailPage />, URL_, owner);
    await screen.findByRole('region', { name: '一、单选题' });
    expect(screen.queryByRole('button', { name: /全部加入试题篮/ })).toBeNull();
  });
});
