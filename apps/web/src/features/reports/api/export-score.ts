import { useMutation } from '@tanstack/react-query';
import { buildUrl, downloadFile } from '@/lib/api-client';
import type { WorkClassParams } from './keys';

/** GET /api/MPaper/ImportScore: the score report of the chosen classes as a workbook (成绩单-作业名.xlsx). */
export function exportScore(params: WorkClassParams) {
  return downloadFile(buildUrl('/api/MPaper/ImportScore', { ...params }), undefined, '成绩单.xlsx');
}

export function useExportScore() {
  return useMutation({ mutationFn: exportScore });
}
