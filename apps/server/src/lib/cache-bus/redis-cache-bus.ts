import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { ALL_KEYS, type CacheBus } from './invalidation.js';

export interface RedisOptions {
  url: string;
  /** Prefix of every key and channel, so several deployments (or soak runs) can share one Redis. */
  prefix: string;
}

/**
 * A connection for commands (rate-limit counters, publishing). A command waits at most a second and is not queued for
 * long while Redis is away: the rate limit then lets the request through (skipOnError) rather than hang it; the
 * failed-login counts in the database still hold.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1_000, enableAutoPipelining: true });
}

/**
 * The invalidation bus on Redis pub/sub: one channel `<prefix>invalidate` carries {from, channel, key}; an instance
 * skips its own messages (it forgot locally already). Pub/sub does not keep messages for a subscriber that was away,
 * so after a reconnect every cache is cleared (ALL_KEYS): a copy may have missed a forget meanwhile.
 */
export class RedisCacheBus implements CacheBus {
  readonly #id = randomUUID();
  readonly #channel: string;
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  /** Whether the publishing connection is this bus's own (closed with it) or the server's shared one. */
  readonly #ownsPublisher: boolean;
  #subscribed: Promise<unknown> | null = null;

  constructor(private readonly options: RedisOptions, publisher?: Redis) {
    this.#channel = `${options.prefix}invalidate`;
    this.#publisher = publisher ?? connectRedis(options.url);
    this.#ownsPublisher = !publisher;
    // The subscriber retries forever: it is the only way the other instances' forgets arrive.
    this.#subscriber = new Redis(options.url, { maxRetriesPerRequest: null });
  }

  async publish(channel: string, key: string): Promise<void> {
    await this.#publisher.publish(this.#channel, JSON.stringify({ from: this.#id, channel, key }));
  }

  listen(deliver: (channel: string, key: string) => void): void {
    let connectedBefore = false;
    this.#subscriber.on('ready', () => {
      if (connectedBefore) deliver(ALL_KEYS, ALL_KEYS);
      connectedBefore = true;
    });
    this.#subscriber.on('error', (error: Error) => console.error('redis invalidation subscriber', error.message));
    this.#subscriber.on('message', (_channel: string, raw: string) => {
      const message = parse(raw);
      if (message && message.from !== this.#id) deliver(message.channel, message.key);
    });
    this.#subscribed = this.#subscriber.subscribe(this.#channel);
  }

  /**
   * Resolves once the subscription is in place (a message sent before then would not arrive). An instance whose
   * REDIS_URL does not answer within `timeoutMs` stops starting with a clear error rather than waiting silently.
   */
  async ready(timeoutMs = 15_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis (${new URL(this.options.url).host}) 未在 ${timeoutMs / 1000} 秒内响应：请检查 REDIS_URL`)), timeoutMs);
    });
    try {
      await Promise.race([this.#subscribed, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.#subscriber.disconnect();
    if (this.#ownsPublisher) this.#publisher.disconnect();
  }
}

function parse(raw: string): { from: string; channel: string; key: string } | null {
  try {
    const m = JSON.parse(raw) as { from?: unknown; channel?: unknown; key?: unknown };
    return typeof m.from === 'string' && typeof m.channel === 'string' && typeof m.key === 'string' ? { from: m.from, channel: m.channel, key: m.key } : null;
  } catch {
    return null;
  }
}
