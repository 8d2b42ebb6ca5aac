import { useMutation } from '@tanstack/react-query';
import type { TWorkStatisticsFilter } from '@zuoyeben/shared';
import { exportFile } from '@/lib/api-client';

/** POST /api/WorkInfo/ExportWorkStatistics: the statistics as a workbook (data.url, or a task of the task centre when large). */
export function exportWorkStatistics(body: TWorkStatisticsFilter) {
  return exportFile('POST', '/api/WorkInfo/ExportWorkStatistics', { body }, '作业统计.xlsx');
}

export function useExportWorkStatistics() {
  return useMutation({ mutationFn: exportWorkStatistics });
}
