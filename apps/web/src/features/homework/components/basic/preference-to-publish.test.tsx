import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPrefer } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { PreferenceSettingPage } from '@/features/account-settings';
import { newDraft } from '../../lib/draft-convert';
import { draftStore } from '../../lib/draft-store';
import { buildQuestions } from '../../lib/question-rows';
import { ALL_CLASS, PREFER } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { JobBasicPage } from './job-basic-page';

beforeEach(() => {
  localStorage.clear();
  draftStore.reload();
});
afterEach(() => vi.unstubAllGlobals());

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('个人中心 偏好设置 → 发布设置', () => {
  it('saves the teacher’s defaults through PreferSet, and the publish page pre-fills them', async () => {
    // One PreferSet store behind both pages, as the server keeps it.
    let stored: TPrefer = PREFER;
    const api = fakeApi({
      '/api/PreferSet/GetPrefer': () => ({ status: 200, data: stored }),
      '/api/PreferSet/AddOrUpdatePrefer': (body) => {
        const { ruCode: _ru, ...rest } = body as TPrefer & { ruCode: string };
        // The server answers the whole preference, the multiple-choice rule with its per-option scores too.
        stored = { ...stored, ...rest, multSetting: { ...stored.multSetting, ...rest.multSetting } };
        return { status: 200, data: stored };
      },
      '/api/WorkInfo/GetDefaultWorkName': { status: 200, data: { name: '11月22日数学作业' } },
      '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS },
    });

    renderPage(<PreferenceSettingPage />, { user: buildUserInfo(), url: '/usercenter/preference-setting' });
    await waitFor(() => expect((screen.getAllByRole('radio', { name: '分数' })[0] as HTMLInputElement).checked, 'preference page loaded').toBe(true));
    await userEvent.click(screen.getByRole('radio', { name: 'ABCDE等级' }));
    await userEvent.click(screen.getByRole('radio', { name: '对错' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/PreferSet/AddOrUpdatePrefer')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/PreferSet/AddOrUpdatePrefer')!.body).toMatchObject({ ruCode: 'RU10001', scoreType: 1, showType: 1 });
    cleanup();

    // A new online homework: the publish settings start from the saved preference.
    const image = { fileKey: 'c'.repeat(32), filePath: '/api/Upload/File/x', fileName: '1.png', fileType: 'image' as const, size: 1, pageCount: null };
    const [q1] = buildQuestions(1, 1);
    draftStore.set({ ...newDraft({ workType: 1 }, '数学', 1), papers: [image], questions: [{ ...q1!, answer: 'A' }] });
    renderPage(<JobBasicPage />, { user: buildUserInfo(), url: '/jobManager/job-basic?workType=1&source=1' });
    expect(await screen.findByDisplayValue('11月22日数学作业', {}, { timeout: 10_000 }).catch(() => { throw new Error(`calls: ${api.calls.map((c) => c.path).join(', ')}`); })).toBeTruthy();
    await waitFor(() => expect(radio('ABCDE等级').checked, 'publish page ABCDE等级').toBe(true));
    expect(radio('对错').checked, 'publish page 对错').toBe(true);
  }, 40_000);
});
