import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { renderAt } from '@/app/testing/render-at';
import { JobStatisticPage } from './job-statistic-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ROW = {
  teacherId: 7, teacherName: '王丽', gradeCode: 'A7', classCode: 'A701', className: '七年级1班', km: '数学',
  workCount: 2, offlineCount: 0, expectedCount: 92, submitCount: 6, submitRate: 6.52, markedCount: 5, markRate: 83.33, avgScore: 11.83, avgRate: 71.67,
};
const EMPTY_ROW = { ...ROW, workCount: 3, offlineCount: 1, teacherId: 8, teacherName: '李强', classCode: 'A801', className: '八年级1班', km: '语文', submitCount: 0, submitRate: 0, markRate: null, avgScore: null, avgRate: null };
const CHOICES = {
  grades: [{ gradeCode: 'A7', gradeName: '七年级' }, { gradeCode: 'A8', gradeName: '八年级' }],
  classes: [{ classCode: 'A701', className: '七年级1班', gradeCode: 'A7' }, { classCode: 'A801', className: '八年级1班', gradeCode: 'A8' }],
  subjects: ['数学', '语文'],
  teachers: [{ teacherId: 7, teacherName: '王丽' }, { teacherId: 8, teacherName: '李强' }],
};

function serve() {
  return fakeApi({
    '/api/WorkInfo/GetWorkCalcQueryData': { status: 200, data: CHOICES },
    '/api/WorkInfo/WorkStatisticsList': { status: 200, data: { list: [ROW, EMPTY_ROW], total: 2 } },
    '/api/WorkInfo/GetCommentList': {
      status: 200,
      data: [{ workGuid: '44444444-4444-4444-8444-444444444444', name: '三月第一次作业', startTime: '2026-03-02 09:00', endTime: '2026-03-03 09:00', fullScore: 20, studentCount: 46, submitCount: 4, markedCount: 3, avgScore: 14, offline: false },
        { workGuid: '55555555-5555-4555-8555-555555555555', name: '练习册第12页', startTime: '2026-03-10 00:00', endTime: '2026-03-10 00:00', fullScore: 10, studentCount: 46, submitCount: 40, markedCount: 40, avgScore: 8, offline: true }],
    },
    '/api/Mark/Calculate': { status: 200, data: { changed: 1, total: 4 } },
    '/api/WorkInfo/UploadWorkStatistics': { status: 400, message: '上传失败：共有1行有误，未导入任何数据，请按提示修改后重新上传', data: { imported: 0, errors: [{ row: 3, reason: '实交人数不能多于应交人数' }] } },
    '/api/WorkInfo/ExportWorkStatistics': { status: 201, message: '操作成功，请在任务队列中查看！', data: { key: 'k', name: '作业统计', type: 2 } },
  });
}

const admin = buildUserInfo({ user: { userRole: 'Salesman', userName: '张敏' }, roles: ['Salesman'] });
const bodiesOf = (api: ReturnType<typeof serve>, path: string) => api.calls.filter((c) => c.path === path).map((c) => c.body as Record<string, unknown>);

