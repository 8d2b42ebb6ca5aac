import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { newDraft } from '../../lib/draft-convert';
import { draftStore } from '../../lib/draft-store';
import { buildQuestions } from '../../lib/question-rows';
import { ALL_CLASS, CLASS_1, CLASS_2, CLASS_3, PREFER, WORK_GUID, buildWorkInfo } from '../../testing/fixtures';
import { currentUrl, renderPage } from '../../testing/render-page';
import { JobBasicPage } from './job-basic-page';

beforeEach(() => {
  localStorage.clear();
  draftStore.reload();
});
afterEach(() => vi.unstubAllGlobals());

const image = { fileKey: 'c'.repeat(32), filePath: '/api/Upload/File/x', fileName: '1.png', fileType: 'image' as const, size: 1, pageCount: null };

/** A new online homework whose upload step is done: one image, a single and a multiple-choice question. */
function seedNewDraft() {
  const draft = newDraft({ workType: 1 }, '数学', 1);
  const [q1, q2] = buildQuestions(2, 1);
  draftStore.set({ ...draft, papers: [image], questions: [{ ...q1!, answer: 'A' }, { ...q2!, type: 2, answer: 'AC' }] });
}

/** GetAllowedPermissions as the server answers it; `chooseReview` is the guard of the review type. */
function allowed(chooseReview: boolean) {
  const yes = { allowed: true, reason: null };
  return { status: 200, data: {
    role: 'Teacher', roles: ['Teacher'], isdisable: false, serverstatus: 0, questionPower: true, reviewPower: chooseReview, teachInfoPower: false,
    actions: { member: yes, service: yes, questionBank: yes, admin: yes, joinClassFreely: yes,
      chooseReview: chooseReview ? yes : { allowed: false, reason: '您没有选择批阅方式的权限，请联系本校管理员开通' } },
  } };
}

