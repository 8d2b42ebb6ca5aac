import type { Db } from '../../db/database.js';

/**
 * Cross-instance invalidation of the in-memory copies the server keeps (the answering cache, the platform bank
 * totals). One process needs nothing: forgetting locally is enough. Several instances on one database attach a bus
 * (Redis pub/sub, REDIS_URL) to their Db: every forget is then published, and every other instance forgets the same
 * key when the message arrives, so a teacher's edit on instance A is what a student on instance B is scored by.
 */
export interface CacheBus {
  /** Sends a forget to the other instances; resolves once the broker has taken it. */
  publish(channel: string, key: string): Promise<void>;
  /** Calls `deliver` for each forget another instance sent, and with key ALL_KEYS when messages may have been missed. */
  listen(deliver: (channel: string, key: string) => void): void;
  close(): Promise<void>;
}

/** The key that means "forget everything of this channel" (sent after the bus was down and may have missed messages). */
export const ALL_KEYS = '*';

type ForgetLocally = (db: Db, key: string) => void;

const handlers = new Map<string, ForgetLocally>();
const buses = new WeakMap<Db, CacheBus>();

/** Forgets `key` here and, when a bus is attached to the database, on every other instance. */
export type Invalidate = (db: Db, key: string) => Promise<void>;

/**
 * Declares a cache channel: `forgetLocally` drops a key (or everything for ALL_KEYS) from this process's copy.
 * Returns the function the cache's writers call; it forgets locally first, then tells the others.
 */
export function defineInvalidation(channel: string, forgetLocally: ForgetLocally): Invalidate {
  if (handlers.has(channel)) throw new Error(`cache channel ${channel} defined twice`);
  handlers.set(channel, forgetLocally);
  return async (db, key) => {
    forgetLocally(db, key);
    const bus = buses.get(db);
    // A lost publish leaves the other instances' copy until it expires (a minute); the write itself has committed,
    // so the request must not fail for it.
    if (bus) await bus.publish(channel, key).catch((error: unknown) => console.error('cache invalidation not sent', error));
  };
}

/** Makes `db`'s caches follow the other instances' forgets through `bus` (server.ts, when REDIS_URL is set). */
export function attachCacheBus(db: Db, bus: CacheBus): void {
  buses.set(db, bus);
  bus.listen((channel, key) => {
    if (channel === ALL_KEYS) for (const forget of handlers.values()) forget(db, ALL_KEYS);
    else handlers.get(channel)?.(db, key);
  });
}

export function detachCacheBus(db: Db): void {
  buses.delete(db);
}
