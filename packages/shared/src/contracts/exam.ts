/**
 * The exam wizard's calls (spec 01 §7 exam calls): subjects, basic info, check, read, save, questions. Times go in as
 * ISO 8601 or 'YYYY-MM-DD HH:mm[:ss]' (China time) and come back ISO. An exam is a work (workType 1, answered on the
 * phone) with a duration and an extra delay; until step 2 is saved it is a draft (state 0) students never see.
 */
import { z } from 'zod';
import { ExamLimits, ExamMessages } from '../enums/exam.js';
import { GRADE_CODES } from '../enums/periods.js';
import { ZFileRefSchema } from './files.js';
import { ZMultSettingInputSchema, ZMultSettingSchema, ZWorkClazzInputSchema, ZWorkClazzSchema, zFlag, zFlagOut, zWorkTime } from './homework.js';

const zRuCode = () => z.string().trim().max(32).optional();
const zTypeOf = () => z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** GET /api/ExamInfo/GetKm: the subjects the teacher may set an exam in. */
export const ZExamKmQuerySchema = z.object({ ruCode: zRuCode() });
export const ZExamKmListSchema = z.array(z.object({ km: z.string(), period: z.string() }));
export type TExamKmList = z.infer<typeof ZExamKmListSchema>;

/** Duration in minutes as the form holds it: a number or a numeric string; the rule gives the spec's messages. */
const zDuration = z.union([z.number(), z.string().max(10)]).nullish();

/** The basic step (step-one fields): subject, name, start time, duration, extra delay, classes. */
export const ZExamBasicRequestSchema = z.object({
  ruCode: zRuCode(),
  schoolGuid: z.string().max(64).optional(),
  /** Set when editing the basic info of an exam already saved (draft or published). */
  workInfoGuid: z.uuid().nullish(),
  km: z.string().trim().max(20).nullish(),
  examName: z.string().max(120).nullish(),
  gradeCode: z.enum(GRADE_CODES).nullish(),
  startTime: zWorkTime().nullish(),
  duration: zDuration,
  /** 15 (on, the default) or 0 (off). */
  delayTime: z.number().int().default(ExamLimits.defaultDelayMinutes),
  clazzes: z.array(ZWorkClazzInputSchema).max(100).default([]),
  showStudentInfo: zFlag().default(1),
});
export type TExamBasicRequest = z.input<typeof ZExamBasicRequestSchema>;
export type TExamBasicParsed = z.output<typeof ZExamBasicRequestSchema>;

/** POST /api/ExamInfo/SaveExamBasicInfo → the exam's guid (a new draft, or the one edited), its state and end. */
export const ZExamBasicResultSchema = z.object({
  workInfoGuid: z.string(),
  state: z.union([z.literal(0), z.literal(1)]),
  endTime: z.string(),
});
export type TExamBasicResult = z.infer<typeof ZExamBasicResultSchema>;

/** POST /api/ExamInfo/CheckExam → the checked step one: the end time and the classes that already sit another exam then. */
export const ZCheckExamResultSchema = z.object({
  endTime: z.string(),
  /** Classes with another exam overlapping this one's window (a warning the page shows; not an error). */
  overlaps: z.array(z.object({ className: z.string(), examName: z.string() })),
});
export type TCheckExamResult = z.infer<typeof ZCheckExamResultSchema>;

/** GET /api/ExamInfo/GetExam and GET /api/ExamInfo/GetWorkQuestion take ruCode and workInfoGuid. */
export const ZExamQuerySchema = z.object({ ruCode: zRuCode(), workInfoGuid: z.uuid({ error: ExamMessages.examNotFound }) });

/** One exam question (spec 01 §3 exam question). */
export const ZExamQuestionSchema = z.object({
  th: z.number().int(),
  type: zTypeOf(),
  option: z.number().int(),
  score: z.number(),
  answer: z.string(),
  guid: z.string(),
  multSetting: ZMultSettingSchema.nullable(),
});
export type TExamQuestion = z.infer<typeof ZExamQuestionSchema>;

