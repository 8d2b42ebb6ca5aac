import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { shouldRetry } from './query-client';

describe('query retries', () => {
  it('never retries a 4xx answer or one the user was already told about', () => {
    expect(shouldRetry(0, new ApiError('x', 403))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', 401, null, true))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', 500, null, true))).toBe(false);
  });

  it('retries an unreported server or network failure once', () => {
    expect(shouldRetry(0, new ApiError('x', 500))).toBe(true);
    expect(shouldRetry(0, new ApiError('x', 0))).toBe(true);
    expect(shouldRetry(1, new ApiError('x', 500))).toBe(false);
  });

  it('does not retry errors that are not api answers (e.g. a contract mismatch)', () => {
    expect(shouldRetry(0, new Error('parse'))).toBe(false);
  });
});
