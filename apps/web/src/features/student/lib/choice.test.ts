import { describe, expect, it } from 'vitest';
import { optionLetters, toggleChoice } from './choice';
import { compressionQuality } from './compress-image';
import { newRequestId } from './request-id';

describe('toggleChoice', () => {
  it('keeps one letter for a single choice and clears it when tapped again', () => {
    expect(toggleChoice('', 'B', 1)).toBe('B');
    expect(toggleChoice('B', 'C', 1)).toBe('C');
    expect(toggleChoice('C', 'C', 1)).toBe('');
  });

  it('toggles letters of a multiple choice and keeps them in order', () => {
    expect(toggleChoice('', 'C', 2)).toBe('C');
    expect(toggleChoice('C', 'A', 2)).toBe('AC');
    expect(toggleChoice('AC', 'C', 2)).toBe('A');
  });

  it('offers as many letters as the question has options', () => {
    expect(optionLetters(4)).toEqual(['A', 'B', 'C', 'D']);
    expect(optionLetters(8)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  });
});

describe('compressionQuality', () => {
  const MB = 1024 * 1024;
  it.each([
    [4.9 * MB, null],
    [5 * MB, 0.8],
    [10 * MB, 0.8],
    [10 * MB + 1, 0.6],
  ])('re-encodes %d bytes at %s', (size, quality) => {
    expect(compressionQuality(size)).toBe(quality);
  });
});

describe('newRequestId', () => {
  it('makes a v4 UUID even where crypto.randomUUID is missing (plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
