import { describe, expect, it } from 'vitest';
import { redisAnswers, testRedisPrefix, TEST_REDIS_URL } from '../../../test/helpers/redis.js';
import { RedisCacheBus } from './index.js';

const hasRedis = await redisAnswers();

describe('RedisCacheBus', () => {
  it('refuses to start with a clear message when REDIS_URL does not answer', async () => {
    const bus = new RedisCacheBus({ url: 'redis://127.0.0.1:1', prefix: testRedisPrefix() });
    const quiet = console.error;
    console.error = () => undefined;
    try {
      bus.listen(() => undefined);
      await expect(bus.ready(300)).rejects.toThrow('请检查 REDIS_URL');
    } finally {
      await bus.close();
      console.error = quiet;
    }
  });

  it.skipIf(!hasRedis)('delivers a forget to the other instances of its prefix only, never back to the sender', async () => {
    const prefix = testRedisPrefix();
    const sender = new RedisCacheBus({ url: TEST_REDIS_URL, prefix });
    const peer = new RedisCacheBus({ url: TEST_REDIS_URL, prefix });
    const stranger = new RedisCacheBus({ url: TEST_REDIS_URL, prefix: testRedisPrefix() });
    const heard = { sender: [] as string[], peer: [] as string[], stranger: [] as string[] };
    sender.listen((c, k) => heard.sender.push(`${c}:${k}`));
    peer.listen((c, k) => heard.peer.push(`${c}:${k}`));
    stranger.listen((c, k) => heard.stranger.push(`${c}:${k}`));
    try {
      await Promise.all([sender.ready(), peer.ready(), stranger.ready()]);
      await sender.publish('answering-work', 'w-1');
      await sender.publish('answering-work', 'w-2');
      await expect.poll(() => heard.peer).toEqual(['answering-work:w-1', 'answering-work:w-2']);
      expect(heard.sender).toEqual([]);
      expect(heard.stranger).toEqual([]);
    } finally {
      await Promise.all([sender.close(), peer.close(), stranger.close()]);
    }
  });
});
