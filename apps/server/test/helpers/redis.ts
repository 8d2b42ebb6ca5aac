import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the multi-instance tests use: TEST_REDIS_URL, or the one on this machine and CI. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers within half a second (tests that need it are skipped, and say so, when it does not). */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A prefix of keys and channels no other test (or deployment sharing the Redis) uses. */
export const testRedisPrefix = () => `zyb-test-${randomBytes(5).toString('hex')}:`;
