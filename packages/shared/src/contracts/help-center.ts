import { z } from 'zod';
import { zGuid, zPaging } from '../validation/common.js';

/** Help centre (spec 03 §2.1 /help-center, §7.5 HelpFile calls; spec 02 §7 GetXkRisk). */

export const HelpCenterLimits = {
  /** Screenshots one feedback may carry. */
  maxFeedbackImages: 3,
  /** Largest screenshot, in bytes (2MB). */
  maxFeedbackImageBytes: 2 * 1024 * 1024,
  maxFeedbackLength: 500,
  maxAnswerLength: 500,
  maxKeywordLength: 30,
  hotQuestions: 10,
} as const;

export const HelpCenterMessages = {
  articleNotFound: '该问题不存在或已下线',
  feedbackNotFound: '该反馈不存在',
  feedbackSaved: '感谢您的反馈，我们会尽快处理',
  answerOnlyCollector: '只有超级管理员可以回复反馈',
  imageOnly: '截图只能是 jpg 或 png 图片',
  imageTooLarge: '截图不能超过2MB',
  imageEmpty: '截图文件是空的，请重新选择',
  imageMissing: '截图不存在或已失效，请重新上传',
  tooManyImages: '最多上传3张截图',
} as const;

/** Feedback types shown on /help-center/feed-back. */
export const FEEDBACK_TYPES = { 1: '功能问题', 2: '使用咨询', 3: '产品建议', 4: '其他' } as const;
export type FeedbackType = keyof typeof FEEDBACK_TYPES;
export const FEEDBACK_TYPE_VALUES = [1, 2, 3, 4] as const;

export const ZHelpCategorySchema = z.object({ code: z.string(), name: z.string(), description: z.string(), count: z.number().int() });
export type THelpCategory = z.infer<typeof ZHelpCategorySchema>;
/** GET /api/HelpFile/GetCategories */
export const ZHelpCategoryListSchema = z.object({ list: z.array(ZHelpCategorySchema) });

export const ZHelpArticleSummarySchema = z.object({
  guid: z.string(),
  title: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  /** The first words of the body, for lists and search results. */
  summary: z.string(),
  viewCount: z.number().int(),
});
export type THelpArticleSummary = z.infer<typeof ZHelpArticleSummarySchema>;

/** GET /api/HelpFile/GetList: a category's articles, or a search of titles and bodies. */
export const ZHelpListRequestSchema = z.object({
  categoryCode: z.string().trim().max(40).optional(),
  keyword: z.string().trim().max(HelpCenterLimits.maxKeywordLength, { error: '搜索词不能超过30个字符' }).optional(),
  ...zPaging,
});
export type THelpListRequest = z.input<typeof ZHelpListRequestSchema>;
export const ZHelpArticleListSchema = z.object({ list: z.array(ZHelpArticleSummarySchema), total: z.number().int() });
export type THelpArticleList = z.infer<typeof ZHelpArticleListSchema>;

/** GET /api/HelpFile/GetHotQuestion: the most read articles. */
export const ZHotQuestionListSchema = z.object({ list: z.array(ZHelpArticleSummarySchema) });

export const ZHelpGuidQuerySchema = z.object({ guid: zGuid() });

/** GET /api/HelpFile/GetQuestion: one article (reading it counts a view). */
export const ZHelpArticleSchema = ZHelpArticleSummarySchema.extend({
  /** Plain text: lines starting with "## " are headings, "1. " numbered steps, "- " points, "> " tips. */
  body: z.string(),
  helpfulCount: z.number().int(),
  unhelpfulCount: z.number().int(),
  /** This user's answer to 这篇文章对您有帮助吗: true, false or null (not answered). */
  myVote: z.boolean().nullable(),
  updatedAt: z.string(),
});
export type THelpArticle = z.infer<typeof ZHelpArticleSchema>;

/** POST /api/HelpFile/Helpful: one answer per user and article; answering again changes it. */
export const ZHelpfulRequestSchema = z.object({ guid: zGuid(), helpful: z.boolean() });
export type THelpfulRequest = z.infer<typeof ZHelpfulRequestSchema>;
export const ZHelpfulResultSchema = z.object({ helpfulCount: z.number().int(), unhelpfulCount: z.number().int(), myVote: z.boolean() });

/** POST /api/HelpFile/UploadFeedbackImage (multipart field `file`): a screenshot stored like other uploaded files. */
export const ZFeedbackImageSchema = z.object({ fileKey: z.string(), filePath: z.string(), fileName: z.string(), size: z.number().int() });
export type TFeedbackImage = z.infer<typeof ZFeedbackImageSchema>;

/** POST /api/HelpFile/SaveFeedback */
export const ZSaveFeedbackRequestSchema = z.object({
  type: z.literal(FEEDBACK_TYPE_VALUES, { error: '请选择反馈类型' }),
  content: z
    .string({ error: '请填写反馈内容' })
    .trim()
    .min(1, { error: '请填写反馈内容' })
    .max(HelpCenterLimits.maxFeedbackLength, { error: `反馈内容不能超过${HelpCenterLimits.maxFeedbackLength}个字` }),
  imageKeys: z
    .array(z.string().regex(/^[0-9a-f]{32}$/, { error: HelpCenterMessages.imageMissing }))
    .max(HelpCenterLimits.maxFeedbackImages, { error: HelpCenterMessages.tooManyImages })
    .default([]),
});
export type TSaveFeedbackRequest = z.input<typeof ZSaveFeedbackRequestSchema>;

export const ZFeedbackSchema = z.object({
  guid: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  content: z.string(),
  images: z.array(ZFeedbackImageSchema),
  userName: z.string(),
  userPhone: z.string(),
  createTime: z.string(),
  answer: z.string().nullable(),
  answererName: z.string().nullable(),
  answerTime: z.string().nullable(),
});
export type TFeedback = z.infer<typeof ZFeedbackSchema>;
/** GET /api/HelpFile/MyFeedback (the caller's own) and GET /api/HelpFile/SchoolFeedback (super administrators). */
export const ZFeedbackListSchema = z.object({ list: z.array(ZFeedbackSchema), total: z.number().int() });
export const ZFeedbackListRequestSchema = z.object({ ...zPaging, unanswered: z.enum(['0', '1']).optional() });

/** POST /api/HelpFile/AnswerFeedback (super administrators of the feedback's school). */
export const ZAnswerFeedbackRequestSchema = z.object({
  guid: zGuid(),
  answer: z
    .string({ error: '请填写回复内容' })
    .trim()
    .min(1, { error: '请填写回复内容' })
    .max(HelpCenterLimits.maxAnswerLength, { error: `回复内容不能超过${HelpCenterLimits.maxAnswerLength}个字` }),
});
export type TAnswerFeedbackRequest = z.infer<typeof ZAnswerFeedbackRequestSchema>;

/** GET /api/HelpFile/GetXkRisk (spec 02 §7): the notice shown before the subject-network (学科网) bank opens. */
export const ZXkRiskSchema = z.object({ title: z.string(), content: z.string() });
export type TXkRisk = z.infer<typeof ZXkRiskSchema>;
