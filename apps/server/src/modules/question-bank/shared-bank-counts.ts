import type { Db } from '../../db/database.js';
import { ExpiringCache, perDatabase } from '../../lib/expiring-cache.js';
import { ALL_KEYS, defineInvalidation } from '../../lib/cache-bus/index.js';
import type { ItemFilters, ItemScope } from './bank-items.repository.js';

/**
 * Totals of the platform banks (七天题库 100, 教育局题库 400) by filter, kept for a minute. Those banks are the same for
 * every teacher of every school, and over 50,000 items a page of 10 costs PostgreSQL 0.2 ms to read but about 8 ms to
 * count, so counting once a minute per filter, rather than on every page click of every teacher, is most of the list's
 * database work. The question editor clears the counts when it changes an item; a count read while an edit commits
 * may be one off until it expires. With several instances (REDIS_URL) the clear reaches all of them (lib/cache-bus). Counts that depend on the school (只看未使用, the school's own banks) are never kept:
 * 只看未使用 is the kept total less the items the school used, counted each time from the school's (short) use list.
 */
const TTL_MS = 60_000;
/** Distinct filters counted within a minute; beyond that the oldest goes. */
const MAX_ENTRIES = 500;

const totalsOf = perDatabase(() => new ExpiringCache<number>(TTL_MS, MAX_ENTRIES));

/** Whether the bank is the same for every teacher of every school. */
export function isSharedBank(scope: ItemScope): boolean {
  return scope.kind === 'platform' || scope.kind === 'bureau';
}

export const sharedBankCounts = {
  /** The total of a shared bank's list without 只看未使用, counted by `count` when not kept yet. */
  async total(db: Db, scope: ItemScope, filters: Omit<ItemFilters, 'unusedBySchool'>, count: () => Promise<number>, now = Date.now()): Promise<number> {
    const totals = totalsOf(db);
    const key = JSON.stringify([scope, filters]);
    const kept = totals.get(key, now);
    if (kept !== undefined) return kept;
    const total = await count();
    totals.set(key, total, now);
    return total;
  },

  /** Forgets every kept total (an item was created, changed or deleted), here and on the other instances. */
  clear(db: Db): Promise<void> {
    return clearEverywhere(db, ALL_KEYS);
  },
};

const clearEverywhere = defineInvalidation('shared-bank-counts', (db) => totalsOf(db).clear());
