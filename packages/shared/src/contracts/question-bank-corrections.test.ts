import { describe, expect, it } from 'vitest';
import { CORRECTION_REASONS } from '../enums/corrections.js';
import { ZSaveItemCorrectionRequestSchema } from './question-bank-corrections.js';

const itemGuid = '0b6a3a4e-7a57-4a39-9c1e-2f3a7f8c9d10';
const parse = (extra: object) => ZSaveItemCorrectionRequestSchema.safeParse({ itemGuid, itemVersion: 1, ...extra });
const firstMessage = (extra: object) => {
  const r = parse(extra);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('a correction report', () => {
  it('has the seven failure reasons of spec 02 §9 with their Chinese names', () => {
    expect(CORRECTION_REASONS.map((r) => r.name)).toEqual([
      '题干有误', '答案有误', '解析有误', '知识点标错', '题型标错', '难度差别大', '符号、公式、格式或图片问题',
    ]);
  });

  it('reads reasons joined with commas, as a list, or by their names, counting repeats once', () => {
    expect(parse({ reason: '1,3' }).data?.reason).toEqual([1, 3]);
    expect(parse({ reason: [2, 2, 7] }).data?.reason).toEqual([2, 7]);
    expect(parse({ reason: '题干有误，符号、公式、格式或图片问题' }).data?.reason).toEqual([1, 7]);
  });

  it('asks for a reason when none is chosen and refuses unknown ones', () => {
    expect(firstMessage({ reason: '' })).toBe('请选择纠错原因');
    expect(firstMessage({})).toBe('请选择纠错原因');
    expect(firstMessage({ reason: [] })).toBe('请选择纠错原因');
    expect(firstMessage({ reason: '8' })).toBe('纠错原因不正确');
    expect(firstMessage({ reason: '看不懂' })).toBe('纠错原因不正确');
  });

  it('keeps the remark optional and at most 100 characters', () => {
    expect(parse({ reason: '1' }).data?.remark).toBe('');
    expect(parse({ reason: '1', remark: null }).data?.remark).toBe('');
    expect(parse({ reason: '1', remark: '错'.repeat(100) }).success).toBe(true);
    expect(firstMessage({ reason: '1', remark: '错'.repeat(101) })).toBe('备注不能超过100个字符');
  });
});