function serve(overrides: Record<string, object> = {}) {
  return fakeApi({
    '/api/Teacher/GetAllowedPermissions': allowed(true),
    '/api/PreferSet/GetPrefer': { status: 200, data: PREFER },
    '/api/WorkInfo/GetDefaultWorkName': { status: 200, data: { name: '11月22日数学作业' } },
    '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS },
    '/api/WorkInfo/SaveOnlineWork': { status: 200, data: { workInfoGuid: WORK_GUID, workCode: '123456', paperGuid: null, pendingRescore: 0 } },
    '/api/WorkInfo/SaveWorkMultSetting': { status: 200, data: { pendingRescore: 0 } },
    ...overrides,
  });
}
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('publish settings page', () => {
  it('offers a teacher only the grades holding classes they teach the subject in', async () => {
    seedNewDraft();
    serve({
      '/api/Teacher/GetTeacherTeachInfo': { status: 200, data: { list: [
        { Guid: 'C数学', Studyname: 'C', Subject: '数学', gradeCode: 'A7', gradeName: '七年级', classGuid: CLASS_2, className: '七年级2班' },
        { Guid: 'C物理', Studyname: 'C', Subject: '物理', gradeCode: 'A8', gradeName: '八年级', classGuid: CLASS_3, className: '八年级1班' },
      ] } },
    });
    renderPage(<JobBasicPage />, { user: buildUserInfo(), url: '/jobManager/job-basic?workType=1&source=1' });
    expect(await screen.findByRole('checkbox', { name: '七年级2班' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '八年级1班' })).toBeNull());
    expect(screen.queryByRole('checkbox', { name: '七年级1班' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '八年级' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '九年级' })).toBeNull();
  });

  it('fills the defaults, keeps one grade, and saves then goes to the finish page', async () => {
    seedNewDraft();
    const api = serve();
    renderPage(<JobBasicPage />, { user: buildUserInfo(), url: '/jobManager/job-basic?workType=1&source=1' });
    expect(await screen.findByDisplayValue('11月22日数学作业')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '开始时间' }) as HTMLInputElement).value).not.toBe('');

    await userEvent.click(checkbox('七年级1班'));
    await userEvent.click(checkbox('八年级1班'));
    expect((checkbox('七年级1班') as HTMLInputElement).checked).toBe(false);
    expect((checkbox('八年级1班') as HTMLInputElement).checked).toBe(true);
    // 九年级 holds no class: it is not offered.
    expect(screen.queryByRole('checkbox', { name: '九年级' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('八年级1班')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '我要修改' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));

    await waitFor(() => expect(currentUrl(screen)).toBe(`/jobManager/job-finish?workInfoGuid=${WORK_GUID}&workType=1`));
    const body = api.calls.find((c) => c.path === '/api/WorkInfo/SaveOnlineWork')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ km: '数学', name: '11月22日数学作业', gradeCode: 'A8', clazzes: [{ classGuid: CLASS_3 }], papers: [image.fileKey] });
    expect(body.questions).toEqual([
      { th: 1, type: 1, option: 4, score: 2, answer: 'A' },
      { th: 2, type: 2, option: 4, score: 2, answer: 'AC' },
    ]);
    // No rule was set by hand, so the server's preferred rule stands.
    expect(api.calls.some((c) => c.path === '/api/WorkInfo/SaveWorkMultSetting')).toBe(false);
    expect(draftStore.get()).toBeNull();
  }, 20_000);

  it('says so when the default name cannot be fetched', async () => {
    seedNewDraft();
    serve({ '/api/WorkInfo/GetDefaultWorkName': { status: 500, message: '' } });
    renderPage(<JobBasicPage />, { user: buildUserInfo(), url: '/jobManager/job-basic?workType=1&source=1' });
    expect(await screen.findByText('获取默认名称失败，请稍后重试')).toBeTruthy();
  });

  it('locks name and start of a started work, keeps overdue on and its classes chosen', async () => {
    serve({ '/api/WorkInfo/GetWorkInfo': { status: 200, data: buildWorkInfo({ state: 1, overdueable: 1 }) } });
    renderPage(<JobBasicPage />, { user: buildUserInfo(), url: `/jobManager/job-basic?workType=1&workInfoGuid=${WORK_GUID}&isEdit=1` });
    const name = (await screen.findByDisplayValue('11月22日数学作业')) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: '开始时间' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: '结束时间' }) as HTMLInputElement).disabled).toBe(false);

    await userEvent.click(screen.getByRole('switch', { name: '允许逾期提交' }));
    expect(await screen.findByText('当前作业不支持关闭逾期提交')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('switch', { name: '允许逾期提交' }).getAttribute('aria-checked')).toBe('true'));

    expect((checkbox('七年级1班') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(checkbox('七年级1班'));
    expect(await screen.findByText('作业已发布，不能移除已选班级')).toBeTruthy();
    expect((checkbox('七年级1班') as HTMLInputElement).checked).toBe(true);
  });

  it('locks the classes of an ended online work', async () => {
    serve({ '/api/WorkInfo/GetWorkInfo': { status: 200, data: buildWorkInfo({ state: 2 }) } });
    renderPage(<JobBasicPage />, { user: buildUserInfo(), url: `/jobManager/job-basic?workType=1&workInfoGuid=${WORK_GUID}&isEdit=1` });
    await screen.findByDisplayValue('11月22日数学作业');
    expect((checkbox('七年级2班') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: '结束时间' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('offers the review type only when the server\'s guard allows it (GetAllowedPermissions)', async () => {
    serve({
      '/api/Teacher/GetAllowedPermissions': allowed(false),
      '/api/WorkInfo/GetWorkInfo': { status: 200, data: buildWorkInfo({ workType: 4, reviewType: 1, scoreType: 0 }) },
    });
    renderPage(<JobBasicPage />, { user: buildUserInfo(), url: `/jobManager/job-basic?workType=4&workInfoGuid=${WORK_GUID}&isEdit=1` });
    expect(await screen.findByRole('radio', { name: '题卡合一' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('radio', { name: '先批改后扫描' })).toBeNull();
  });

  it('asks before a new review type resets an edited work, then applies its effects', async () => {
    serve({
      '/api/PreferSet/GetPrefer': { status: 200, data: { ...PREFER, scoreType: 1 } },
      '/api/WorkInfo/GetWorkInfo': { status: 200, data: buildWorkInfo({ workType: 4, reviewType: 1, scoreType: 0 }) },
    });
    renderPage(<JobBasicPage />, { user: buildUserInfo(), url: `/jobManager/job-basic?workType=4&workInfoGuid=${WORK_GUID}&isEdit=1` });
    await userEvent.click(await screen.findByRole('radio', { name: '先批改后扫描' }));
    expect(await screen.findByText('修改批阅方式将重置当前作业数据，是否继续？')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: '先扫描后在线批改' }) as HTMLInputElement).checked).toBe(true));

    await userEvent.click(screen.getByRole('radio', { name: '先批改后扫描' }));
    // The first dialog may still be closing, so the text can be there twice.
    await screen.findAllByText('修改批阅方式将重置当前作业数据，是否继续？');
    // The confirm's 确定 opens last, after the page's own.
    await userEvent.click(screen.getAllByRole('button', { name: '确定' }).at(-1)!);
    await waitFor(() => expect((screen.getByRole('radio', { name: '先批改后扫描' }) as HTMLInputElement).checked).toBe(true));
    // Marking first takes the preferred score type.
    expect((screen.getByRole('radio', { name: '对错' }) as HTMLInputElement).checked).toBe(true);
  });

  it('edits only classes, use and sync of a teaching-aid work', async () => {
    const api = serve({
      '/api/WorkInfo/GetWorkInfo': { status: 200, data: buildWorkInfo({ workType: 5, topicFileList: [], papers: [], questions: [] }) },
      '/api/WorkInfo/EditTeachingAidWork': { status: 200, data: { workInfoGuid: WORK_GUID, workCode: '1', paperGuid: null, pendingRescore: 0 } },
    });
    renderPage(<JobBasicPage />, { user: buildUserInfo(), url: `/jobManager/job-basic?workType=5&workInfoGuid=${WORK_GUID}&isEdit=1` });
    expect(((await screen.findByDisplayValue('11月22日数学作业')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByText('计分方式')).toBeNull();
    await userEvent.click(checkbox('七年级2班'));
    await userEvent.click(screen.getByRole('radio', { name: '周测' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(currentUrl(screen)).toBe(`/jobManager/job-finish?workInfoGuid=${WORK_GUID}&workType=5`));
    expect(api.calls.find((c) => c.path === '/api/WorkInfo/EditTeachingAidWork')?.body).toEqual({
      workInfoGuid: WORK_GUID,
      ruCode: 'RU10001',
      clazzes: [{ classGuid: CLASS_1 }, { classGuid: CLASS_2 }],
      use: 2,
      syncToOthers: 0,
    });
  });
});
