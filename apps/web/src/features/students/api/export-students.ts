import { useMutation } from '@tanstack/react-query';
import { exportFile } from '@/lib/api-client';

/** POST /api/Teacher/ExportStudent: the students of one class, or all visible ones, as a workbook (data.url, or a task). */
export function exportStudents(classGuid?: string) {
  return exportFile('POST', '/api/Teacher/ExportStudent', { body: { classGuid } }, '学生名单.xlsx');
}

export function useExportStudents() {
  return useMutation({ mutationFn: exportStudents });
}
