import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installZhErrorMap } from './zh-messages.js';
import { ZSaveStudentRequestSchema } from '../contracts/students.js';
import { ZSaveClassRequestSchema } from '../contracts/classes.js';

beforeAll(() => installZhErrorMap());

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('Chinese validation messages', () => {
  it('names a missing field by its Chinese label', () => {
    expect(messagesOf(ZSaveClassRequestSchema, { gradeCode: 'A7' })).toEqual(['班级名称不能为空']);
  });

  it('names an oversize string with its limit', () => {
    expect(messagesOf(ZSaveClassRequestSchema, { className: '班'.repeat(21), gradeCode: 'A7' })).toEqual(['班级名称不能超过20个字符']);
  });

  it('says a value outside an enum is not allowed', () => {
    expect(messagesOf(ZSaveClassRequestSchema, { className: '一班', gradeCode: 'Z9' })).toEqual(['年级的取值不正确']);
  });

  it('keeps the custom message of a phone and a student number', () => {
    const msgs = messagesOf(ZSaveStudentRequestSchema, {
      stuName: '张三',
      stuPhone: '12345',
      buddies: '20-26',
      classGuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(msgs).toEqual(['手机号格式不正确，应为11位手机号', '学号只能包含数字和字母']);
  });

  it('treats a name made only of forbidden characters as empty', () => {
    expect(messagesOf(ZSaveClassRequestSchema, { className: '<>?*', gradeCode: 'A7' })).toEqual(['班级名称不能为空']);
  });

  it('says a wrong type is malformed', () => {
    expect(messagesOf(ZSaveClassRequestSchema, { className: 7, gradeCode: 'A7' })).toEqual(['班级名称格式不正确']);
  });
});
