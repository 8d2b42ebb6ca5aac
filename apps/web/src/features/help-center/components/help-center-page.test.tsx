import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { THelpArticle, THelpArticleSummary } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { HelpCenterPage } from './help-center-page';
import { HelpArticlePage } from './help-article-page';
import { blocksOf } from './article-body';

afterEach(() => vi.unstubAllGlobals());

const GUID = '6c1e0000-0000-4000-8000-000000000005';
const importArticle: THelpArticleSummary = {
  guid: GUID, title: '如何批量导入学生？', categoryCode: 'class', categoryName: '班级与学生', summary: '作业本支持用 Excel 一次导入…', viewCount: 12,
};
const loginArticle: THelpArticleSummary = {
  guid: '6c1e0000-0000-4000-8000-000000000001', title: '如何登录作业本并切换角色？', categoryCode: 'account', categoryName: '账号与登录', summary: '使用手机号和密码登录', viewCount: 3,
};
const categories = { status: 200, data: { list: [
  { code: 'account', name: '账号与登录', description: '', count: 3 },
  { code: 'class', name: '班级与学生', description: '', count: 4 },
] } };

describe('帮助中心', () => {
  it('shows the first category, the hot questions, and searches titles and bodies', async () => {
    const api = fakeApi({
      '/api/HelpFile/GetCategories': categories,
      '/api/HelpFile/GetHotQuestion': { status: 200, data: { list: [importArticle, loginArticle] } },
      '/api/HelpFile/GetList': { status: 200, data: { list: [loginArticle], total: 1 } },
    });
    renderAt(<HelpCenterPage />, '/help-center');
    const hot = await screen.findByLabelText('热门问题');
    expect(await within(hot).findByText('如何批量导入学生？')).toBeTruthy();
    expect(await within(screen.getByLabelText('问题列表')).findByText('如何登录作业本并切换角色？')).toBeTruthy();
    const listUrl = () => api.fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.startsWith('/api/HelpFile/GetList'));
    expect(listUrl()[0]).toContain('categoryCode=account');

    api.routes['/api/HelpFile/GetList'] = { status: 200, data: { list: [importArticle], total: 1 } };
    await userEvent.type(screen.getByLabelText('搜索问题'), '导入学生{enter}');
    const results = await screen.findByLabelText('搜索结果');
    expect(await within(results).findByText('如何批量导入学生？')).toBeTruthy();
    expect(within(results).getByText('班级与学生')).toBeTruthy();
    await waitFor(() => expect(listUrl().at(-1)).toContain(`keyword=${encodeURIComponent('导入学生')}`));
    expect(listUrl().at(-1)).not.toContain('categoryCode');
    expect(within(results).getByText('如何批量导入学生？').closest('a')?.getAttribute('href')).toBe(`/help-center/question/${GUID}`);
  }, 40_000);

  it('says so when a search finds nothing', async () => {
    fakeApi({
      '/api/HelpFile/GetCategories': categories,
      '/api/HelpFile/GetHotQuestion': { status: 200, data: { list: [] } },
      '/api/HelpFile/GetList': { status: 200, data: { list: [], total: 0 } },
    });
    renderAt(<HelpCenterPage />, '/help-center?keyword=%E9%9B%B7%E8%BE%BE');
    expect(await screen.findByText('没有找到相关问题，换个关键词试试，或提交意见反馈')).toBeTruthy();
    expect(screen.getByText('“雷达”的搜索结果')).toBeTruthy();
  });
});

describe('问题详情', () => {
  const article: THelpArticle = {
    ...importArticle, body: '## 导入失败怎么办\n1. 下载模板\n2. 上传文件\n> 导入后可在“学生管理”中查看', helpfulCount: 2, unhelpfulCount: 0, myVote: null,
    updatedAt: '2026-11-29T03:00:00.000Z',
  };
  const renderArticle = () =>
    renderAt(<Routes><Route path="/help-center/question/:guid" element={<HelpArticlePage />} /></Routes>, `/help-center/question/${GUID}`);

  it('shows the article with its steps and breadcrumb, and records 有帮助', async () => {
    const api = fakeApi({
      '/api/HelpFile/GetQuestion': { status: 200, data: article },
      '/api/HelpFile/Helpful': { status: 200, data: { helpfulCount: 3, unhelpfulCount: 0, myVote: true } },
    });
    renderArticle();
    expect(await screen.findByRole('heading', { name: '如何批量导入学生？' })).toBeTruthy();
    expect(screen.getByText('上传文件').tagName).toBe('LI');
    expect(screen.getByText('班级与学生').closest('a')?.getAttribute('href')).toBe('/help-center?category=class');
    expect(screen.getByText('帮助中心').closest('a')?.getAttribute('href')).toBe('/help-center');
    await userEvent.click(screen.getByRole('button', { name: /有帮助（2）/ }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/HelpFile/Helpful')?.body).toEqual({ guid: GUID, helpful: true }));
    expect(await screen.findByRole('button', { name: /有帮助（3）/ })).toBeTruthy();
    expect(screen.getByText('感谢您的评价！')).toBeTruthy();
  });

  it('offers the way back when the article does not exist', async () => {
    fakeApi({ '/api/HelpFile/GetQuestion': { status: 404, message: '该问题不存在或已下线' } });
    renderArticle();
    expect(await screen.findByText('该问题不存在或已下线')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回帮助中心' })).toBeTruthy();
  });

  it('splits a body into headings, steps, points and tips', () => {
    expect(blocksOf('## 登录\n1. 甲\n2. 乙\n- 丙\n> 丁\n段落')).toEqual([
      { kind: 'heading', text: '登录' }, { kind: 'steps', items: ['甲', '乙'] }, { kind: 'points', items: ['丙'] },
      { kind: 'tip', text: '丁' }, { kind: 'paragraph', text: '段落' },
    ]);
    // Screenshots come only from the web app's own help folder; another address stays text.
    expect(blocksOf('![作业列表](/help/homework-list.png)\n![外链](https://example.com/x.png)')).toEqual([
      { kind: 'image', alt: '作业列表', src: '/help/homework-list.png' }, { kind: 'paragraph', text: '![外链](https://example.com/x.png)' },
    ]);
  });
});
