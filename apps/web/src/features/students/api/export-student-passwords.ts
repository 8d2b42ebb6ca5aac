import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** POST /api/Teacher/ExportStudentPasswords: one class's initial student passwords as a workbook, to hand out. */
export function exportStudentPasswords(classGuid: string) {
  return downloadFile('/api/Teacher/ExportStudentPasswords', { classGuid }, '学生初始密码.xlsx');
}

export function useExportStudentPasswords() {
  return useMutation({ mutationFn: exportStudentPasswords });
}
