import { z } from 'zod';
import { zGuid } from '../validation/common.js';
import { ZTaskQueuedSchema } from './tasks.js';

/**
 * Scanned answer cards of machine-read homework (issue 13; spec 03 §2.1 /usercenter/scan-status, /scan-detail). A
 * teacher uploads a batch (one PDF or several JPEG/PNG); a task reads it page by page; each page is read, to review,
 * failed or refused. The machine's reading and the teacher's decisions are kept apart, so a re-read never overwrites
 * a correction.
 */
export const ScanPageStatuses = ['pending', 'read', 'review', 'failed', 'refused'] as const;
export type TScanPageStatus = (typeof ScanPageStatuses)[number];
export const ScanPageStatusNames: Record<TScanPageStatus, string> = {
  pending: '待读取',
  read: '已读取',
  review: '待复核',
  failed: '读取失败',
  refused: '已拒绝',
};
export const ScanBatchStatuses = ['uploaded', 'reading', 'done', 'failed'] as const;
export type TScanBatchStatus = (typeof ScanBatchStatuses)[number];
export const ScanBatchStatusNames: Record<TScanBatchStatus, string> = { uploaded: '已上传', reading: '读取中', done: '已完成', failed: '读取失败' };

export const ScanLimits = {
  /** One PDF of a scanner: at most 50 MB. */
  maxPdfBytes: 50 * 1024 * 1024,
  /** One image: at most 10 MB. */
  maxImageBytes: 10 * 1024 * 1024,
  /** Images of one upload. */
  maxImages: 200,
  /**
   * All files of one upload together: 200 images of 10 MB would otherwise be held as 2 GB in memory for one request.
   * A scanner's JPEG page at 200 dpi is 0.2–0.5 MB, so a class's 200 pages fit several times over.
   */
  maxTotalBytes: 100 * 1024 * 1024,
  /** Pages of one PDF. */
  maxPages: 500,
} as const;

export const ScanMessages = {
  noFiles: '请选择要上传的扫描文件',
  fileType: '只能上传一个 PDF 文件，或若干 JPG/PNG 图片',
  onePdf: '一次只能上传一个 PDF 文件，且不能与图片混合上传',
  tooManyImages: `一次最多上传${ScanLimits.maxImages}张图片`,
  pdfTooLarge: `PDF 文件不能超过${ScanLimits.maxPdfBytes / 1024 / 1024}MB`,
  imageTooLarge: `图片不能超过${ScanLimits.maxImageBytes / 1024 / 1024}MB`,
  totalTooLarge: `一次上传的文件合计不能超过${ScanLimits.maxTotalBytes / 1024 / 1024}MB，请分批上传`,
  tooManyPages: `扫描文件不能超过${ScanLimits.maxPages}页`,
  notMachineRead: '只有扫描作业可以上传答题卡',
  batchNotFound: '扫描批次不存在',
  pageNotFound: '扫描页不存在',
  studentNotInWork: '学生不存在或不在本作业的班级中',
  refusedPage: '该页是其他作业或其他学校的答题卡，不能录入',
  unknownStudent: '未找到与学号对应的学生，请选择学生',
  duplicateStudent: '该学生已有另一张答题卡，请核对',
  studentNoUnclear: '学号填涂不清，请选择学生',
  answersUnclear: '有题目填涂不清，请确认答案',
  noStudentYet: '请先为该页选择学生',
  badAnswer: (th: number) => `第${th}题的答案不正确`,
  cornersOutside: '所点的位置超出了该页图像，请在图像上点选四个角的定位方块',
  cornersTooClose: '四个角相距太近，请依次点选答题卡四个角的黑色定位方块',
  alignFailed: '按所点的四个角仍无法读取该页，请对准四个角的黑色定位方块重新点选',
  aligned: '已按所点的四个角重新读取',
  noImage: '该页没有图像，无法重新读取，请重新上传',
} as const;

/** POST /api/Scan/Upload?workGuid=: multipart, field files (one PDF or several images). */
export const ZScanUploadQuerySchema = z.object({ workGuid: zGuid() });

