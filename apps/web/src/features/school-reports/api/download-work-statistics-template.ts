import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** GET /api/WorkInfo/WorkStatisticsTemplate: the 线下作业 upload workbook with its rules. */
export function downloadWorkStatisticsTemplate() {
  return downloadFile('/api/WorkInfo/WorkStatisticsTemplate', undefined, '线下作业上传模板.xlsx');
}

export function useDownloadWorkStatisticsTemplate() {
  return useMutation({ mutationFn: downloadWorkStatisticsTemplate });
}
