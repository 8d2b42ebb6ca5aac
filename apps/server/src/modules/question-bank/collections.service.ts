import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { bankItemsRepository } from './bank-items.repository.js';
import { collectionsRepository } from './collections.repository.js';

export const ITEM_NOT_FOUND = '试题不存在';
/** Spec 02 §8 question favourite messages. */
export const CollectMessages = { collected: '收藏成功！', uncollected: '取消收藏成功！' } as const;

/** Collect and uncollect items (spec 02 §4); the list of collected items is bank source 5. */
export const collectionsService = {
  async collect(db: Db, actor: Actor, items: { itemGuid: string; itemVersion: number }[]) {
    // Every item must be visible to the school: another school's guid is 404 like a missing one.
    for (const item of items) {
      if (!(await bankItemsRepository.findVisible(db, actor.schoolId, item.itemGuid))) throw notFound(ITEM_NOT_FOUND);
    }
    await collectionsRepository.add(db, actor.userId, actor.schoolId, items);
  },

  async uncollect(db: Db, actor: Actor, itemGuid: string) {
    if (!(await bankItemsRepository.findVisible(db, actor.schoolId, itemGuid))) throw notFound(ITEM_NOT_FOUND);
    await collectionsRepository.remove(db, actor.userId, actor.schoolId, itemGuid);
  },
};
