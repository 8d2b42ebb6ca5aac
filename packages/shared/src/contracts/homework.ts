/**
 * Homework creation, editing and reading (spec 01 §2–§5, §7). Requests accept 0/1 or booleans for switches; answers
 * give 0/1 as the spec does. Times are sent as ISO 8601 or 'YYYY-MM-DD HH:mm[:ss]' (China time) and come back ISO.
 */
import { z } from 'zod';
import { HomeworkLimits, HomeworkMessages } from '../enums/homework.js';
import { GRADE_CODES } from '../enums/periods.js';
import { parseWorkTime } from '../rules/homework-form.js';
import { sanitizeName } from '../rules/sanitize-name.js';
import { ZFileRefSchema } from './files.js';

/** A 0/1 switch: 0, 1, false or true in; 0 or 1 out. */
export const zFlag = () => z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v): 0 | 1 => (v ? 1 : 0));
export const zFlagOut = () => z.union([z.literal(0), z.literal(1)]);
const zOneOf = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>]);

/** A form time (see the file comment); empty means not set. */
export const zWorkTime = () =>
  z
    .string()
    .max(40)
    .transform((value, ctx) => {
      if (value.trim() === '') return null;
      const date = parseWorkTime(value);
      if (!date) ctx.addIssue({ code: 'custom', message: HomeworkMessages.timeInvalid });
      return date ?? null;
    });

/** Homework name: required, sanitised (forbidden characters dropped), then at most 30 characters. */
export const zWorkName = () =>
  z
    .string({ error: HomeworkMessages.nameRequired })
    .min(1, { error: HomeworkMessages.nameRequired })
    .max(HomeworkLimits.nameMaxLength * 4, { error: HomeworkMessages.nameTooLong })
    .transform(sanitizeName)
    .pipe(z.string().min(1, { error: HomeworkMessages.nameBlank }).max(HomeworkLimits.nameMaxLength, { error: HomeworkMessages.nameTooLong }));

/** A class of the form: its code or its guid (the GetAllClass entries can be sent as they are). */
export const ZWorkClazzInputSchema = z.object({
  code: z.string().trim().max(20).optional(),
  classGuid: z.uuid().optional(),
});

/** someScoceSetting: a JSON string of letter → score (an object is accepted too). */
const zSomeScoceSetting = z.union([z.string().max(2000), z.record(z.string(), z.number())]).transform((v, ctx) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(v);
    const checked = z.record(z.string().regex(/^[A-H]$/), z.number()).safeParse(parsed);
    if (checked.success) return checked.data;
  } catch {
    // falls through to the issue below
  }
  ctx.addIssue({ code: 'custom', message: '得分标准格式不正确' });
  return z.NEVER;
});

/** The advanced rule of one multiple-choice question as a form sends it (spec 01 §3); isDefault restores the default. */
export const ZMultSettingInputSchema = z.object({
  isDefault: z.boolean(),
  someWrong: zOneOf([1, 2]).default(1),
  someRight: zOneOf([1, 2, 3]).default(3),
  unifyScore: z.number().default(0),
  someScoceSetting: zSomeScoceSetting.default({}),
});
export type TMultSettingInput = z.input<typeof ZMultSettingInputSchema>;

/**
 * One row of the upload list: th, type (1 single, 2 multiple, 3 subjective), option count, score, answer letters, and
 * for a multiple-choice question the advanced rule (omitted or null, as GetWorkInfo gives it for other questions: the
 * question keeps its rule, a new one takes the preference).
 */
export const ZWorkQuestionInputSchema = z.object({
  th: z.number(),
  type: zOneOf([1, 2, 3]),
  option: z.number().default(HomeworkLimits.defaultOptions),
  score: z.number().nullable().optional(),
  answer: z.string().max(20).nullable().optional(),
  multSetting: ZMultSettingInputSchema.nullish(),
});
export type TWorkQuestionInput = z.input<typeof ZWorkQuestionInputSchema>;

