import { itemTypeInfo, type TSimilarItemPage, type ZSimilarItemsRequestSchema } from '@zuoyeben/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { bankItemsRepository } from './bank-items.repository.js';
import { bankItemsService, scopeOf } from './bank-items.service.js';
import { BasketMessages } from './basket.service.js';
import { ITEM_NOT_FOUND } from './collections.service.js';
import { treesRepository } from './trees.repository.js';

type SimilarItemsQuery = z.output<typeof ZSimilarItemsRequestSchema>;

/**
 * The similar-question dialog's list (spec 02 §2, §7 getPageItems recommendType 200): items of the same bank as the
 * original, sharing its primary knowledge point (or tagged with one of `options`, the knowledge ids the caller names)
 * and its type, optionally of one difficulty, the original left out.
 * Items already in the basket are flagged (inBasket) so the dialog can refuse them.
 */
export const similarItemsService = {
  async page(db: Db, actor: Actor, q: SimilarItemsQuery): Promise<TSimilarItemPage> {
    const original = await bankItemsRepository.findVisible(db, actor.schoolId, q.itemGuid);
    if (!original) throw notFound(ITEM_NOT_FOUND);
    if (original.periodCode !== q.period || original.km !== q.km) throw badRequest(BasketMessages.otherSubject);
    const knowledge = await bankItemsRepository.knowledgeOf(db, [original.guid]);
    const primary = knowledge.find((k) => k.isPrimary) ?? knowledge[0];
    const about = {
      knowledge: primary ? { guid: primary.guid, name: primary.name } : null,
      itemTypeGuid: original.type,
      itemTypeName: itemTypeInfo(original.type)?.name ?? '',
    };
    const knowledgeGuids = q.options ? await treesRepository.descendantsOfAll(db, 'knowledgePoints', q.options) : primary ? [primary.guid] : [];
    // Without a knowledge point nothing is "similar"; the dialog shows its empty state.
    if (knowledgeGuids.length === 0) return { list: [], total: 0, ...about };
    const scope = scopeOf(actor, original.source) ?? { kind: 'platform' };
    const { rows, total } = await bankItemsService.rowsAndTotal(db, scope, {
      period: q.period,
      km: q.km,
      knowledgeGuids,
      type: original.type,
      difficulty: q.difficultyGuid,
      excludeGuids: [original.guid],
    }, { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize });
    return { list: await bankItemsService.decorate(db, actor, q, rows), total, ...about };
  },
};
