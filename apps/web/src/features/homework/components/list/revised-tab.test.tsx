import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { TCorrectionBookRow } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { renderPage } from '../../testing/render-page';
import { HomeworkListPage } from './homework-list-page';

afterEach(() => vi.unstubAllGlobals());

const row = (i: number): TCorrectionBookRow => ({
  correctionGuid: `11111111-1111-4111-8111-${String(i).padStart(12, '0')}`, workGuid: `22222222-2222-4222-8222-${String(i).padStart(12, '0')}`,
  classGuid: '33333333-3333-4333-8333-000000000001', WorkSheetName: `订正作业${i}`, AcademicYear: 2026, ClassName: '七年级1班', Subject: '语文',
  SubmitQty: 1, StudentTotal: 4, CreateTime: '2026-11-20T02:00:00.000Z', Status: 0,
});

describe('the homework list\'s 订正 tab (getRevisedList)', () => {
  it('lists the last 6 months by default, 10 per page, and 重置 restores the defaults and page 1', async () => {
    const api = fakeApi({
      '/api/WorkInfo/List': { status: 200, data: { list: [], total: 0 } },
      '/api/WorkInfo/GetAllClass': { status: 200, data: [] },
      '/api/WorkInfo/GetRevisedList': { status: 200, data: { list: [row(1), row(2)], total: 25 } },
    });
    renderPage(<HomeworkListPage />, { user: buildUserInfo(), url: '/jobManager/job' });
    await userEvent.click(await screen.findByRole('tab', { name: '订正' }));
    const region = await screen.findByRole('region', { name: '订正列表' });
    const first = (await within(region).findByText('订正作业1')).closest('tr')!;
    expect(within(first).getByText('1/4（25.00%）')).toBeTruthy();
    expect(within(first).getByText('进行中')).toBeTruthy();
    const bodies = () => api.calls.filter((c) => c.path === '/api/WorkInfo/GetRevisedList').map((c) => c.body);
    const today = dayjs();
    const defaults = { km: '语文', pageIndex: 1, pageSize: 10, startDay: today.subtract(6, 'month').format('YYYY-MM-DD'), endDay: today.format('YYYY-MM-DD') };
    expect(bodies()[0]).toEqual(defaults);

    await userEvent.click(within(region).getByTitle('3'));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ pageIndex: 3 }));
    await userEvent.click(within(region).getByRole('combobox', { name: '订正状态' }));
    await userEvent.click(await screen.findByTitle('已结束'));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ ...defaults, status: 1, pageIndex: 1 }));
    await userEvent.click(within(region).getByTitle('2'));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ status: 1, pageIndex: 2 }));

    await userEvent.click(within(region).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(bodies().at(-1)).toEqual(defaults));
  }, 60_000);
});
