import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { visibleSources } from '../../lib/bank-sources';
import { currentUrl, renderPage } from '../../testing/render-page';
import { JobTikuPage } from './job-tiku-page';

afterEach(() => vi.unstubAllGlobals());

describe('choose a source', () => {
  it('gates the banks by permission', () => {
    const none = { questionPower: false, boutiquePower: false, zwjyjPower: false };
    expect(visibleSources(none, { prepare: false, hasTeachGuidance: false }).map((s) => s.source)).toEqual([1]);
    const all = { questionPower: true, boutiquePower: true, zwjyjPower: true };
    expect(visibleSources(all, { prepare: false, hasTeachGuidance: true }).map((s) => s.source)).toEqual([1, 100, 2, 3, 200, 300, 4, 5, 10, 400]);
    // The subject network is hidden for preparation homework.
    expect(visibleSources(all, { prepare: true, hasTeachGuidance: false }).map((s) => s.source)).not.toContain(10);
  });

  it('opens the upload screen for 文件上传 with the work type and subject', async () => {
    fakeApi({});
    renderPage(<JobTikuPage />, { user: buildUserInfo(), url: '/jobManager/job-tiku?workType=4' });
    await userEvent.click(await screen.findByRole('button', { name: '文件上传' }));
    expect(currentUrl(screen)).toBe('/jobManager/job-upload?workType=4&source=1&km=%E8%AF%AD%E6%96%87&period=C');
  });

  it('tells a teacher without the online permission to contact the administrator', async () => {
    fakeApi({});
    renderPage(<JobTikuPage />, { user: buildUserInfo({ permission: { onlineWork: false } }), url: '/jobManager/job-tiku?workType=1' });
    await userEvent.click(await screen.findByRole('button', { name: '文件上传' }));
    expect(await screen.findByText('您暂无在线作业权限，请联系本校管理员开通')).toBeTruthy();
    expect(currentUrl(screen)).toBe('/jobManager/job-tiku?workType=1');
  });

  it('opens the question bank for a bank source with its source and work type', async () => {
    fakeApi({});
    renderPage(<JobTikuPage />, { user: buildUserInfo(), url: '/jobManager/job-tiku?workType=3' });
    await userEvent.click(await screen.findByRole('button', { name: '我的题库' }));
    expect(currentUrl(screen)).toBe('/jobManager/job-edit-tiku?sourceType=300&workType=3&km=%E8%AF%AD%E6%96%87&period=C');
  });

  it('opens 校本试卷 in the question bank, and 校本教辅 once the school has teaching guidance', async () => {
    fakeApi({ '/api/TeachGuidance/HasTeachGuidance': { status: 200, data: { hasTeachGuidance: true } } });
    renderPage(<JobTikuPage />, { user: buildUserInfo(), url: '/jobManager/job-tiku?workType=3' });
    expect(await screen.findByRole('button', { name: '校本教辅' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '校本试卷' }));
    expect(currentUrl(screen)).toBe('/jobManager/job-edit-tiku?sourceType=2&workType=3&km=%E8%AF%AD%E6%96%87&period=C');
  });

  it('opens 我的试卷 in the question bank', async () => {
    fakeApi({});
    renderPage(<JobTikuPage />, { user: buildUserInfo(), url: '/jobManager/job-tiku?workType=3' });
    await userEvent.click(await screen.findByRole('button', { name: '我的试卷' }));
    expect(currentUrl(screen)).toBe('/jobManager/job-edit-tiku?sourceType=4&workType=3&km=%E8%AF%AD%E6%96%87&period=C');
  });

  it('opens the configured subject-network bank in a new tab with work type, subject and period', async () => {
    fakeApi({
      '/api/QuestionBank/SubjectNetwork': { status: 200, data: { url: 'https://zxxk.example.edu.cn/bank' } },
      '/api/HelpFile/GetXkRisk': { status: 200, data: { title: '学科网题库使用提示', content: '题目的版权归学科网及其作者所有\n选好的题目会带回作业本' } },
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderPage(<JobTikuPage />, { user: buildUserInfo({ permission: { boutiquePower: true } }), url: '/jobManager/job-tiku?workType=3' });
    await userEvent.click(await screen.findByRole('button', { name: '学科网题库' }));
    // The subject network's notice first (GetXkRisk); the bank opens only once it is acknowledged.
    expect(await screen.findByText('题目的版权归学科网及其作者所有')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '我已知晓，继续' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith(
      'https://zxxk.example.edu.cn/bank?workType=3&km=%E8%AF%AD%E6%96%87&period=C', '_blank', 'noopener'));
  });

  it('says so when the school has not configured a subject-network bank', async () => {
    fakeApi({ '/api/QuestionBank/SubjectNetwork': { status: 200, data: { url: null } } });
    renderPage(<JobTikuPage />, { user: buildUserInfo({ permission: { boutiquePower: true } }), url: '/jobManager/job-tiku?workType=3' });
    await userEvent.click(await screen.findByRole('button', { name: '学科网题库' }));
    expect(await screen.findByText('本校尚未配置学科网题库地址，请联系学校管理员')).toBeTruthy();
  });

  it('opens the education-bureau bank in the question bank for a member granted it', async () => {
    fakeApi({});
    renderPage(<JobTikuPage />, { user: buildUserInfo({ permission: { zwjyjPower: true } }), url: '/jobManager/job-tiku?workType=3' });
    await userEvent.click(await screen.findByRole('button', { name: '教育局题库' }));
    expect(currentUrl(screen)).toBe('/jobManager/job-edit-tiku?sourceType=400&workType=3&km=%E8%AF%AD%E6%96%87&period=C');
  });
});
