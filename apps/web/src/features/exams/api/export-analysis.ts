import { useMutation } from '@tanstack/react-query';
import { exportFile } from '@/lib/api-client';

type Params = { ruCode: string; workGuid: string; classCode: string };

/**
 * GET /api/mpaper/ExportSubsectionScore and /api/Mpaper/ExportObjectiveQuestions: the 小题分 or 客观题选项 table as a
 * workbook equal to the screen (data.url, or a task of the task centre when large).
 */
export function exportAnalysis(kind: 'subsection' | 'objective', params: Params) {
  return kind === 'subsection'
    ? exportFile('GET', '/api/mpaper/ExportSubsectionScore', { params: { ...params } }, '小题分.xlsx')
    : exportFile('GET', '/api/Mpaper/ExportObjectiveQuestions', { params: { ...params } }, '客观题选项.xlsx');
}

export function useExportAnalysis(kind: 'subsection' | 'objective') {
  return useMutation({ mutationFn: (params: Params) => exportAnalysis(kind, params) });
}
