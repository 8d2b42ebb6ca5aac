import { useMutation } from '@tanstack/react-query';
import { buildUrl, downloadFile } from '@/lib/api-client';

/** GET /api/MachineRead/Template: the class's workbook, filled with what was entered. */
export function downloadMachineReadTemplate(params: { workGuid: string; classGuid: string }) {
  return downloadFile(buildUrl('/api/MachineRead/Template', params), undefined, '答案录入.xlsx');
}

export function useDownloadMachineReadTemplate() {
  return useMutation({ mutationFn: downloadMachineReadTemplate });
}
