import { describe, expect, it } from 'vitest';
import { findUnsafeText, hasUnsafeText, unsafeTextMessage } from './safe-text.js';

describe('hasUnsafeText', () => {
  it.each([
    ['a\u0000b', true],
    ['\uD83D', true],
    ['x\uDE00', true],
    ['\uDE00\uD83D', true],
    ['😀 数学', false],
    ['普通文本 <p>', false],
    ['', false],
  ])('%j → %s', (text, unsafe) => {
    expect(hasUnsafeText(text)).toBe(unsafe);
  });
});

describe('findUnsafeText', () => {
  it('finds the path of the first unsafe string in nested objects, arrays and keys', () => {
    expect(findUnsafeText({ userCode: 'a\u0000b' })).toEqual(['userCode']);
    expect(findUnsafeText({ list: [{ ok: 'x' }, { stem: 'y\uD800' }] })).toEqual(['list', 1, 'stem']);
    expect(findUnsafeText({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(findUnsafeText({ a: 1, b: [true, null, '数学😀'] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('names the field in Chinese', () => {
    expect(unsafeTextMessage(['userCode'])).toBe('账号包含无法识别的字符（空字符或残缺的文字编码），请删除后重新输入');
  });
});
