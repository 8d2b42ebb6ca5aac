import { describe, expect, it } from 'vitest';
import { sanitizeName } from './sanitize-name.js';

describe('sanitizeName', () => {
  it('strips every character of the spec rule', () => {
    expect(sanitizeName(`a?b*c"d<e>f:g#h|i,j/k'l+m\\n[o]p`)).toBe('abcdefghijklmnop');
  });

  it('collapses and trims whitespace', () => {
    expect(sanitizeName('  七年级   1班 \t')).toBe('七年级 1班');
  });

  it('keeps Chinese text and full-width punctuation', () => {
    expect(sanitizeName('三月作业（一）')).toBe('三月作业（一）');
  });
});
