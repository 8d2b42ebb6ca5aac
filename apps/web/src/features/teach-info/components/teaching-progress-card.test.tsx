import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProgressTeachInfo, TTeachProgress, TTeachProgressItem } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderWithUser } from '@/app/testing/render-app';
import { buildUserInfo } from '@/app/testing/user-info';
import { TeachingProgressCard } from './teaching-progress-card';

afterEach(() => vi.unstubAllGlobals());

const BOOK_A = '11111111-1111-4111-8111-111111111111';
const BOOK_B = '22222222-2222-4222-8222-222222222222';
const CH3 = '33333333-3333-4333-8333-333333333333';
const CH3_3 = '44444444-4444-4444-8444-444444444444';
const CH4 = '55555555-5555-4555-8555-555555555555';
const PROGRESS = '66666666-6666-4666-8666-666666666666';
const OTHER = '77777777-7777-4777-8777-777777777777';

const info: TProgressTeachInfo = { period: 'C', km: '数学', gradeCode: 'A7', gradeName: '七年级', textbookVersion: '人教版',
  textbooks: [{ textbookGuid: BOOK_A, name: '七年级上册' }, { textbookGuid: BOOK_B, name: '七年级下册' }] };
const progress: TTeachProgress = { guid: PROGRESS, teacherName: '王丽', period: 'C', km: '数学', gradeCode: 'A7', gradeName: '七年级',
  textbookGuid: BOOK_A, textbookName: '七年级上册', currentChapterGuid: CH3_3, currentChapterName: '第三章 一元一次方程 / 3.3 解方程',
  doneCount: 16, totalCount: 22, updatedAt: '2026-11-20T08:00:00.000Z' };
const item = (chapterGuid: string, chapterName: string, state: 0 | 1 | 2, childList: TTeachProgressItem[] = []): TTeachProgressItem =>
  ({ chapterGuid, chapterName, state, planStart: null, planEnd: null, remark: '', childList });
const items = [item(CH3, '第三章 一元一次方程', 1, [item(CH3_3, '3.3 解方程', 1)]), { ...item(CH4, '第四章 几何图形初步', 0), planStart: '2026-12-01', planEnd: '2026-12-20' }];

function serve(options: { own?: TTeachProgress[]; others?: TTeachProgress[] } = {}) {
  const others = options.others ?? [];
  return fakeApi({
    '/api/TeachinfoProgress/TeachInfoList': { status: 200, data: { list: [info, { ...info, gradeCode: 'A8', gradeName: '八年级', textbooks: [] }] } },
    '/api/TeachinfoProgress/TeachinfoProgressList': { status: 200, data: { list: options.own ?? [] } },
    '/api/TeachinfoProgress/TeachinfoProgressItemList': { status: 200, data: { progress, list: items } },
    '/api/TeachinfoProgress/IsHaveOtherProgress': { status: 200, data: { hasOther: others.length > 0, count: others.length } },
    '/api/TeachinfoProgress/OtherTeachinfoProgressList': { status: 200, data: { list: others } },
    '/api/TeachinfoProgress/SaveOrUpdateTeachinfoProgress': { status: 200, data: progress },
    '/api/TeachinfoProgress/SyncTeachinfoProgress': { status: 200, message: '已同步', data: progress },
    '/api/TeachinfoProgress/UpdateTeachinfoProgressItem': { status: 200, data: null },
  });
}
const bodiesOf = (api: ReturnType<typeof serve>, path: string) => api.calls.filter((c) => c.path === `/api/TeachinfoProgress/${path}`).map((c) => c.body);

describe('teaching progress card', () => {
  it('has a tab per grade and subject taught; a new one starts from the chosen volume', async () => {
    const api = serve();
    renderWithUser(<TeachingProgressCard />, buildUserInfo());
    expect(await screen.findByRole('tab', { name: '七年级数学' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '八年级数学' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '设置教学进度' }));
    await waitFor(() => expect(bodiesOf(api, 'SaveOrUpdateTeachinfoProgress')).toEqual([
      { period: 'C', km: '数学', gradeCode: 'A7', textbookGuid: BOOK_A, currentChapterGuid: null },
    ]));
    await userEvent.click(screen.getByRole('tab', { name: '八年级数学' }));
    expect(await screen.findByText('题库暂无该年级学科的教材')).toBeTruthy();
  });

  it('shows each chapter\'s state and plan, and 设为当前 moves the current chapter', async () => {
    const api = serve({ own: [progress] });
    renderWithUser(<TeachingProgressCard />, buildUserInfo());
    expect(await screen.findByText('第三章 一元一次方程 / 3.3 解方程')).toBeTruthy();
    expect(screen.getByText('16/22')).toBeTruthy();
    const fourth = (await screen.findByText('第四章 几何图形初步')).closest('[data-chapter]') as HTMLElement;
    expect(within(fourth).getByText('未开始')).toBeTruthy();
    expect(within(fourth).getByText('计划 2026-12-01 ~ 2026-12-20')).toBeTruthy();
    const current = screen.getByText('3.3 解方程').closest('[data-chapter]') as HTMLElement;
    expect(within(current).getByText('进行中')).toBeTruthy();
    expect(within(current).queryByRole('button', { name: /设为当前/ })).toBeNull();
    await userEvent.click(within(fourth).getByRole('button', { name: '设为当前：第四章 几何图形初步' }));
    await waitFor(() => expect(bodiesOf(api, 'SaveOrUpdateTeachinfoProgress')).toEqual([
      { period: 'C', km: '数学', gradeCode: 'A7', textbookGuid: BOOK_A, currentChapterGuid: CH4 },
    ]));
    expect(await screen.findByText('已设为当前进度，题库将打开在该章节')).toBeTruthy();
  });

  it('saves a chapter\'s note from 计划', async () => {
    const api = serve({ own: [progress] });
    renderWithUser(<TeachingProgressCard />, buildUserInfo());
    await userEvent.click(await screen.findByRole('button', { name: '计划：第三章 一元一次方程' }));
    await userEvent.type(await screen.findByLabelText('备注'), '期中前讲完');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf(api, 'UpdateTeachinfoProgressItem')).toEqual([
      { guid: PROGRESS, chapterGuid: CH3, planStart: null, planEnd: null, remark: '期中前讲完' },
    ]));
  });

  it('offers a colleague\'s progress of the same grade and subject and copies it after confirming', async () => {
    const colleague = { ...progress, guid: OTHER, teacherName: '李强', currentChapterName: '第二章 整式的加减' };
    const api = serve({ others: [colleague] });
    renderWithUser(<TeachingProgressCard />, buildUserInfo());
    await userEvent.click(await screen.findByRole('button', { name: '同步其他老师进度（1）' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('李强（七年级上册）')).toBeTruthy();
    expect(within(dialog).getByText(/当前：第二章 整式的加减/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '同步' }));
    const confirm = (await screen.findByText('将覆盖您当前的进度与计划，确定同步吗？')).closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: /同\s?步/ }));
    await waitFor(() => expect(bodiesOf(api, 'SyncTeachinfoProgress')).toEqual([{ period: 'C', km: '数学', gradeCode: 'A7', sourceGuid: OTHER }]));
  });
});
