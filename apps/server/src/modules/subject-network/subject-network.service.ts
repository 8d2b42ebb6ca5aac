import { randomBytes, randomUUID } from 'node:crypto';
import {
  SubjectNetworkMessages as M,
  XKW_DEFAULT_SCORE,
  XKW_RETURN_HOURS,
  XKW_RETURN_PATH,
  ZXkwReturnSchema,
  itemTypeInfo,
  richTextProblems,
  type TXkwOpen,
  type TXkwReceived,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { sanitizeRichText } from '../../lib/rich-text-sanitizer.js';
import type { Actor } from '../../plugins/session.js';
import { basketRepository } from '../question-bank/basket.repository.js';
import { subjectNetworkRepository as repo, type ReceivedItem } from './subject-network.repository.js';

const HOUR_MS = 3_600_000;
/** The calendar year in China, the year a received item is filed under. */
const chinaYear = (now: Date) => new Date(now.getTime() + 8 * HOUR_MS).getUTCFullYear();

/** The origin (scheme, host, port) of an address, or null when it is not one. */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The sanitised question, or the reason it is refused (an empty stem once cleaned, a formula that does not close). */
function cleanItem(raw: ReturnType<typeof ZXkwReturnSchema.parse>[number]): ReceivedItem | string {
  const stem = sanitizeRichText(raw.stem).trim();
  if (!stem) return `题目 ${raw.id} 的题干为空`;
  if (richTextProblems(stem).length > 0) return `题目 ${raw.id} 的题干有误：${richTextProblems(stem).join('；')}`;
  return {
    externalId: raw.id,
    guid: randomUUID(),
    type: raw.type,
    stem,
    options: raw.options.map((o) => ({ label: o.label, text: sanitizeRichText(o.text) })),
    answer: raw.answer.map(sanitizeRichText),
    explanation: sanitizeRichText(raw.explanation),
    difficulty: raw.difficulty,
  };
}

/** 学科网题库: open the school's external bank with a return token, receive what it posts back, remove it again. */
export const subjectNetworkService = {
  /** The bank's address for the frame, with the return address the bank posts to; nothing when none is configured. */
  async open(db: Db, actor: Actor, s: { bankUrl: string | null; ownOrigin: string; period: string; km: string; workType: number }, now = new Date()): Promise<TXkwOpen> {
    if (!s.bankUrl) return { frameUrl: null, token: null };
    const token = randomBytes(24).toString('base64url');
    await repo.insertReturn(db, { token, schoolId: actor.schoolId, userId: actor.userId, periodCode: s.period, km: s.km, workType: s.workType,
      expiresAt: new Date(now.getTime() + XKW_RETURN_HOURS * HOUR_MS) });
    const url = new URL(s.bankUrl);
    url.searchParams.set('workType', String(s.workType));
    url.searchParams.set('km', s.km);
    url.searchParams.set('period', s.period);
    url.searchParams.set('returnUrl', `${s.ownOrigin}${XKW_RETURN_PATH}?token=${token}`);
    return { frameUrl: url.toString(), token };
  },

  /**
   * The bank's post (docs/subject-network-return.md): from the configured bank's origin, with a live token, a JSON
   * list of questions. Each is cleaned by the rich-text sanitiser, saved in the teacher's 我的题库 (bank 300) and put in their basket of the token's period and subject. A question id already received with the
   * token is skipped, so a post sent twice adds nothing twice. Returns how many were added.
   */
  async receive(db: Db, s: { bankUrl: string | null; origin: string | undefined; token: string; items: string }, now = new Date()) {
    const allowed = originOf(s.bankUrl);
    if (!allowed) throw notFound(M.notConfigured);
    if (originOf(s.origin) !== allowed) throw forbidden(M.originRefused);
    const ret = await repo.findReturn(db, s.token);
    if (!ret || new Date(ret.expiresAt) < now) throw forbidden(M.tokenInvalid);
    let json: unknown;
    try {
      json = JSON.parse(s.items);
    } catch {
      throw badRequest(M.itemsInvalid);
    }
    const parsed = ZXkwReturnSchema.safeParse(json);
    if (!parsed.success) throw badRequest(M.itemsInvalid);
    const cleaned = parsed.data.map(cleanItem);
    const refused = cleaned.filter((c): c is string => typeof c === 'string');
    if (refused.length) throw badRequest(refused.join('；'));
    const items = (cleaned as ReceivedItem[]).filter((c, i, all) => all.findIndex((x) => x.externalId === c.externalId) === i);
    const known = await repo.receivedIds(db, ret.token, items.map((i) => i.externalId));
    const fresh = items.filter((i) => !known.has(i.externalId));
    await db.transaction().execute(async (tx) => {
      await repo.insertItems(tx, { ...ret, year: chinaYear(now) }, fresh);
      // The question bank's basket (one per teacher, school, period and subject); the teacher sets scores in 排版.
      await basketRepository.add(tx, { userId: ret.userId, schoolId: ret.schoolId, periodCode: ret.periodCode, km: ret.km },
        fresh.map((i) => ({ itemGuid: i.guid, itemVersion: 1, itemType: i.type, score: XKW_DEFAULT_SCORE, answerAreaHeight: null })));
    });
    return { token: ret.token, added: fresh.length };
  },

  /** What came back with one of the teacher's tokens. */
  async received(db: Db, actor: Actor, token: string): Promise<TXkwReceived> {
    const ret = await repo.findReturn(db, token);
    if (!ret || ret.schoolId !== actor.schoolId || ret.userId !== actor.userId) throw notFound(M.tokenInvalid);
    const rows = await repo.received(db, ret);
    return {
      period: ret.periodCode,
      km: ret.km,
      workType: ret.workType,
      items: rows.map((r) => ({ itemGuid: r.guid, itemTypeGuid: r.type, itemTypeName: itemTypeInfo(r.type)?.name ?? '', stem: r.stem, inBasket: r.basketGuid !== null })),
    };
  },

  /** DeleteXkwItem (spec 02 §7): takes a question the teacher brought back from the bank out of their basket. */
  async deleteItem(db: Db, actor: Actor, itemGuid: string) {
    const found = await repo.findReceivedItem(db, { schoolId: actor.schoolId, userId: actor.userId, itemGuid });
    if (!found) throw notFound(M.notReceived);
    await db.transaction().execute(async (tx) => {
      await basketRepository.remove(tx, { userId: actor.userId, schoolId: actor.schoolId, periodCode: found.periodCode, km: found.km }, { itemGuid });
      await repo.markRemoved(tx, actor.schoolId, itemGuid);
    });
    return { itemGuid };
  },
};
