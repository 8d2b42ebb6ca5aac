import { createHash } from 'node:crypto';

/**
 * A UUID derived from a stable key (name-based, like UUID v5), so every fresh install gets the same guids for the
 * same seeded textbooks, chapters and items — links, caches and tests can rely on them.
 */
export function stableGuid(key: string): string {
  const h = createHash('sha1').update(`zuoyeben:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