/** The publish and upload forms together; the base object so forms can `.pick()` from it. */
export const ZWorkFormSchema = z.object({
  ruCode: z.string().trim().max(32).optional(),
  km: z.string({ error: HomeworkMessages.subjectRequired }).trim().min(1, { error: HomeworkMessages.subjectRequired }).max(20),
  name: zWorkName(),
  gradeCode: z.enum(GRADE_CODES).optional(),
  clazzes: z.array(ZWorkClazzInputSchema).max(100).default([]),
  startTime: zWorkTime().nullish(),
  endTime: zWorkTime().nullish(),
  overdueable: zFlag().default(0),
  showStudentInfo: zFlag().default(1),
  /** 0 mark first then scan; 1 scan first then mark online. */
  reviewType: zOneOf([0, 1]).default(1),
  answerSheetType: zOneOf([1, 2]).default(1),
  use: zOneOf([1, 2]).default(1),
  jobType: zOneOf([1, 2]).default(1),
  /** Omitted: the teacher's preference. */
  scoreType: zOneOf([0, 1]).optional(),
  showType: zOneOf([0, 1]).optional(),
  /** 0 answers shown after scoring; 1 at releaseTime. Omitted: the teacher's preference. */
  releaseType: zOneOf([0, 1]).optional(),
  releaseTime: zWorkTime().nullish(),
  witMarking: zFlag().default(0),
  mathWitMarking: zFlag().default(0),
  syncToOthers: zFlag().optional(),
  /** 'Allow others to view' (bj); only the creator or an administrator can save a work at all. */
  allowOthersView: zFlag().default(0),
  source: z.number().int().min(0).max(1000).default(1),
  /** Question file keys in order; answer file keys. */
  papers: z.array(z.string().max(64)).max(20).default([]),
  answers: z.array(z.string().max(64)).max(20).default([]),
  startNumber: z.number().nullish(),
  questions: z.array(ZWorkQuestionInputSchema).max(HomeworkLimits.maxTh).default([]),
  /** Set to edit that work (null or absent: a new work, so a GetWorkInfo answer can be sent back as it is). */
  workInfoGuid: z.uuid().nullish(),
  /** Set when the form was copied from that work. */
  oldWorkInfoGuid: z.uuid().nullish(),
  /** A question-bank paper the work was made from. */
  paperGuid: z.uuid().nullish(),
  /** 0 when copying a paper, else 1 (spec 01 §7); accepted, not stored. */
  isShow: zFlag().optional(),
});
export type TWorkForm = z.input<typeof ZWorkFormSchema>;
export type TWorkFormParsed = z.output<typeof ZWorkFormSchema>;

/** POST /api/WorkInfo/SaveOnlineWork (workType 1): create, or edit with workInfoGuid. */
export const ZSaveOnlineWorkRequestSchema = ZWorkFormSchema;
/** POST /api/WorkInfo/SaveMachineReadWork (workType 4): create, or edit with workInfoGuid. */
export const ZSaveMachineReadWorkRequestSchema = ZWorkFormSchema;
/** POST /api/WorkInfo/SaveTestPaperWork (workType 3 by default, or 2): from an uploaded paper file and answer key. */
export const ZSaveTestPaperWorkRequestSchema = ZWorkFormSchema.extend({ workType: zOneOf([2, 3]).default(3) });

/**
 * POST /api/WorkInfo/SaveTeachingAidWork (workType 5, issue 15 item 5): a new teaching-aid work from a chapter of a
 * teaching-guidance book (校本教辅): its questions are the chapter's exercise paper, its classes those of the book's
 * grade. Edits go through EditTeachingAidWork (classes, use and sync only).
 */
export const ZSaveTeachingAidWorkRequestSchema = ZWorkFormSchema.omit({ workInfoGuid: true, oldWorkInfoGuid: true, paperGuid: true }).extend({
  teachingGuidanceGuid: z.uuid({ error: '请选择教辅' }),
  chapterGuid: z.uuid({ error: '请选择教辅章节' }),
});
export type TSaveTeachingAidWorkRequest = z.input<typeof ZSaveTeachingAidWorkRequestSchema>;

export const TeachingAidMessages = {
  chapterWithoutPaper: '该章节没有练习',
  chapterWithManyPapers: '该章节包含多个小节的练习，请选择具体小节布置',
  otherGrade: '教辅所属年级与所选班级不一致',
  otherSubject: '教辅所属科目与作业科目不一致',
} as const;

/** Data of every save: pendingRescore counts submissions whose scores would change on an explicit rescore. */
export const ZSaveWorkResultSchema = z.object({
  workInfoGuid: z.string(),
  workCode: z.string().nullable(),
  paperGuid: z.string().nullable(),
  pendingRescore: z.number().int(),
});
export type TSaveWorkResult = z.infer<typeof ZSaveWorkResultSchema>;

/** POST /api/WorkInfo/EditTeachingAidWork (workType 5): classes, use and syncToOthers only. */
export const ZEditTeachingAidWorkRequestSchema = z.object({
  workInfoGuid: z.uuid(),
  ruCode: z.string().trim().max(32).optional(),
  gradeGuid: z.enum(GRADE_CODES).optional(),
  clazzes: z.array(ZWorkClazzInputSchema).max(100).default([]),
  use: zOneOf([1, 2]).default(1),
  syncToOthers: zFlag().default(0),
});

/** GET /api/WorkInfo/GetDefaultWorkName → { name }, e.g. 11月22日数学作业. */
export const ZDefaultWorkNameQuerySchema = z.object({
  km: z.string({ error: HomeworkMessages.subjectRequired }).trim().min(1, { error: HomeworkMessages.subjectRequired }).max(20),
  ruCode: z.string().trim().max(32).optional(),
});
export const ZDefaultWorkNameSchema = z.object({ name: z.string() });

