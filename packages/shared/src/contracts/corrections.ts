import { z } from 'zod';
import { zGuid } from '../validation/common.js';
import { ZStudentFileSchema } from './student-work.js';
import { ZStudentQuestionContentSchema } from './paper-work.js';

/**
 * Corrections (订正) and the correction book (spec 03 §3, §4, §7.2, §9; issue 14 items 4 and 5). The correction book rows
 * keep the spec's field names (WorkSheetName … Status).
 */

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式不正确' });

/** POST /api/CorrectionBook/Create: the teacher asks the homework's classes to correct what they lost. */
export const ZCreateCorrectionRequestSchema = z.object({ workGuid: z.uuid({ error: '请选择作业' }) });
export type TCreateCorrectionRequest = z.input<typeof ZCreateCorrectionRequestSchema>;
export const ZCorrectionCreatedSchema = z.object({ correctionGuid: zGuid(), studentTotal: z.number().int(), itemTotal: z.number().int() });
export type TCorrectionCreated = z.infer<typeof ZCorrectionCreatedSchema>;

/** POST /api/CorrectionBook/End: the round stops taking corrections (Status becomes ended). */
export const ZEndCorrectionRequestSchema = ZCreateCorrectionRequestSchema;

/** POST /api/CorrectionBook/GetCorrectionBookList (also getRevisedList): default range the last 6 months. */
export const ZCorrectionBookListRequestSchema = z
  .object({
    pageIndex: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
    km: z.string().trim().max(32).optional(),
    classGuid: zGuid().optional(),
    startDay: zDay.optional(),
    endDay: zDay.optional(),
    /** 0 in progress, 1 ended; absent for both. */
    status: z.coerce.number().int().min(0).max(1).optional(),
  })
  .refine((q) => !q.startDay || !q.endDay || q.startDay <= q.endDay, { error: '开始日期不能晚于结束日期', path: ['endDay'] });
export type TCorrectionBookListRequest = z.input<typeof ZCorrectionBookListRequestSchema>;

/** One row of the correction book: one homework's correction in one class. */
export const ZCorrectionBookRowSchema = z.object({
  correctionGuid: zGuid(),
  workGuid: zGuid(),
  classGuid: zGuid(),
  WorkSheetName: z.string(),
  /** The school year the round was set in, e.g. 2026. */
  AcademicYear: z.number().int(),
  ClassName: z.string(),
  Subject: z.string(),
  /** Students of the class who submitted their correction. */
  SubmitQty: z.number().int(),
  /** Students of the class with a question to correct. */
  StudentTotal: z.number().int(),
  CreateTime: z.string(),
  /** 0 in progress, otherwise ended (spec 03 §4). */
  Status: z.number().int(),
});
export type TCorrectionBookRow = z.infer<typeof ZCorrectionBookRowSchema>;
export const ZCorrectionBookListSchema = z.object({ list: z.array(ZCorrectionBookRowSchema), total: z.number().int() });
export type TCorrectionBookList = z.infer<typeof ZCorrectionBookListSchema>;

/** GET /api/CorrectionBook/GetCorrectionBookDetail?workGuid=&classGuid= */
export const ZCorrectionBookDetailQuerySchema = z.object({ workGuid: z.uuid({ error: '请选择作业' }), classGuid: zGuid().optional() });
export type TCorrectionBookDetailQuery = z.input<typeof ZCorrectionBookDetailQuerySchema>;

export const ZRevisionItemSchema = z.object({
  th: z.number().int(),
  /** 1 single, 2 multiple, 3 subjective. */
  type: z.number().int(),
  fullScore: z.number(),
  firstAnswer: z.string(),
  firstScore: z.number(),
  /** The corrected answer; null until submitted. */
  answer: z.string().nullable(),
  images: z.array(ZStudentFileSchema),
  /** true right, false wrong again, null not submitted or not marked. */
  isCorrect: z.boolean().nullable(),
});
export type TRevisionItem = z.infer<typeof ZRevisionItemSchema>;

export const ZCorrectionStudentSchema = z.object({
  studentGuid: zGuid(),
  name: z.string(),
  buddies: z.string(),
  classGuid: zGuid(),
  className: z.string(),
  /** CorrectionState: 0 未订正, 1 已订正, 2 订正有误, 3 待批阅. */
  state: z.number().int(),
  submittedAt: z.string().nullable(),
  items: z.array(ZRevisionItemSchema),
});
export type TCorrectionStudent = z.infer<typeof ZCorrectionStudentSchema>;

export const ZCorrectionBookDetailSchema = z.object({
  correctionGuid: zGuid(),
  workGuid: zGuid(),
  workName: z.string(),
  km: z.string(),
  Status: z.number().int(),
  CreateTime: z.string(),
  classes: z.array(z.object({ classGuid: zGuid(), className: z.string() })),
  students: z.array(ZCorrectionStudentSchema),
});
export type TCorrectionBookDetail = z.infer<typeof ZCorrectionBookDetailSchema>;

