import { describe, expect, it } from 'vitest';
import { formatCnTime, overdueReason, statusText } from './score-rows.js';

describe('score row texts', () => {
  it('formats times in China time whatever the server zone', () => {
    expect(formatCnTime(new Date('2026-03-01T16:30:00Z'))).toBe('2026-03-02 00:30:00');
  });

  it.each([
    [1_000, '逾期1分钟'],
    [59 * 60_000, '逾期59分钟'],
    [2 * 3600_000, '逾期2小时'],
    [2 * 3600_000 + 59 * 60_000, '逾期2小时'],
    [3 * 86_400_000 + 5, '逾期3天'],
  ])('says %d ms late as %s', (ms, text) => {
    expect(overdueReason(ms)).toBe(text);
  });

  it('adds the reason only to late submissions', () => {
    const end = new Date('2026-03-01T00:00:00Z');
    const late = new Date('2026-03-01T02:00:00Z');
    expect(statusText({ status: 2, isOverdue: true, submittedAt: late }, end)).toBe('逾期提交-逾期2小时');
    expect(statusText({ status: 3, isOverdue: true, submittedAt: late }, end)).toBe('已提交（缺答题卡）-逾期2小时');
    expect(statusText({ status: 1, isOverdue: false, submittedAt: late }, end)).toBe('已提交');
    expect(statusText({ status: null, isOverdue: null, submittedAt: null }, end)).toBe('未提交');
  });
});
