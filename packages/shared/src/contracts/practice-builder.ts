import { z } from 'zod';
import { zGuid } from '../validation/common.js';
import { MICRODJ_LOOK_BACK_WORKS, MICRODJ_WEAK_RATE } from './microdj.js';
import { zKm } from './question-bank.js';
import { ZRecommendItemSchema } from './wrong-question.js';

/**
 * 组合练习 and 薄弱点练习 (/jobManager/combination-practice, /jobManager/weak-practice; spec 03 §2.1, issue 14 item 3):
 * one practice from several weak knowledge points of a class, or one per group of students by their level on those
 * points. Rules and statistics, stated on the page (PRACTICE_RULES); nothing here is a prediction.
 */

/** A student's level on the practice's points, by score rate: the spec's levels A+B (≥ 0.8), C+D (0.6–0.8), E (< 0.6). */
export const PracticeLevel = { Improve: 'improve', Good: 'good', Excellent: 'excellent' } as const;
export type PracticeLevelValue = (typeof PracticeLevel)[keyof typeof PracticeLevel];
/** Lower bounds of the levels (a rate at the bound belongs to the higher level). */
export const PRACTICE_LEVEL_BOUNDS = { good: MICRODJ_WEAK_RATE, excellent: 0.8 } as const;
export const PracticeLevelNames: Record<PracticeLevelValue, string> = { improve: '待提高', good: '良好', excellent: '优秀' };

/** The level of a score rate 0–1. */
export function practiceLevelOf(rate: number): PracticeLevelValue {
  if (rate >= PRACTICE_LEVEL_BOUNDS.excellent) return PracticeLevel.Excellent;
  if (rate >= PRACTICE_LEVEL_BOUNDS.good) return PracticeLevel.Good;
  return PracticeLevel.Improve;
}

/**
 * The difficulty each level's practice aims at: basics for 待提高, the middle for 良好, a stretch for 优秀. (The whole
 * class's practice aims, as 推荐练习 does, at the difficulty its rate on the point calls for.)
 */
export const PRACTICE_LEVEL_DIFFICULTY: Record<PracticeLevelValue, 1 | 2 | 3 | 4 | 5> = { improve: 2, good: 3, excellent: 4 };

/** Questions per point of a practice, at most. */
export const PracticeLimits = { defaultPerPoint: 3, maxPerPoint: 10, maxPoints: 10 } as const;

export const PRACTICE_RULES = {
  points: `取本班本科目最近 ${MICRODJ_LOOK_BACK_WORKS} 次已结束作业，按知识点统计得分率（得分 ÷ 满分，未作答或未批阅计 0 分），低于 ${MICRODJ_WEAK_RATE * 100}% 的为薄弱知识点。`,
  groups: `按学生在所选知识点上的得分率分组：低于 ${PRACTICE_LEVEL_BOUNDS.good * 100}% 为待提高，${PRACTICE_LEVEL_BOUNDS.good * 100}%–${PRACTICE_LEVEL_BOUNDS.excellent * 100}% 为良好，${PRACTICE_LEVEL_BOUNDS.excellent * 100}% 及以上为优秀（即得分率等级 E、C–D、A–B）；没有提交这些作业的学生不分组。`,
  items: '每个知识点从题库选题：考查该知识点（含下级），本校未使用过；全班练习的难度最接近全班在该知识点得分率对应的难度，分组练习以较易（待提高）、中等（良好）、较难（优秀）为目标。',
} as const;

export const PracticeMessages = {
  noPoints: '请选择知识点',
  noWeakPoints: '本班最近的作业中没有得分率低于60%的知识点',
} as const;

/** POST /api/Recommend/Practice */
export const ZPracticeBuildRequestSchema = z.object({
  ruCode: z.string().trim().max(32).optional(),
  km: zKm(),
  classCode: z.string().trim().min(1, { error: '请选择班级' }).max(32),
  /** The chosen points (组合练习); absent for every weak point of the class (薄弱点练习). */
  knowledgeGuids: z.array(zGuid()).min(1, { error: PracticeMessages.noPoints }).max(PracticeLimits.maxPoints).optional(),
  perPoint: z.coerce.number().int().min(1).max(PracticeLimits.maxPerPoint).default(PracticeLimits.defaultPerPoint),
  /** One practice per level group (薄弱点练习) instead of one for the class. */
  byLevel: z.boolean().default(false),
});
export type TPracticeBuildRequest = z.input<typeof ZPracticeBuildRequestSchema>;

export const ZPracticePointSchema = z.object({
  knowledgeGuid: zGuid(),
  knowledgeName: z.string(),
  /** The class's rate on the point over the works read; null when none of them tested it. */
  rate: z.number().nullable(),
  weak: z.boolean(),
  questionCount: z.number().int(),
});
export type TPracticePoint = z.infer<typeof ZPracticePointSchema>;

export const ZPracticeGroupSchema = z.object({
  /** 'class' for the whole class, else the level. */
  key: z.string(),
  name: z.string(),
  /** The group's rate on the practice's points; null without answers. */
  rate: z.number().nullable(),
  students: z.array(z.object({ studentGuid: zGuid(), name: z.string(), buddies: z.string(), rate: z.number() })),
  items: z.array(ZRecommendItemSchema.extend({ knowledgeGuid: zGuid() })),
});
export type TPracticeGroup = z.infer<typeof ZPracticeGroupSchema>;

export const ZPracticeBuildSchema = z.object({
  classCode: z.string(),
  className: z.string(),
  gradeCode: z.string(),
  period: z.string(),
  km: z.string(),
  /** How many ended homework the rates were read from. */
  workCount: z.number().int(),
  /** Every point the class's works tested, weakest first (the chosen ones flagged by `chosen`). */
  points: z.array(ZPracticePointSchema.extend({ chosen: z.boolean() })),
  groups: z.array(ZPracticeGroupSchema),
});
export type TPracticeBuild = z.infer<typeof ZPracticeBuildSchema>;
