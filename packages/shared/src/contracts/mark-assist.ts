import { z } from 'zod';
import { HomeworkLimits } from '../enums/homework.js';
import { zGuid } from '../validation/common.js';

const zTh = () => z.coerce.number().int().min(HomeworkLimits.minTh).max(HomeworkLimits.maxTh);
/** witMarking: how many letters two words may differ by and still be grouped (the teacher sets it; 0 = exact). */
export const MarkAssistLimits = { maxWordTolerance: 3, maxGroupMembers: 2000 } as const;

const TOLERANCE_RANGE = '容错字母数须在0到3之间';
const zTolerance = () => z.coerce.number().int({ error: TOLERANCE_RANGE }).min(0, { error: TOLERANCE_RANGE }).max(MarkAssistLimits.maxWordTolerance, { error: TOLERANCE_RANGE });

/**
 * GET /api/MarkAssist/Groups: the answers of one subjective question grouped by the assistant's rules. Without
 * `tolerance` the question's saved word tolerance applies (SaveTolerance); with it, that one for this reading only.
 */
export const ZMarkAssistGroupsRequestSchema = z.object({
  workGuid: zGuid(),
  th: zTh(),
  tolerance: zTolerance().optional(),
});
export type TMarkAssistGroupsRequest = z.infer<typeof ZMarkAssistGroupsRequestSchema>;

export const ZMarkAssistMemberSchema = z.object({
  submissionGuid: z.string(),
  /** Null when the homework hides student information from markers. */
  studentName: z.string().nullable(),
  className: z.string().nullable(),
  answer: z.string(),
  imageCount: z.number().int(),
  /** The score given so far; null while unmarked. */
  score: z.number().nullable(),
});
export type TMarkAssistMember = z.infer<typeof ZMarkAssistMemberSchema>;

export const ZMarkAssistGroupSchema = z.object({
  /** Stable within one reading: 'split-<n>' for a group the teacher split out, else 'auto-<index>'. */
  key: z.string(),
  representative: z.string(),
  /** blank 未作答, text same after normalising, math equivalent expressions, word within the tolerance, image photo only. */
  kind: z.enum(['blank', 'text', 'math', 'word', 'image']),
  split: z.boolean(),
  size: z.number().int(),
  markedCount: z.number().int(),
  /** The score every member has, when they all have the same one; null when unmarked or mixed. */
  commonScore: z.number().nullable(),
  members: z.array(ZMarkAssistMemberSchema),
});
export type TMarkAssistGroup = z.infer<typeof ZMarkAssistGroupSchema>;

export const ZMarkAssistGroupsSchema = z.object({
  workGuid: z.string(),
  name: z.string(),
  th: z.number().int(),
  fullScore: z.number(),
  /** The homework's settings: mathWitMarking (maths equivalence) and witMarking (word tolerance). */
  mathWitMarking: z.boolean(),
  witMarking: z.boolean(),
  tolerance: z.number().int(),
  /** The subjective questions of the homework, to switch between them. */
  questions: z.array(z.object({ th: z.number().int(), score: z.number() })),
  answerCount: z.number().int(),
  markedCount: z.number().int(),
  groups: z.array(ZMarkAssistGroupSchema),
});
export type TMarkAssistGroups = z.infer<typeof ZMarkAssistGroupsSchema>;

const zMembers = () =>
  z.array(zGuid()).min(1, { error: '请选择学生' }).max(MarkAssistLimits.maxGroupMembers).refine((l) => new Set(l).size === l.length, { error: '学生重复' });

/** POST /api/MarkAssist/MarkGroup: one score for every member of a group, each saved through web marking. */
export const ZMarkAssistMarkGroupRequestSchema = z.object({
  workGuid: zGuid(),
  th: z.number().int().min(HomeworkLimits.minTh).max(HomeworkLimits.maxTh),
  submissionGuids: zMembers(),
  score: z.number().min(0).max(HomeworkLimits.maxScore),
});
export type TMarkAssistMarkGroupRequest = z.infer<typeof ZMarkAssistMarkGroupRequestSchema>;
export const ZMarkAssistMarkGroupSchema = z.object({ th: z.number().int(), score: z.number(), markedCount: z.number().int() });
export type TMarkAssistMarkGroup = z.infer<typeof ZMarkAssistMarkGroupSchema>;

/** POST /api/MarkAssist/Split: take these students out of their group, as a group of their own. */
export const ZMarkAssistSplitRequestSchema = z.object({
  workGuid: zGuid(),
  th: z.number().int().min(HomeworkLimits.minTh).max(HomeworkLimits.maxTh),
  submissionGuids: zMembers(),
});
export type TMarkAssistSplitRequest = z.infer<typeof ZMarkAssistSplitRequestSchema>;
export const ZMarkAssistSplitSchema = z.object({ key: z.string(), size: z.number().int() });
export type TMarkAssistSplit = z.infer<typeof ZMarkAssistSplitSchema>;

/**
 * POST /api/MarkAssist/SaveTolerance: the word-marking tolerance (单词批改 容错字母数) of one question of a homework,
 * kept for the question so every teacher marking it, and a reload, groups the same way.
 */
export const ZMarkAssistToleranceRequestSchema = z.object({
  workGuid: zGuid(),
  th: z.number().int().min(HomeworkLimits.minTh).max(HomeworkLimits.maxTh),
  tolerance: zTolerance(),
});
export type TMarkAssistToleranceRequest = z.infer<typeof ZMarkAssistToleranceRequestSchema>;
export const ZMarkAssistToleranceSchema = z.object({ th: z.number().int(), tolerance: z.number().int() });
export type TMarkAssistTolerance = z.infer<typeof ZMarkAssistToleranceSchema>;

/** POST /api/MarkAssist/ResetSplits: put every split answer of the question back into the automatic groups. */
export const ZMarkAssistResetRequestSchema = z.object({
  workGuid: zGuid(),
  th: z.number().int().min(HomeworkLimits.minTh).max(HomeworkLimits.maxTh),
});
export type TMarkAssistResetRequest = z.infer<typeof ZMarkAssistResetRequestSchema>;
export const ZMarkAssistResetSchema = z.object({ restored: z.number().int() });
