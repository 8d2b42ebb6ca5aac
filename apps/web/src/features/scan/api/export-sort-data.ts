import { useMutation } from '@tanstack/react-query';
import { exportFile } from '@/lib/api-client';

/** GET /api/Examinee/ExportSortDataGetKey (spec 03 §7.4): the homework's sorted data (整理数据) as a task of the task centre. */
export function exportSortData(workGuid: string) {
  return exportFile('GET', '/api/Examinee/ExportSortDataGetKey', { params: { jobKey: workGuid } }, '整理数据.xlsx');
}

export function useExportSortData() {
  return useMutation({ mutationFn: exportSortData });
}
