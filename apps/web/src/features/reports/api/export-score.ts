import { useMutation } from '@tanstack/react-query';
import { exportFile } from '@/lib/api-client';
import type { WorkClassParams } from './keys';

/** GET /api/MPaper/ImportScore: the score report of the chosen classes as a workbook (data.url, or a task when large). */
export function exportScore(params: WorkClassParams) {
  return exportFile('GET', '/api/MPaper/ImportScore', { params: { ...params } }, '成绩单.xlsx');
}

export function useExportScore() {
  return useMutation({ mutationFn: exportScore });
}
