import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { newDraft } from '../../lib/draft-convert';
import { draftStore } from '../../lib/draft-store';
import { fakeUploads, uploadedImage } from '../../testing/fake-xhr';
import { currentUrl, renderPage } from '../../testing/render-page';
import { JobUploadPage } from './job-upload-page';

beforeEach(() => {
  localStorage.clear();
  draftStore.reload();
});
afterEach(() => vi.unstubAllGlobals());

const user = userEvent.setup({ applyAccept: false });
const url = '/jobManager/job-upload?workType=1&source=1&km=数学&period=C';
const questionInput = (container: HTMLElement) => container.querySelectorAll<HTMLInputElement>('input[type=file]')[0]!;
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

async function setCount(n: number) {
  const input = screen.getByRole('spinbutton', { name: '题目数量' });
  await user.clear(input);
  await user.type(input, `${n}{Enter}`);
}

/** An unpublished new online homework kept from last time, with one question image. */
function keepOldDraft() {
  const draft = newDraft({ workType: 1 }, '数学', 1);
  draftStore.set({ ...draft, papers: [{ fileKey: 'c'.repeat(32), filePath: '/api/Upload/File/x', fileName: '上次.png', fileType: 'image', size: 1, pageCount: null }] });
  draftStore.reload();
}

describe('a new 文件上传 while last time’s homework is kept', () => {
  it('asks 继续上次 / 重新开始, and 重新开始 starts from an empty homework', async () => {
    keepOldDraft();
    fakeApi({});
    renderPage(<JobUploadPage />, { user: buildUserInfo(), url });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('继续上次的作业？');
    expect(dialog.textContent).toContain('已上传1个题目文件、0个答案文件');
    await user.click(screen.getByRole('button', { name: '重新开始' }));
    await waitFor(() => expect(draftStore.get()?.papers).toEqual([]));
    expect(screen.queryByAltText('上次.png')).toBeNull();
  });

  it('keeps last time’s files on 继续上次', async () => {
    keepOldDraft();
    fakeApi({});
    renderPage(<JobUploadPage />, { user: buildUserInfo(), url });
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '继续上次' }));
    expect(await screen.findByAltText('上次.png')).toBeTruthy();
    expect(draftStore.get()?.papers).toHaveLength(1);
  });

  it('does not ask when the teacher comes back with 上一步 from the publish settings', async () => {
    keepOldDraft();
    fakeApi({});
    renderPage(<JobUploadPage />, { user: buildUserInfo(), url: `${url}&isStep=1` });
    expect(await screen.findByAltText('上次.png')).toBeTruthy();
    expect(screen.queryByText('继续上次的作业？')).toBeNull();
  });
});

describe('upload settings page', () => {
  it('walks from empty to the publish step with the spec messages on the way', async () => {
    fakeApi({});
    const sent = fakeUploads((form) => uploadedImage((form.get('file') as File).name));
    const { container } = renderPage(<JobUploadPage />, { user: buildUserInfo(), url });

    await user.click(await screen.findByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请上传题目')).toBeTruthy();

    await user.upload(questionInput(container), new File(['x'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('只能上传jpg、jpeg、jpe、png、word、pdf格式的文件')).toBeTruthy();

    await user.upload(questionInput(container), png('第1页.png'));
    expect(await screen.findByAltText('第1页.png')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('uploadType')).toBe('1');
    expect(sent[0]!.get('ruCode')).toBe('RU10001');

    await setCount(2);
    expect(await screen.findByRole('button', { name: '第2题选项D' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请设置第1题的答案')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '第1题选项B' }));
    await user.click(screen.getByRole('button', { name: '第2题选项A' }));
    // Single choice: a second letter replaces the first.
    await user.click(screen.getByRole('button', { name: '第2题选项C' }));
    expect(screen.getByRole('button', { name: '第2题选项A' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('共 2 题，总分 4 分，确认进入发布设置？')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: '下一步' }).at(-1)!);
    await waitFor(() => expect(currentUrl(screen)).toMatch(/^\/jobManager\/job-basic\?workType=1&source=1/));
    // Kept for the next step and a reload.
    expect(JSON.parse(localStorage.getItem('zyb.homeworkDraft')!).questions.map((q: { answer: string }) => q.answer)).toEqual(['B', 'C']);
  }, 20_000);

  it('asks before a new count resets existing questions, and keeps them on 取消', async () => {
    fakeApi({});
    renderPage(<JobUploadPage />, { user: buildUserInfo(), url });
    await setCount(2);
    await user.click(await screen.findByRole('button', { name: '第1题选项A' }));
    await setCount(3);
    expect(await screen.findByText('此操作将会改变现有的题型、题号及分值，是否继续?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect((screen.getByRole('spinbutton', { name: '题目数量' }) as HTMLInputElement).value).toBe('2'));
    expect(screen.getByRole('button', { name: '第1题选项A' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses a count above 100 and batch edits without a chosen question', async () => {
    fakeApi({});
    renderPage(<JobUploadPage />, { user: buildUserInfo(), url });
    await setCount(101);
    expect(await screen.findByText('题目数量不能超过100')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '批量设置' }));
    expect(await screen.findByText('您还未选择需要修改的题目哦~')).toBeTruthy();
  });

  it('restores the draft after a reload', async () => {
    fakeApi({});
    const first = renderPage(<JobUploadPage />, { user: buildUserInfo(), url });
    await setCount(3);
    await screen.findByRole('button', { name: '第3题选项A' });
    first.unmount();
    draftStore.reload();
    renderPage(<JobUploadPage />, { user: buildUserInfo(), url });
    expect(await screen.findByRole('button', { name: '第3题选项A' })).toBeTruthy();
  });
});
