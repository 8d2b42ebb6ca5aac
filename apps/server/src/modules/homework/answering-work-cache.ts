import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { ExpiringCache, perDatabase } from '../../lib/expiring-cache.js';
import { ALL_KEYS, defineInvalidation } from '../../lib/cache-bus/index.js';
import { homeworkRepository, type AnsweringWork } from './homework.repository.js';

/**
 * Live homework as answering needs it (the work, its classes and its answer key), kept in memory between submits.
 * At the bell a class of 50 submits the same homework within seconds; reading it once instead of once per student is
 * a third of a submission's database work (issue 3, item 13).
 *
 * Every change of a homework runs in `changeWork` below, which forgets the copy once the transaction has committed.
 * A submit that read the rows while a change was still open read the old, committed ones; the epoch stops it from
 * keeping them. A copy also ends after a minute. Several instances (REDIS_URL) publish each forget, and each other
 * instance forgets the same homework when it arrives (lib/cache-bus): the teacher's answer comes after the publish.
 */
const TTL_MS = 60_000;
/** Homework answered in the same minute across the school; beyond that the oldest copy goes. */
const MAX_ENTRIES = 1_000;

const cacheOf = perDatabase(() => ({
  works: new ExpiringCache<AnsweringWork>(TTL_MS, MAX_ENTRIES),
  /** Bumped by every forget: a read that started before it must not store what it read. */
  epoch: 0,
}));

export const answeringWorkCache = {
  /** The live homework of the school, read once a minute at most; undefined when it does not exist or was deleted. */
  async get(db: Db, schoolId: number, workGuid: string, now = Date.now()): Promise<AnsweringWork | undefined> {
    const cache = cacheOf(db);
    const hit = cache.works.get(workGuid, now);
    if (hit) return hit.schoolId === schoolId ? hit : undefined;
    const epoch = cache.epoch;
    const work = await homeworkRepository.findForAnswering(db, schoolId, workGuid);
    if (work && cache.epoch === epoch) cache.works.set(workGuid, work, now);
    return work;
  },

  /** Forgets the copy here and on the other instances. */
  forget(db: Db, workGuid: string): Promise<void> {
    return forgetEverywhere(db, workGuid);
  },
};

const forgetEverywhere = defineInvalidation('answering-work', (db, workGuid) => {
  const cache = cacheOf(db);
  cache.epoch++;
  if (workGuid === ALL_KEYS) cache.works.clear();
  else cache.works.delete(workGuid);
});

/**
 * Runs a change of a homework in one transaction, then forgets the answering copy of that homework, whether the
 * transaction committed or not. Every write to works, work_classes and work_questions of a live homework goes here.
 */
export async function changeWork<T>(db: Db, workGuid: string | null | undefined, change: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(change);
  } finally {
    if (workGuid) await answeringWorkCache.forget(db, workGuid);
  }
}
