import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { sharedBankCounts } from '../../modules/question-bank/shared-bank-counts.js';
import { ALL_KEYS, attachCacheBus, type CacheBus } from './index.js';

/** Instances joined by an in-memory broker: what one publishes, every other one receives (as Redis pub/sub does). */
function fakeBroker() {
  const listeners = new Set<{ from: CacheBus; deliver: (channel: string, key: string) => void }>();
  const sent: string[] = [];
  const busFor = (): CacheBus => {
    const bus: CacheBus = {
      async publish(channel, key) {
        sent.push(`${channel}:${key}`);
        for (const l of listeners) if (l.from !== bus) l.deliver(channel, key);
      },
      listen(deliver) {
        listeners.add({ from: bus, deliver });
      },
      async close() {},
    };
    return bus;
  };
  const reconnect = () => {
    for (const l of listeners) l.deliver(ALL_KEYS, ALL_KEYS);
  };
  return { busFor, sent, reconnect };
}

/** Two server processes on one database: each has its own Db handle, so its own in-memory copies. */
const twoInstances = () => [{} as Db, {} as Db] as const;
const scope = { kind: 'platform' } as const;
const filters = { km: '初中数学' } as never;

/** Counts how often each instance had to count, so a kept total shows as no new count. */
function counter(start: number) {
  let total = start;
  let counted = 0;
  return { count: async () => (counted++, total), set: (n: number) => (total = n), counted: () => counted };
}

describe('cache invalidation across instances', () => {
  it('without a bus each instance keeps its own total after another instance cleared its own', async () => {
    const [a, b] = twoInstances();
    const bank = counter(100);
    expect(await sharedBankCounts.total(a, scope, filters, bank.count)).toBe(100);
    expect(await sharedBankCounts.total(b, scope, filters, bank.count)).toBe(100);
    bank.set(101);
    await sharedBankCounts.clear(a);
    expect(await sharedBankCounts.total(a, scope, filters, bank.count)).toBe(101);
    // The single-process behaviour: nothing tells b, which keeps its copy until it expires.
    expect(await sharedBankCounts.total(b, scope, filters, bank.count)).toBe(100);
  });

  it('a clear on one instance reaches the others through the bus, and the clearing one does not hear itself', async () => {
    const [a, b] = twoInstances();
    const broker = fakeBroker();
    attachCacheBus(a, broker.busFor());
    attachCacheBus(b, broker.busFor());
    const bank = counter(100);
    await sharedBankCounts.total(a, scope, filters, bank.count);
    await sharedBankCounts.total(b, scope, filters, bank.count);
    expect(bank.counted()).toBe(2);
    bank.set(101);
    await sharedBankCounts.clear(a);
    expect(broker.sent).toEqual([`shared-bank-counts:${ALL_KEYS}`]);
    expect(await sharedBankCounts.total(b, scope, filters, bank.count)).toBe(101);
    expect(await sharedBankCounts.total(a, scope, filters, bank.count)).toBe(101);
    expect(bank.counted()).toBe(4);
  });

  it('after the bus was away (a reconnect) every kept copy is dropped, since a forget may have been missed', async () => {
    const [a, b] = twoInstances();
    const broker = fakeBroker();
    attachCacheBus(a, broker.busFor());
    attachCacheBus(b, broker.busFor());
    const bank = counter(7);
    await sharedBankCounts.total(b, scope, filters, bank.count);
    bank.set(8);
    broker.reconnect();
    expect(await sharedBankCounts.total(b, scope, filters, bank.count)).toBe(8);
  });

  it('a forget that cannot be sent does not fail the change that caused it', async () => {
    const [a] = twoInstances();
    const broken: CacheBus = { publish: async () => { throw new Error('redis away'); }, listen: () => undefined, close: async () => undefined };
    attachCacheBus(a, broken);
    const bank = counter(1);
    await sharedBankCounts.total(a, scope, filters, bank.count);
    bank.set(2);
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await expect(sharedBankCounts.clear(a)).resolves.toBeUndefined();
    } finally {
      console.error = quiet;
    }
    expect(await sharedBankCounts.total(a, scope, filters, bank.count)).toBe(2);
  });
});
