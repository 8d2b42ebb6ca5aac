import { z } from 'zod';
import { zGuid } from '../validation/common.js';

/**
 * The sorted-data export of a machine-read homework (整理数据; spec 03 §7.4 ExportSortDataGetKey,
 * ExportSortDataDownLoad): a task of the task centre (type 4) that makes a workbook of the homework's scanned sheets,
 * one row per student in class and 学号 order, with what was read, what the teacher decided, the score of every
 * question and where each page is; a second sheet lists the pages that count for no student.
 */

/** GET /api/Examinee/ExportSortDataGetKey?jobKey= (a machine-read homework): starts the export, answers its task's key. */
export const ZSortDataGetKeyQuerySchema = z.object({ jobKey: zGuid() });
/** GET /api/Examinee/ExportSortDataDownLoad?key= (a finished sorted-data task): the workbook. */
export const ZSortDataDownloadQuerySchema = z.object({ key: zGuid() });

export const SortDataTexts = {
  taskName: (workName: string) => `整理数据：${workName}`,
  fileName: (workName: string) => `整理数据-${workName}.xlsx`,
  studentsSheet: '学生答题卡',
  pagesSheet: '未对应学生的页',
  fixedColumns: ['班级', '学号', '姓名', '状态', '卡上学号', '总分', '客观题得分', '主观题得分'] as const,
  flagsColumn: '复核记录',
  pagesColumn: '扫描页',
  pageColumns: ['扫描文件', '页码', '状态', '卡上学号', '说明'] as const,
  stateRead: '已读取',
  stateReview: '待复核',
  stateMissing: '缺答题卡',
  /** A question the reader was unsure of and the teacher confirmed or changed. */
  decided: (th: number, read: string, decided: string) => `第${th}题 机读${read || '空'}，教师确认${decided || '空'}`,
  unsure: (th: number, read: string) => `第${th}题 填涂不清（机读${read || '空'}）`,
  studentChosen: '学生由教师确认',
  pageRef: (fileName: string, index: number) => `${fileName} 第${index}页`,
  notSortData: '该任务不是整理数据导出',
} as const;
