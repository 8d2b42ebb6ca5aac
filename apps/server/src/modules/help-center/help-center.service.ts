import { randomBytes, randomUUID } from 'node:crypto';
import {
  FEEDBACK_TYPES,
  filePathOf,
  HelpCenterLimits,
  HelpCenterMessages as M,
  Role,
  type FeedbackType,
  type TAnswerFeedbackRequest,
  type TFeedback,
  type TFeedbackImage,
  type THelpArticle,
  type THelpArticleSummary,
  type THelpCategory,
  type TXkRisk,
} from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { filesRepository } from '../files/files.repository.js';
import { sniffFileType } from '../files/file-type.js';
import type { UploadParts } from '../files/upload-parts.js';
import { helpCenterRepository as repo, type ArticleRow, type FeedbackRow } from './help-center.repository.js';
import type { FileStorage } from '../../lib/storage/index.js';
import { storeThenRecord } from '../files/file-bodies.js';

/** Reads of a screenshot stop one byte above the limit, so 'exactly 2MB' and 'larger' can be told apart. */
export const FEEDBACK_IMAGE_READ_LIMIT = HelpCenterLimits.maxFeedbackImageBytes + 1;

const SUMMARY_LENGTH = 60;

/** The first words of an article's body without its markup, for lists. */
export function summaryOf(body: string): string {
  const text = body
    .split('\n')
    .filter((line) => !line.startsWith('!['))
    .map((line) => line.replace(/^(## |> |- |\d+\. )/, '').trim())
    .filter(Boolean)
    .join(' ');
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH)}…` : text;
}

const summary = (row: ArticleRow): THelpArticleSummary => ({
  guid: row.guid,
  title: row.title,
  categoryCode: row.categoryCode,
  categoryName: row.categoryName,
  summary: summaryOf(row.body),
  viewCount: row.viewCount,
});

const cleanName = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().slice(0, 200) || '截图.png';

/**
 * The notice shown before the subject-network bank (学科网题库, bank source 10) opens (spec 02 §7 GetXkRisk): its
 * questions come from a third party, under that party's copyright and terms.
 */
export const XK_RISK: TXkRisk = {
  title: '学科网题库使用提示',
  content: [
    '学科网题库由第三方平台（学科网）提供，打开后将离开作业本，在学科网的页面中选题。',
    '题目的版权归学科网及其作者所有，仅供本校老师在教学中使用，请勿转载、出售或向校外传播。',
    '题目内容、答案和解析以学科网为准；如发现题目有误，请在学科网中反馈。',
    '选好的题目会带回作业本的试题篮，之后的组卷、布置和分析与其他题目相同。',
  ].join('\n'),
};

export const helpCenterService = {
  async categories(db: DbOrTx): Promise<THelpCategory[]> {
    return repo.categories(db);
  },

  async list(db: DbOrTx, q: { categoryCode?: string; keyword?: string; pageIndex: number; pageSize: number }) {
    const keyword = q.keyword?.trim() || undefined;
    const { rows, total } = await repo.list(db, { categoryCode: q.categoryCode || undefined, keyword }, {
      offset: (q.pageIndex - 1) * q.pageSize,
      limit: q.pageSize,
    });
    return { list: rows.map(summary), total };
  },

  async hot(db: DbOrTx) {
    return { list: (await repo.hot(db, HelpCenterLimits.hotQuestions)).map(summary) };
  },

  /** One article; reading it counts a view (the hot questions are ranked by views). */
  async article(db: Db, actor: Actor, guid: string): Promise<THelpArticle> {
    const row = await repo.findByGuid(db, guid);
    if (!row) throw notFound(M.articleNotFound);
    const viewCount = await repo.addView(db, row.id);
    const votes = await repo.votes(db, row.id, actor.userId);
    return { ...summary(row), viewCount, body: row.body, ...votes, updatedAt: row.updatedAt.toISOString() };
  },

  /** 这篇文章对您有帮助吗: one answer per user, answering again changes it. */
  async vote(db: Db, actor: Actor, guid: string, helpful: boolean) {
    const row = await repo.findByGuid(db, guid);
    if (!row) throw notFound(M.articleNotFound);
    await repo.vote(db, row.id, actor.userId, helpful);
    const votes = await repo.votes(db, row.id, actor.userId);
    return { helpfulCount: votes.helpfulCount, unhelpfulCount: votes.unhelpfulCount, myVote: helpful };
  },

  /** A screenshot for a feedback: a JPEG or PNG (judged by its bytes) of at most 2MB, stored like other files. */
  async uploadImage(db: Db, storage: FileStorage, actor: Actor, parts: UploadParts): Promise<TFeedbackImage> {
    if (parts.tooLarge) throw forbidden(M.imageTooLarge);
    if (!parts.file) throw badRequest('请选择要上传的截图');
    const bytes = parts.file.body;
    if (bytes.length === 0) throw forbidden(M.imageEmpty);
    if (bytes.length > HelpCenterLimits.maxFeedbackImageBytes) throw forbidden(M.imageTooLarge);
    const detected = sniffFileType(bytes);
    if (detected?.kind !== 'image') throw forbidden(M.imageOnly);
    const key = randomBytes(16).toString('hex');
    const row = {
      key,
      schoolId: actor.schoolId,
      purpose: 'feedback' as const,
      mime: detected.mime,
      size: bytes.length,
      originalName: cleanName(parts.file.fileName),
      pageCount: null,
    };
    await storeThenRecord(storage, [{ key, bytes }], (stored) => filesRepository.insert(db, { ...row, storageKey: stored.get(key)!, uploaderUserId: actor.userId }));
    return { fileKey: row.key, filePath: filePathOf(row.key), fileName: row.originalName, size: row.size };
  },

  /** Saves a feedback of the caller's school; its screenshots must be ones this user uploaded there. */
  async saveFeedback(db: Db, actor: Actor, body: { type: FeedbackType; content: string; imageKeys: string[] }): Promise<{ guid: string }> {
    const keys = [...new Set(body.imageKeys)];
    const own = await repo.ownFeedbackImages(db, actor.schoolId, actor.userId, keys);
    if (own.length !== keys.length) throw badRequest(M.imageMissing);
    const guid = randomUUID();
    await repo.insertFeedback(db, { guid, schoolId: actor.schoolId, userId: actor.userId, type: body.type, content: body.content, imageKeys: keys });
    return { guid };
  },

  async myFeedback(db: DbOrTx, actor: Actor, page: { pageIndex: number; pageSize: number }) {
    return this.feedbackPage(db, actor, { userId: actor.userId }, page);
  },

  /** Every feedback of the school, for its super administrators. */
  async schoolFeedback(db: DbOrTx, actor: Actor, page: { pageIndex: number; pageSize: number; unanswered?: '0' | '1' }) {
    if (actor.role !== Role.Collector) throw forbidden(M.answerOnlyCollector);
    return this.feedbackPage(db, actor, { unanswered: page.unanswered === '1' }, page);
  },

  async answer(db: Db, actor: Actor, body: TAnswerFeedbackRequest): Promise<void> {
    if (actor.role !== Role.Collector) throw forbidden(M.answerOnlyCollector);
    const row = await repo.findFeedback(db, actor.schoolId, body.guid);
    if (!row) throw notFound(M.feedbackNotFound);
    await repo.answerFeedback(db, row.id, body.answer, actor.userId);
  },

  async feedbackPage(db: DbOrTx, actor: Actor, filter: { userId?: number; unanswered?: boolean }, page: { pageIndex: number; pageSize: number }) {
    const { rows, total } = await repo.feedbackList(db, actor.schoolId, filter, { offset: (page.pageIndex - 1) * page.pageSize, limit: page.pageSize });
    const files = await repo.imageFiles(db, actor.schoolId, rows.flatMap((r) => r.imageKeys));
    const byKey = new Map(files.map((f) => [f.key, f]));
    return { list: rows.map((r) => toFeedback(r, byKey)), total };
  },

  xkRisk(): TXkRisk {
    return XK_RISK;
  },
};

function toFeedback(r: FeedbackRow, files: Map<string, { key: string; originalName: string; size: number }>): TFeedback {
  return {
    guid: r.guid,
    type: r.type,
    typeName: FEEDBACK_TYPES[r.type as FeedbackType] ?? '其他',
    content: r.content,
    images: r.imageKeys.flatMap((key) => {
      const f = files.get(key);
      return f ? [{ fileKey: key, filePath: filePathOf(key), fileName: f.originalName, size: f.size }] : [];
    }),
    userName: r.userName,
    userPhone: r.userPhone,
    createTime: r.createdAt.toISOString(),
    answer: r.answer,
    answererName: r.answererName,
    answerTime: r.answeredAt?.toISOString() ?? null,
  };
}
