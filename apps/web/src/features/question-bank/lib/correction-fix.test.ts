import { describe, expect, it } from 'vitest';
import { fixRefusal } from './correction-fix';

describe('who may fix a reported question', () => {
  it('lets any administrator fix a school-bank question', () => {
    expect(fixRefusal('Salesman', 200)).toBeNull();
    expect(fixRefusal('Collector', 200)).toBeNull();
  });

  it('leaves platform questions to the super administrator and own-bank questions to their teacher', () => {
    expect(fixRefusal('Salesman', 100)).toBe('平台试题仅超级管理员可修正');
    expect(fixRefusal('Collector', 100)).toBeNull();
    expect(fixRefusal('Collector', 300)).toBe('教师个人题库的试题由出题教师修正');
  });
});