/** The exam form (spec 01 §3): what GetExam gives and the wizard edits. */
export const ZExamFormSchema = z.object({
  workInfoGuid: z.string(),
  workCode: z.string().nullable(),
  km: z.string(),
  examName: z.string(),
  gradeCode: z.enum(GRADE_CODES),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number().int(),
  delayTime: z.number().int(),
  clazzes: z.array(ZWorkClazzSchema),
  clazzesName: z.string(),
  papers: z.array(z.string()),
  answers: z.array(z.string()),
  topicFileList: z.array(ZFileRefSchema),
  answerFileList: z.array(ZFileRefSchema),
  startNumber: z.number().int(),
  list: z.array(ZExamQuestionSchema),
  showStudentInfo: zFlagOut(),
  /** 0 only the basic step saved; 1 published. */
  state: z.union([z.literal(0), z.literal(1)]),
  /** The creator or an administrator. */
  isCreate: z.boolean(),
  /** Some student has submitted. */
  existSubmit: z.boolean(),
});
export type TExamForm = z.infer<typeof ZExamFormSchema>;

/** A question as SaveExam takes it; guid identifies an existing question (a new one has none). */
export const ZExamQuestionInputSchema = z.object({
  th: z.number(),
  type: zTypeOf(),
  option: z.number().default(ExamLimits.defaultOptions),
  score: z.number().nullish(),
  answer: z.string().max(20).nullish(),
  guid: z.string().max(64).nullish(),
  multSetting: ZMultSettingInputSchema.nullish(),
});
export type TExamQuestionInput = z.input<typeof ZExamQuestionInputSchema>;

/** POST /api/ExamInfo/SaveExam: the whole form; delQuestionGuid lists questions removed since GetExam. */
export const ZSaveExamRequestSchema = ZExamBasicRequestSchema.extend({
  workInfoGuid: z.uuid({ error: ExamMessages.examNotFound }),
  papers: z.array(z.string().max(64)).max(20).default([]),
  answers: z.array(z.string().max(64)).max(20).default([]),
  startNumber: z.number().nullish(),
  list: z.array(ZExamQuestionInputSchema).max(ExamLimits.maxTh).default([]),
  /** A default multiple-choice rule for questions that do not carry their own. */
  multSetting: ZMultSettingInputSchema.nullish(),
  delQuestionGuid: z.array(z.string().max(64)).max(ExamLimits.maxTh).default([]),
});
export type TSaveExamRequest = z.input<typeof ZSaveExamRequestSchema>;
export type TSaveExamParsed = z.output<typeof ZSaveExamRequestSchema>;

export const ZSaveExamResultSchema = z.object({
  workInfoGuid: z.string(),
  workCode: z.string().nullable(),
  state: z.literal(1),
  /**
   * How many submitted answer sheets a 重新计分 would change after this save changed answers or scores of a published
   * exam (saving never rescores by itself, as for homework); 0 for a new exam.
   */
  pendingRescore: z.number().int(),
});
export type TSaveExamResult = z.infer<typeof ZSaveExamResultSchema>;

/** GET /api/ExamInfo/GetWorkQuestion → the exam's questions with answers and scores. */
export const ZExamWorkQuestionsSchema = z.object({ list: z.array(ZExamQuestionSchema), fullScore: z.number() });
export type TExamWorkQuestions = z.infer<typeof ZExamWorkQuestionsSchema>;

/** POST /api/ExamInfo/TimeExpand: more minutes for one class (classGuid or classCode) or, with neither, every class. */
export const ZTimeExpandRequestSchema = z.object({
  ruCode: zRuCode(),
  workInfoGuid: z.uuid({ error: ExamMessages.examNotFound }),
  classGuid: z.uuid().nullish(),
  classCode: z.string().trim().max(20).nullish(),
  minutes: z.number({ error: ExamMessages.extendMinutes }).int({ error: ExamMessages.extendMinutes })
    .min(1, { error: ExamMessages.extendMinutes }).max(ExamLimits.maxExtendMinutes, { error: ExamMessages.extendMinutes }),
});
export type TTimeExpandRequest = z.input<typeof ZTimeExpandRequestSchema>;
/** The classes' new deadlines (end + delay + extension). */
export const ZTimeExpandResultSchema = z.object({
  list: z.array(z.object({ classGuid: z.string(), className: z.string(), extension: z.number().int(), deadline: z.string() })),
});
export type TTimeExpandResult = z.infer<typeof ZTimeExpandResultSchema>;