/** GET /api/WorkInfo/GetWorkInfo: a work to edit (workInfoGuid) or to copy (oldWorkInfoGuid). */
export const ZGetWorkInfoQuerySchema = z
  .object({
    ruCode: z.string().trim().max(32).optional(),
    km: z.string().trim().max(20).optional(),
    workInfoGuid: z.uuid().optional(),
    oldWorkInfoGuid: z.uuid().optional(),
  })
  .refine((q) => q.workInfoGuid || q.oldWorkInfoGuid, { error: HomeworkMessages.workNotFound });

export const ZWorkClazzSchema = z.object({
  code: z.string(),
  name: z.string(),
  classGuid: z.string(),
  isTeachClass: z.boolean(),
  number: z.number().int(),
  /** Students in the class now. */
  studentCount: z.number().int(),
});

export const ZMultSettingSchema = z.object({
  isDefault: z.boolean(),
  someWrong: zOneOf([1, 2]),
  someRight: zOneOf([1, 2, 3]),
  unifyScore: z.number(),
  someScoceSetting: z.record(z.string(), z.number()),
});

export const ZWorkQuestionSchema = z.object({
  th: z.number().int(),
  type: zOneOf([1, 2, 3]),
  option: z.number().int(),
  score: z.number(),
  answer: z.string(),
  /** The advanced multiple-choice rule; null means the default rule. */
  multSetting: ZMultSettingSchema.nullable(),
});
export type TWorkQuestion = z.infer<typeof ZWorkQuestionSchema>;

/** The whole form as saved, plus state, files and permissions. A copy has workInfoGuid and workCode null. */
export const ZWorkInfoSchema = z.object({
  workInfoGuid: z.string().nullable(),
  workCode: z.string().nullable(),
  oldWorkInfoGuid: z.string().nullable(),
  paperGuid: z.string().nullable(),
  workType: z.number().int(),
  source: z.number().int(),
  km: z.string(),
  name: z.string(),
  gradeCode: z.enum(GRADE_CODES),
  clazzes: z.array(ZWorkClazzSchema),
  startTime: z.string(),
  endTime: z.string(),
  overdueable: zFlagOut(),
  showStudentInfo: zFlagOut(),
  reviewType: z.number().int(),
  answerSheetType: z.number().int(),
  use: z.number().int(),
  jobType: z.number().int(),
  scoreType: z.number().int(),
  showType: z.number().int(),
  releaseType: z.number().int(),
  releaseTime: z.string().nullable(),
  witMarking: zFlagOut(),
  mathWitMarking: zFlagOut(),
  syncToOthers: zFlagOut(),
  allowOthersView: zFlagOut(),
  papers: z.array(z.string()),
  answers: z.array(z.string()),
  topicFileList: z.array(ZFileRefSchema),
  answerFileList: z.array(ZFileRefSchema),
  startNumber: z.number().int(),
  questions: z.array(ZWorkQuestionSchema),
  /** 0 not started, 1 started, 2 ended (derived from the times now). */
  state: zOneOf([0, 1, 2]),
  /** The user may edit: creator, Salesman or Collector. */
  isCreate: z.boolean(),
  /** Some student has submitted: question types, numbers and option counts are locked. */
  existSubmit: z.boolean(),
});
export type TWorkInfo = z.infer<typeof ZWorkInfoSchema>;

/** GET /api/WorkInfo/Detail?workGuid: the work with its creator and submission counts. */
export const ZWorkDetailQuerySchema = z.object({ workGuid: z.uuid(), ruCode: z.string().trim().max(32).optional() });
export const ZWorkDetailSchema = ZWorkInfoSchema.extend({
  creatorName: z.string(),
  submitCount: z.number().int(),
  studentTotal: z.number().int(),
});
export type TWorkDetail = z.infer<typeof ZWorkDetailSchema>;

/** GET /api/WorkInfo/GetWorkPaperGuid → paperGuid (null when not made from a bank paper) and workCode. */
export const ZWorkPaperGuidQuerySchema = z.object({ workGuid: z.uuid(), ruCode: z.string().trim().max(32).optional() });
export const ZWorkPaperGuidSchema = z.object({ paperGuid: z.string().nullable(), workCode: z.string().nullable() });

/**
 * GET /api/WorkInfo/DownLoadPaperAnswerPdf: the answer key as a PDF file. Body status 412 (作业号生成中，请稍后重试！)
 * while the work has no workCode or none was sent.
 */
export const ZDownloadAnswerPdfQuerySchema = z
  .object({
    workInfoGuid: z.uuid().optional(),
    paperGuid: z.uuid().optional(),
    workInfoName: z.string().max(200).optional(),
    workCode: z.string().max(20).optional(),
    ruCode: z.string().trim().max(32).optional(),
  })
  .refine((q) => q.workInfoGuid || q.paperGuid, { error: HomeworkMessages.workNotFound });
