import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** POST /api/Teacher/ExportStudent: the students of one class, or all visible ones, as a workbook. */
export function exportStudents(classGuid?: string) {
  return downloadFile('/api/Teacher/ExportStudent', { classGuid }, '学生名单.xlsx');
}

export function useExportStudents() {
  return useMutation({ mutationFn: exportStudents });
}
