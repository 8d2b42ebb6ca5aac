import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** GET /api/Teacher/StudentTemplate: the import workbook (columns 姓名, 学号, 班级, 手机号). */
export function downloadStudentTemplate() {
  return downloadFile('/api/Teacher/StudentTemplate', undefined, '学生导入模板.xlsx');
}

export function useDownloadStudentTemplate() {
  return useMutation({ mutationFn: downloadStudentTemplate });
}