/** GET /api/ExamInfo/ExamList: the visible exams of the school, newest start first (the homework list's filters). */
export const ZExamListQuerySchema = z.object({
  ruCode: zRuCode(),
  km: z.string().trim().max(20).optional(),
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const ZExamClassClockSchema = z.object({
  classGuid: z.string(),
  className: z.string(),
  extension: z.number().int(),
  /** end + delay + extension */
  deadline: z.string(),
});
export const ZExamListRowSchema = z.object({
  workInfoGuid: z.string(),
  workCode: z.string().nullable(),
  name: z.string(),
  km: z.string(),
  gradeCode: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number().int(),
  delayTime: z.number().int(),
  /** 0 not started, 1 running (until the last class's deadline), 2 ended. */
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  classes: z.array(ZExamClassClockSchema),
  submitCount: z.number().int(),
  studentTotal: z.number().int(),
  createdBy: z.string(),
  isCreate: z.boolean(),
});
export type TExamListRow = z.infer<typeof ZExamListRowSchema>;
export const ZExamListSchema = z.object({ list: z.array(ZExamListRowSchema), total: z.number().int() });
export type TExamList = z.infer<typeof ZExamListSchema>;

/** GET /api/ExamInfo/GetCommentList (ruCode, workInfoGuid): the marking tab of the exam detail (spec 01 §2). */
export const ZExamCommentListSchema = z.object({
  /** Subjective answers marked, and still to mark. */
  commentNumber: z.number().int(),
  noCommentNumber: z.number().int(),
  list: z.array(z.object({ th: z.number().int(), score: z.number(), marked: z.number().int(), unmarked: z.number().int() })),
});
export type TExamCommentList = z.infer<typeof ZExamCommentListSchema>;

/** GET /api/ExamInfo/SubmitStatus (ruCode, workGuid): per class who submitted, who handed in late (after the end, in the delay) and who has not. */
export const ZExamSubmitStatusSchema = z.object({
  classes: z.array(ZExamClassClockSchema.extend({
    submitted: z.array(z.object({ name: z.string(), buddies: z.string(), submittedAt: z.string() })),
    late: z.array(z.object({ name: z.string(), buddies: z.string(), submittedAt: z.string() })),
    notSubmitted: z.array(z.object({ name: z.string(), buddies: z.string() })),
  })),
});
export type TExamSubmitStatus = z.infer<typeof ZExamSubmitStatusSchema>;

/** GET /api/ExamSet/GetTeachers (ruCode): the school's members who can review. */
export const ZExamTeachersSchema = z.array(z.object({ userId: z.number().int(), name: z.string(), phone: z.string() }));
/** GET /api/ExamSet/GetSubjectiveThs (workGuid): each subjective question with its reviewers and progress. */
export const ZSubjectiveThsSchema = z.array(z.object({
  th: z.number().int(),
  score: z.number(),
  reviewers: z.array(z.object({
    userId: z.number().int(),
    name: z.string(),
    /** Per-reviewer progress: answers (or marks, under double marking) given, and their share of the question. */
    markedCount: z.number().int().optional(),
    taskCount: z.number().int().optional(),
  })),
  /** The question numbers of its merged group (marked as one task), itself included; absent when not merged. */
  group: z.array(z.number().int()).optional(),
  /** Double marking (双评): the tolerance in points and the arbiter (null: the creator); null when off. */
  doubleMarking: z.object({
    tolerance: z.number(),
    arbiterUserId: z.number().int().nullable(),
    arbiterName: z.string().nullable(),
    firstCount: z.number().int(),
    secondCount: z.number().int(),
    arbitrationCount: z.number().int(),
  }).nullable(),
}));
export type TSubjectiveThs = z.infer<typeof ZSubjectiveThsSchema>;
/** POST /api/WorkInfo/SaveThsToTeacher: the reviewers of one subjective question (empty: anyone who may mark). */
export const ZSaveThsToTeacherRequestSchema = z.object({
  ruCode: zRuCode(),
  workInfoGuid: z.uuid({ error: ExamMessages.examNotFound }),
  th: z.number().int().min(1).max(ExamLimits.maxTh),
  userIds: z.array(z.number().int().positive()).max(50),
});
/** POST /api/ExamSet/SaveDoubleMarking: turn double marking of a subjective question on (tolerance) or off (null). */
export const ZSaveDoubleMarkingRequestSchema = z.object({
  ruCode: zRuCode(),
  workInfoGuid: z.uuid({ error: ExamMessages.examNotFound }),
  th: z.number().int().min(1).max(ExamLimits.maxTh),
  tolerance: z.number().min(0).max(100).nullable(),
  arbiterUserId: z.number().int().positive().nullish(),
});
export type TSaveDoubleMarkingRequest = z.infer<typeof ZSaveDoubleMarkingRequestSchema>;
const zWorkInfoGuid = () => z.uuid({ error: ExamMessages.examNotFound });
const zExamTh = () => z.coerce.number().int().min(1).max(ExamLimits.maxTh);
/** GET /api/ExamSet/GetThsNoAddTeachers and GetThsAddTeachers (workGuid, th): the school's teachers not yet / already reviewing th. */
export const ZThTeachersQuerySchema = z.object({ ruCode: zRuCode(), workGuid: zWorkInfoGuid(), th: zExamTh() });
export const ZThsAddTeachersSchema = z.array(z.object({
  userId: z.number().int(), name: z.string(), phone: z.string(), markedCount: z.number().int(), taskCount: z.number().int(),
}));
export type TThsAddTeachers = z.infer<typeof ZThsAddTeachersSchema>;
/** POST /api/ExamSet/ThsAddTeacher and ThsRemoveTeacher: one reviewer more or less on question th (and its merged group). */
export const ZThsTeacherRequestSchema = z.object({ ruCode: zRuCode(), workInfoGuid: zWorkInfoGuid(), th: zExamTh(), userId: z.number().int().positive() });
/** POST /api/ExamSet/BatchSaveThsToTeacher: the reviewers of several questions at once. */
export const ZBatchSaveThsToTeacherRequestSchema = z.object({
  ruCode: zRuCode(),
  workInfoGuid: zWorkInfoGuid(),
  list: z.array(z.object({ th: zExamTh(), userIds: z.array(z.number().int().positive()).max(50) })).min(1).max(ExamLimits.maxTh),
});
/** POST /api/WorkInfo/UpdateTeacher: hand every question of one reviewer over to another teacher. */
export const ZUpdateTeacherRequestSchema = z.object({
  ruCode: zRuCode(), workInfoGuid: zWorkInfoGuid(), fromUserId: z.number().int().positive(), toUserId: z.number().int().positive(),
});
/** GET /api/MergeTh/ShowMergeTh (workGuid): the merged groups of subjective questions. */
export const ZMergeThGroupsSchema = z.array(z.object({ ths: z.array(z.number().int()), score: z.number() }));
export type TMergeThGroups = z.infer<typeof ZMergeThGroupsSchema>;
/** POST /api/ExamSet/MergeTh: merge two or more subjective questions into a group marked as one task. */
export const ZMergeThRequestSchema = z.object({ ruCode: zRuCode(), workInfoGuid: zWorkInfoGuid(), ths: z.array(zExamTh()).min(2).max(ExamLimits.maxTh) });
/** POST /api/MergeTh/UpdateMergeTh: every merged group of the exam at once (an empty list unmerges all). */
export const ZUpdateMergeThRequestSchema = z.object({
  ruCode: zRuCode(), workInfoGuid: zWorkInfoGuid(), groups: z.array(z.object({ ths: z.array(zExamTh()).min(2).max(ExamLimits.maxTh) })).max(100),
});
/** POST /api/WorkInfo/UpdateWorkInfoStatus: status 2 ends a running exam now (提前收卷) for every class. */
export const ZUpdateWorkInfoStatusRequestSchema = z.object({ ruCode: zRuCode(), workInfoGuid: zWorkInfoGuid(), status: z.literal(2, { error: '状态只能为2（提前收卷）' }) });
export type TUpdateWorkInfoStatusRequest = z.infer<typeof ZUpdateWorkInfoStatusRequestSchema>;
export const ZUpdateWorkInfoStatusResultSchema = z.object({ endTime: z.string() });
/** GET /api/ExamSet/GetThsTeacherTask (workGuid): the questions assigned to me, with my share. */
export const ZThsTeacherTaskSchema = z.array(z.object({
  th: z.number().int(),
  score: z.number(),
  /** My position among the question's reviewers and how many share it. */
  share: z.number().int(),
  reviewerCount: z.number().int(),
  /** The merged group the question belongs to (marked together as one task). */
  group: z.array(z.number().int()).optional(),
}));
export type TThsTeacherTask = z.infer<typeof ZThsTeacherTaskSchema>;

/** GET /api/mpaper/SubsectionScore and GET /api/Mpaper/ObjectiveQuestions: ruCode, workGuid, optional classCode. */
export const ZExamAnalysisQuerySchema = z.object({
  ruCode: zRuCode(),
  workGuid: z.uuid({ error: ExamMessages.examNotFound }),
  classCode: z.string().trim().max(20).optional().or(z.literal('').transform(() => undefined)),
});
/** Rows per page of 小题分 (the screen's page; the whole table is its workbook). */
export const SUBSECTION_PAGE_SIZE = 50;
/**
 * GET /api/mpaper/SubsectionScore: as the other exam tables, plus the page of students asked for (best total first).
 * A grade of 3,000 students is 60 pages of 50: one page comes back, the ranking is still over every student.
 */
export const ZSubsectionScoreQuerySchema = ZExamAnalysisQuerySchema.extend({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(SUBSECTION_PAGE_SIZE),
});
export type TSubsectionScoreQuery = z.input<typeof ZSubsectionScoreQuerySchema>;
/** A column of a nested table header (spec 03 §3 per-question score table): Title, Prop of the item field, Children. */
export interface TTableHeader {
  Title: string;
  Prop?: string;
  Children?: TTableHeader[];
}
export const ZTableHeaderSchema: z.ZodType<TTableHeader> = z.lazy(() =>
  z.object({ Title: z.string(), Prop: z.string().optional(), Children: z.array(ZTableHeaderSchema).optional() }),
);
/** 小题分: per student, every question's score under headers by type then question; the first columns stay fixed. */
export const ZSubsectionScoreSchema = z.object({
  Header: z.array(ZTableHeaderSchema),
  Items: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  /** How many leading columns are fixed (姓名, 班级, 总分). */
  fixedColumns: z.number().int(),
  /** Students in the whole table (every page); Items holds the page asked for. */
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type TSubsectionScore = z.infer<typeof ZSubsectionScoreSchema>;
/**
 * 小题分 as the server checks its own answer: the same shape, each row only checked to be an object and passed on as it
 * is — checking 3,000 rows × 33 cells one by one took 150–250 ms of a request, and even copying each row (a loose
 * object schema copies its keys) 20–50 ms. The contract's type stays TSubsectionScore.
 */
export const ZSubsectionScoreResponseSchema = ZSubsectionScoreSchema.extend({
  Items: z.array(z.custom<Record<string, string | number | null>>((row) => typeof row === 'object' && row !== null && !Array.isArray(row))),
});
/** 客观题选项: per objective question, the count and share of each option, the right options marked. */
export const ZObjectiveQuestionsSchema = z.object({
  Header: z.array(ZTableHeaderSchema),
  Items: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  /** Per question number, the right letters (the screen marks their cells). */
  rightOptions: z.record(z.string(), z.array(z.string())),
  /** Students counted (submitted, in the chosen class). */
  studentCount: z.number().int(),
});
export type TObjectiveQuestions = z.infer<typeof ZObjectiveQuestionsSchema>;