export const ZScanBatchSchema = z.object({
  batchGuid: z.string(),
  workGuid: z.string(),
  workName: z.string(),
  km: z.string(),
  fileName: z.string(),
  uploaderName: z.string(),
  status: z.enum(ScanBatchStatuses),
  message: z.string(),
  createdAt: z.string(),
  pages: z.number().int(),
  read: z.number().int(),
  review: z.number().int(),
  failed: z.number().int(),
  refused: z.number().int(),
  pending: z.number().int(),
  taskKey: z.string().nullable(),
});
export type TScanBatch = z.infer<typeof ZScanBatchSchema>;

/** GET /api/Scan/Batches: the school's batches, newest first (optionally of one homework). */
export const ZScanBatchesRequestSchema = z.object({ workGuid: zGuid().optional() });
export const ZScanBatchesSchema = z.array(ZScanBatchSchema);

/** One objective question as the machine read it and as it stands after the teacher's decision. */
export const ZScanAnswerSchema = z.object({
  th: z.number().int(),
  options: z.array(z.string()),
  /** What the machine read (letters). */
  read: z.string(),
  /** Blank / multi / ambiguous flags of the reader. */
  flags: z.array(z.string()),
  darkness: z.array(z.number()),
  /** The teacher's answer, when decided; null otherwise. */
  decided: z.string().nullable(),
  /** Has an image of the row to show beside the guess. */
  hasCrop: z.boolean(),
});
export type TScanAnswer = z.infer<typeof ZScanAnswerSchema>;

export const ZScanPageSchema = z.object({
  pageGuid: z.string(),
  /** 1-based position in the upload. */
  index: z.number().int(),
  status: z.enum(ScanPageStatuses),
  /** Card page (1-based) or null when unknown. */
  cardPage: z.number().int().nullable(),
  flags: z.array(z.string()),
  message: z.string(),
  studentNo: z.string().nullable(),
  /** The student the page counts for (the teacher's choice, else the machine's match); null when none. */
  stuGuid: z.string().nullable(),
  stuName: z.string().nullable(),
  buddies: z.string().nullable(),
  studentDecided: z.boolean(),
  /** The page is aligned by the teacher's four corner clicks (手动对齐) rather than by the marks the reader found. */
  cornersDecided: z.boolean(),
  hasStudentCrop: z.boolean(),
  answers: z.array(ZScanAnswerSchema),
});
export type TScanPage = z.infer<typeof ZScanPageSchema>;

/** GET /api/Scan/Batch?batchGuid=: one batch with its pages and the homework's students (for choosing one). */
export const ZScanBatchRequestSchema = z.object({ batchGuid: zGuid() });
export const ZScanBatchDetailSchema = z.object({
  batch: ZScanBatchSchema,
  pages: z.array(ZScanPageSchema),
  students: z.array(z.object({ stuGuid: z.string(), stuName: z.string(), buddies: z.string(), className: z.string() })),
});
export type TScanBatchDetail = z.infer<typeof ZScanBatchDetailSchema>;

/** GET /api/Scan/PageImage?pageGuid=&thumb=1 · GET /api/Scan/Crop?pageGuid=&th= (th 0: the student number). */
export const ZScanPageImageRequestSchema = z.object({ pageGuid: zGuid(), thumb: z.enum(['0', '1']).optional() });
export const ZScanCropRequestSchema = z.object({ pageGuid: zGuid(), th: z.coerce.number().int().min(0).max(1000) });

/** POST /api/Scan/Reread, /api/Scan/DeletePage. */
export const ZScanPageRequestSchema = z.object({ pageGuid: zGuid() });
/** POST /api/Scan/MovePage: the page counts for another student of the homework. */
export const ZScanMovePageRequestSchema = z.object({ pageGuid: zGuid(), stuGuid: zGuid() });
/** POST /api/Scan/Resolve: the teacher's decisions on a page under review (student and/or answers by number). */
export const ZScanResolveRequestSchema = z.object({
  pageGuid: zGuid(),
  stuGuid: zGuid().optional(),
  answers: z.record(z.string().regex(/^\d{1,4}$/), z.string().max(10)).optional(),
});
export type TScanResolveRequest = z.infer<typeof ZScanResolveRequestSchema>;

