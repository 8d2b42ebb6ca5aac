import { z } from 'zod';

/**
 * 学科网题库 (spec 02 §2 /zxxk, /zxxk-iframe, /zxxk-middleware, §7 DeleteXkwItem; issue 15 item 6). The school's
 * external bank (SUBJECT_NETWORK_URL) opens in a frame; it posts the chosen questions back to /zxxk-middleware with
 * a return token (the protocol: docs/subject-network-return.md); they land in the teacher's basket.
 */

/** Where the bank posts the questions back (a form post, so no CORS and no session cookie are needed). */
export const XKW_RETURN_PATH = '/zxxk-middleware';
/** A return token is good for this long after the bank was opened. */
export const XKW_RETURN_HOURS = 4;
/** At most this many questions per post. */
export const XKW_MAX_ITEMS = 30;
/** Points each received question gets in the basket (the teacher sets scores while laying out the paper). */
export const XKW_DEFAULT_SCORE = 5;

export const SubjectNetworkMessages = {
  notConfigured: '本校还没有配置学科网题库的地址，暂时不能从学科网选题。请联系学校管理员配置后再来。',
  tokenInvalid: '选题链接已失效，请回到作业本重新打开学科网题库后再选题',
  originRefused: '题目不是从本校配置的学科网题库发回的，已拒绝',
  itemsInvalid: '学科网发回的题目格式不正确',
  notReceived: '这道题不是从学科网带回的题目',
  removed: '已从试题篮移除',
} as const;

/** POST /api/SubjectNetwork/Open: a return token for this teacher's basket of one period and subject. */
export const ZXkwOpenRequestSchema = z.object({
  period: z.string().trim().min(1, { error: '请选择学段' }).max(8),
  km: z.string().trim().min(1, { error: '请选择科目' }).max(32),
  workType: z.coerce.number().int().min(1).max(9).default(3),
});
export type TXkwOpenRequest = z.input<typeof ZXkwOpenRequestSchema>;

export const ZXkwOpenSchema = z.object({
  /** The bank's address with workType, km, period and returnUrl; null when the school configured none. */
  frameUrl: z.string().nullable(),
  token: z.string().nullable(),
});
export type TXkwOpen = z.infer<typeof ZXkwOpenSchema>;

/** One question as the bank sends it (docs/subject-network-return.md). Plain types only: 1 单选 … 5 解答. */
export const ZXkwReturnItemSchema = z.object({
  id: z.string().trim().min(1).max(64),
  type: z.number().int().min(1).max(5),
  stem: z.string().trim().min(1).max(20_000),
  options: z.array(z.object({ label: z.string().trim().min(1).max(4), text: z.string().max(5_000) })).max(10).default([]),
  answer: z.array(z.string().max(5_000)).max(10).default([]),
  explanation: z.string().max(20_000).default(''),
  difficulty: z.number().int().min(1).max(5).default(3),
});
export const ZXkwReturnSchema = z.array(ZXkwReturnItemSchema).min(1).max(XKW_MAX_ITEMS);
export type TXkwReturnItem = z.input<typeof ZXkwReturnItemSchema>;

/** GET /api/SubjectNetwork/Received?token=: what came back with one token. */
export const ZXkwReceivedQuerySchema = z.object({ token: z.string().trim().min(1).max(64) });
export const ZXkwReceivedSchema = z.object({
  period: z.string(),
  km: z.string(),
  workType: z.number().int(),
  items: z.array(z.object({
    itemGuid: z.uuid(),
    itemTypeGuid: z.number().int(),
    itemTypeName: z.string(),
    stem: z.string(),
    inBasket: z.boolean(),
  })),
});
export type TXkwReceived = z.infer<typeof ZXkwReceivedSchema>;

/** POST /api/WorkInfo/DeleteXkwItem */
export const ZDeleteXkwItemRequestSchema = z.object({ itemGuid: z.uuid({ error: '试题不存在' }) });
export type TDeleteXkwItemRequest = z.input<typeof ZDeleteXkwItemRequestSchema>;