/** GET /api/CorrectionBook/GetCorrectionBookClassStudents?workGuid=&classGuid=: one class's progress (订正看板). */
export const ZCorrectionClassStudentsQuerySchema = z.object({ workGuid: z.uuid({ error: '请选择作业' }), classGuid: z.uuid({ error: '请选择班级' }) });
export type TCorrectionClassStudentsQuery = z.input<typeof ZCorrectionClassStudentsQuerySchema>;
export const ZCorrectionClassStudentsSchema = z.object({
  className: z.string(),
  SubmitQty: z.number().int(),
  StudentTotal: z.number().int(),
  list: z.array(z.object({ studentGuid: zGuid(), name: z.string(), buddies: z.string(), state: z.number().int(), itemCount: z.number().int(), wrongAgainCount: z.number().int() })),
});
export type TCorrectionClassStudents = z.infer<typeof ZCorrectionClassStudentsSchema>;

/** POST /api/CorrectionBook/Mark: the teacher's 已订正 / 未订正 on a subjective correction. */
export const ZMarkCorrectionRequestSchema = z.object({
  workGuid: z.uuid({ error: '请选择作业' }),
  studentGuid: z.uuid({ error: '请选择学生' }),
  th: z.number().int().min(1).max(199),
  isCorrect: z.boolean(),
});
export type TMarkCorrectionRequest = z.input<typeof ZMarkCorrectionRequestSchema>;

// ---- The student's side (phone) ----

/** GET /api/Student/Corrections */
export const ZStudentCorrectionListSchema = z.object({
  list: z.array(z.object({
    workGuid: zGuid(),
    workName: z.string(),
    km: z.string(),
    createTime: z.string(),
    state: z.number().int(),
    itemCount: z.number().int(),
    isEnded: z.boolean(),
  })),
});
export type TStudentCorrectionList = z.infer<typeof ZStudentCorrectionListSchema>;

export const ZStudentCorrectionParamsSchema = z.object({ workGuid: zGuid() });

/** GET /api/Student/Correction/:workGuid: only the student's lost questions, their answer, and the key once released. */
export const ZStudentCorrectionSchema = z.object({
  workGuid: zGuid(),
  workName: z.string(),
  km: z.string(),
  isEnded: z.boolean(),
  isAnswerVisible: z.boolean(),
  state: z.number().int(),
  canSubmit: z.boolean(),
  questions: z.array(ZRevisionItemSchema.extend({
    optionCount: z.number().int(),
    firstImages: z.array(ZStudentFileSchema),
    /** The answer key, once the homework's answers are released to the student. */
    answerKey: z.string().nullable(),
    content: ZStudentQuestionContentSchema.nullish(),
  })),
});
export type TStudentCorrection = z.infer<typeof ZStudentCorrectionSchema>;

/** POST /api/Student/Correction/Submit: answers of the questions being corrected (choice letters or text and photos). */
export const ZSubmitCorrectionRequestSchema = z.object({
  workGuid: zGuid(),
  answers: z
    .array(z.object({ th: z.number().int().min(1).max(199), answer: z.string().max(2000).optional(), imageKeys: z.array(z.string().max(64)).max(6).optional() }))
    .max(199),
});
export type TSubmitCorrectionRequest = z.input<typeof ZSubmitCorrectionRequestSchema>;

/** GET /api/Student/WrongBook?km=: every question the student lost in ended homework. */
export const ZWrongBookQuerySchema = z.object({ km: z.string().trim().max(32).optional() });
export const ZWrongBookItemSchema = z.object({
  workGuid: zGuid(),
  workName: z.string(),
  km: z.string(),
  endTime: z.string(),
  th: z.number().int(),
  type: z.number().int(),
  optionCount: z.number().int(),
  fullScore: z.number(),
  score: z.number(),
  myAnswer: z.string(),
  /** The answer key and explanation, once released. */
  answerKey: z.string().nullable(),
  content: ZStudentQuestionContentSchema.nullish(),
  knowledge: z.array(z.object({ guid: z.string(), name: z.string() })),
  mastered: z.boolean(),
});
export type TWrongBookItem = z.infer<typeof ZWrongBookItemSchema>;
export const ZWrongBookSchema = z.object({ subjects: z.array(z.string()), list: z.array(ZWrongBookItemSchema) });
export type TWrongBook = z.infer<typeof ZWrongBookSchema>;

/** POST /api/Student/WrongBook/Mastered */
export const ZWrongBookMasteredRequestSchema = z.object({ workGuid: zGuid(), th: z.number().int().min(1).max(199), mastered: z.boolean() });
export type TWrongBookMasteredRequest = z.input<typeof ZWrongBookMasteredRequestSchema>;
