import { describe, expect, it } from 'vitest';
import { optionsPerRow } from './option-layout';

describe('optionsPerRow', () => {
  it('puts four short options in one row', () => {
    expect(optionsPerRow(800, 120)).toBe(4);
  });

  it('puts options that do not fit a quarter two to a row, never three and one', () => {
    expect(optionsPerRow(800, 200)).toBe(2);
    expect(optionsPerRow(800, 388)).toBe(2);
  });

  it('gives long options a row each', () => {
    expect(optionsPerRow(800, 389)).toBe(1);
    expect(optionsPerRow(0, 10)).toBe(1);
  });
});
