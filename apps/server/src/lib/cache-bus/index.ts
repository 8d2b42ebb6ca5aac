export { ALL_KEYS, attachCacheBus, defineInvalidation, detachCacheBus, type CacheBus, type Invalidate } from './invalidation.js';
export { RedisCacheBus, connectRedis, type RedisOptions } from './redis-cache-bus.js';
