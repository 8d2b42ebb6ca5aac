import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiMessages, TaskType } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { JobScanDataPage } from './job-scan-data-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WORK = '44444444-4444-4444-8444-444444444444';

describe('扫描数据 page', () => {
  it('starts the sorted-data export of the chosen homework as a task of the task centre', async () => {
    const api = fakeApi({
      '/api/Scan/Works': { status: 200, data: [{ workGuid: WORK, name: '第三单元测验', km: '数学', createdAt: '2026-11-29T01:00:00.000Z' }] },
      '/api/Scan/WorkSummary': { status: 200, data: { workGuid: WORK, workName: '第三单元测验', classes: [{ className: '七年级1班', students: 40, scanned: 39, missing: [{ stuName: '李雷', buddies: '2025101002' }] }], duplicates: [], unmatched: 0 } },
      '/api/Examinee/ExportSortDataGetKey': { status: 201, message: '任务已创建', data: { key: '77777777-7777-4777-8777-777777777777', name: '整理数据：第三单元测验', type: TaskType.SortedDataExport } },
    });
    renderAt(<JobScanDataPage />, '/reports/job-scanData');
    expect(await screen.findByText('李雷（2025101002）')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /导出整理数据/ }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/api/Examinee/ExportSortDataGetKey'))).toBe(true));
    const url = new URL(String(api.fetchMock.mock.calls.find(([u]) => String(u).includes('ExportSortDataGetKey'))![0]), 'http://localhost');
    expect(url.searchParams.get('jobKey')).toBe(WORK);
    // The 201 answer says the task was created (the task centre shows it).
    expect(await screen.findByText(ApiMessages.taskQueued)).toBeTruthy();
  });
});