describe('job statistic page', () => {
  it('shows each teacher, class and subject with rates, and -- where there is nothing to average', async () => {
    serve();
    renderAt(<JobStatisticPage />, '/reports/job-statistic', admin);
    const table = await screen.findByRole('table', { name: '作业统计' });
    const cells = (name: string) => within(within(table).getByText(name).closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    await waitFor(() => expect(within(table).getByText('王丽')).toBeTruthy());
    expect(cells('王丽').slice(1)).toEqual(['王丽', '七年级1班', '数学', '2', '6/92', '6.52%', '83.33%', '11.83', '71.67%']);
    expect(cells('李强').slice(7)).toEqual(['--', '--', '--']);
  });

  it('asks for the last 30 days at first, and starts again at page 1 for a subject', async () => {
    const api = serve();
    renderAt(<JobStatisticPage />, '/reports/job-statistic', admin);
    await screen.findByText('王丽');
    const first = bodiesOf(api, '/api/WorkInfo/WorkStatisticsList')[0]!;
    expect(first).toMatchObject({ ruCode: 'RU10001', km: '', pageIndex: 1, pageSize: 10 });
    const days = (Date.parse(String(first.endDay)) - Date.parse(String(first.startDay))) / 86_400_000;
    expect(days).toBe(29);

    await userEvent.click(screen.getByRole('combobox', { name: '科目' }));
    await userEvent.click(await screen.findByTitle('语文'));
    await waitFor(() => expect(bodiesOf(api, '/api/WorkInfo/WorkStatisticsList').at(-1)).toMatchObject({ km: '语文', pageIndex: 1 }));
  });

  it('lists a row\'s homework when it is expanded', async () => {
    const api = serve();
    renderAt(<JobStatisticPage />, '/reports/job-statistic', admin);
    await screen.findByText('王丽');
    await userEvent.click(screen.getAllByRole('button', { name: /展开行/ })[0]!);
    expect(await screen.findByRole('link', { name: '三月第一次作业' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/WorkInfo/GetCommentList')).toBeTruthy();
  });

  it('recalculates one homework of a row and says how many scores changed', async () => {
    const api = serve();
    renderAt(<JobStatisticPage />, '/reports/job-statistic', admin);
    await screen.findByText('王丽');
    await userEvent.click(screen.getAllByRole('button', { name: /展开行/ })[0]!);
    const row = (await screen.findByRole('link', { name: '三月第一次作业' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '重新计算' }));
    expect(await screen.findByText('已重新计算 4 份提交，其中 1 份得分有变化')).toBeTruthy();
    expect(bodiesOf(api, '/api/Mark/Calculate')).toEqual([{ workInfoGuid: '44444444-4444-4444-8444-444444444444' }]);
  });

  it('counts uploaded 线下作业 in a row and marks them in its detail, where they have no analysis and no 重新计算', async () => {
    serve();
    renderAt(<JobStatisticPage />, '/reports/job-statistic', admin);
    const table = await screen.findByRole('table', { name: '作业统计' });
    await waitFor(() => expect(within(table).getByText('3（线下1）')).toBeTruthy());
    await userEvent.click(screen.getAllByRole('button', { name: /展开行/ })[0]!);
    const offline = (await screen.findByText('练习册第12页')).closest('tr')!;
    expect(within(offline).getByText('线下')).toBeTruthy();
    expect(within(offline).queryByRole('link')).toBeNull();
    expect(within(offline).queryByRole('button', { name: '重新计算' })).toBeNull();
  });

  it('uploads a 线下作业 workbook and lists every refused row', async () => {
    const api = serve();
    renderAt(<JobStatisticPage />, '/reports/job-statistic', admin);
    await screen.findByText('王丽');
    await userEvent.click(screen.getByRole('button', { name: /上传线下作业/ }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], '线下作业.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    expect(await within(dialog).findByText('上传失败：共有1行有误，未导入任何数据，请按提示修改后重新上传')).toBeTruthy();
    expect(within(dialog).getByText('实交人数不能多于应交人数')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/WorkInfo/UploadWorkStatistics')).toHaveLength(1);
  });

  it('exports the filtered statistics; a large one goes to the task centre', async () => {
    const api = serve();
    renderAt(<JobStatisticPage />, '/reports/job-statistic', admin);
    await screen.findByText('王丽');
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(bodiesOf(api, '/api/WorkInfo/ExportWorkStatistics')).toHaveLength(1));
    expect(bodiesOf(api, '/api/WorkInfo/ExportWorkStatistics')[0]).toMatchObject({ ruCode: 'RU10001', teacherId: 0 });
  });

  it('offers no teacher filter to a teacher', async () => {
    serve();
    renderAt(<JobStatisticPage />, '/reports/job-statistic');
    await screen.findByText('王丽');
    expect(screen.queryByRole('combobox', { name: '教师' })).toBeNull();
    expect(screen.getByRole('combobox', { name: '科目' })).toBeTruthy();
  });
});