/** A point on a page image, in the image's own pixels. */
export const ZScanPointSchema = z.object({ x: z.number().finite().min(0).max(20_000), y: z.number().finite().min(0).max(20_000) });
/**
 * POST /api/Scan/Align (手动对齐): the centres of the card's four corner marks as the teacher clicked them on the page
 * image (any order; shown as 左上, 右上, 右下, 左下). The page is read again with them, and every later re-read uses them.
 */
export const ZScanAlignRequestSchema = z.object({ pageGuid: zGuid(), corners: z.array(ZScanPointSchema).length(4) });
export type TScanAlignRequest = z.infer<typeof ZScanAlignRequestSchema>;

/** GET /api/Scan/WorkSummary?workGuid= (报表 job-scanData): pages per class, students without a sheet, duplicates. */
export const ZScanWorkSummaryRequestSchema = z.object({ workGuid: zGuid() });
export const ZScanWorkSummarySchema = z.object({
  workGuid: z.string(),
  workName: z.string(),
  classes: z.array(z.object({ className: z.string(), students: z.number().int(), scanned: z.number().int(), missing: z.array(z.object({ stuName: z.string(), buddies: z.string() })) })),
  duplicates: z.array(z.object({ stuName: z.string(), buddies: z.string(), pages: z.number().int() })),
  unmatched: z.number().int(),
});
export type TScanWorkSummary = z.infer<typeof ZScanWorkSummarySchema>;

/** The upload's answer (body status 201): the reading task, shown in the task centre, and the new batch. */
export const ZScanUploadResultSchema = ZTaskQueuedSchema.extend({ batchGuid: z.string() });
export type TScanUploadResult = z.infer<typeof ZScanUploadResultSchema>;

/** GET /api/Scan/Works: machine-read homework the teacher may upload cards for, newest first. */
export const ZScanWorksSchema = z.array(z.object({ workGuid: z.string(), name: z.string(), km: z.string(), createdAt: z.string() }));
export type TScanWork = z.infer<typeof ZScanWorksSchema>[number];

/** GET /api/Scan/Sheet (/review 批阅): one student's scanned sheet with what was read and the scores given. */
export const ZScanSheetRequestSchema = z.object({ workGuid: zGuid(), stuGuid: zGuid().optional() });
export const ZScanSheetStudentSchema = z.object({ stuGuid: z.string(), stuName: z.string(), className: z.string() });
export const ZScanSheetSchema = z.object({
  workGuid: z.string(),
  workName: z.string(),
  /** Students with a read sheet, in class and student-number order: 上一位 / 下一位 step through them. */
  students: z.array(ZScanSheetStudentSchema),
  /** The student shown (the first of the list without stuGuid); null when no sheet is read yet. */
  student: ZScanSheetStudentSchema.nullable(),
  /** The student's submission, for Mark/Save when a score is corrected. */
  submissionGuid: z.string().nullable(),
  pages: z.array(z.object({
    pageGuid: z.string(),
    /** Place of the page in its upload (1-based). */
    index: z.number().int(),
    cardPage: z.number().int().nullable(),
    /** Bubbles read on this page: the reader's letters, and the teacher's decision when there is one. */
    answers: z.array(z.object({ th: z.number().int(), read: z.string(), decided: z.string().nullable(), flags: z.array(z.string()) })),
    /** Question numbers whose written answer was cut from this page. */
    areas: z.array(z.number().int()),
  })),
  questions: z.array(z.object({
    th: z.number().int(),
    subjective: z.boolean(),
    fullScore: z.number(),
    answer: z.string(),
    /** The score counted; null while a written answer waits for marking (or for its second mark). */
    score: z.number().nullable(),
    images: z.array(z.object({ fileKey: z.string(), filePath: z.string() })),
  })),
  totalScore: z.number().nullable(),
});
export type TScanSheet = z.infer<typeof ZScanSheetSchema>;
