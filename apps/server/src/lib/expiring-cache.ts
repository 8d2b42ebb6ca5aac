import type { Db } from '../db/database.js';

/**
 * A bounded map whose entries expire: the in-memory copies the server keeps on hot paths (docs/architecture.md,
 * "What the process keeps in memory"). Past `maxEntries` the oldest entry goes.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries: number) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > now ? entry.value : undefined;
  }

  set(key: string, value: V, now = Date.now()) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}

/** One instance per database, made on first use (tests run several databases in one process). */
export function perDatabase<T>(create: () => T): (db: Db) => T {
  const instances = new WeakMap<Db, T>();
  return (db) => {
    let instance = instances.get(db);
    if (instance === undefined) instances.set(db, (instance = create()));
    return instance;
  };
}
