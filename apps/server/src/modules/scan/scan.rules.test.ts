import { describe, expect, it } from 'vitest';
import { assignPages, matchStudent, type PageFacts } from './scan.rules.js';

const students = [
  { guid: 's1', buddies: '2023101001' },
  { guid: 's2', buddies: '2023101002' },
  { guid: 's3', buddies: '2024101002' },
];
const page = (over: Partial<PageFacts>): PageFacts => ({
  guid: 'p', batchGuid: 'b', pageIndex: 1, readerStatus: 'read', readerFlags: [], readerMessage: '', cardPage: 1, studentNo: '23101001',
  answers: [{ no: 1, selected: ['A'], flags: [] }], decidedStudentGuid: null, decidedAnswers: {}, ...over,
});

describe('matching a card’s student number', () => {
  it('finds the one student whose 学号 is or ends with the number, and no one when two or none do', () => {
    expect(matchStudent('23101001', students)).toBe('s1');
    expect(matchStudent('2023101001', students)).toBe('s1');
    expect(matchStudent('101002', students)).toBeNull();
    expect(matchStudent('99999999', students)).toBeNull();
    expect(matchStudent(null, students)).toBeNull();
  });
});

describe('assigning pages', () => {
  it('writes a clear page, sends a second sheet of the same student and an ambiguous bubble to review', () => {
    const out = assignPages([
      page({ guid: 'a', pageIndex: 1 }),
      page({ guid: 'b', pageIndex: 2 }),
      page({ guid: 'c', pageIndex: 3, studentNo: '23101002', answers: [{ no: 1, selected: [], flags: ['ambiguous'] }] }),
    ], students);
    expect(out.map((o) => o.status)).toEqual(['read', 'review', 'review']);
    expect(out[0]!.write).toEqual(new Map([[1, 'A']]));
    expect(out[1]!.message).toBe('该学生已有另一张答题卡，请核对');
    expect(out[2]!.message).toBe('有题目填涂不清，请确认答案');
    expect(out[2]!.write).toBeNull();
  });

  it('the teacher’s decisions win: a decided student holds the sheet and a decided answer replaces the guess', () => {
    const out = assignPages([
      page({ guid: 'a', pageIndex: 1 }),
      page({ guid: 'b', pageIndex: 2, decidedStudentGuid: 's1', answers: [{ no: 1, selected: [], flags: ['ambiguous'] }], decidedAnswers: { 1: 'C' } }),
    ], students);
    expect(out.map((o) => o.status)).toEqual(['review', 'read']);
    expect(out[1]!.write).toEqual(new Map([[1, 'C']]));
  });

  it('a later card page belongs to the student of the first page before it in the same upload', () => {
    const out = assignPages([
      page({ guid: 'a', pageIndex: 1 }),
      page({ guid: 'b', pageIndex: 2, cardPage: 2, studentNo: null, answers: [{ no: 30, selected: ['B'], flags: [] }] }),
      page({ guid: 'c', pageIndex: 1, batchGuid: 'other', cardPage: 2, studentNo: null }),
    ], students);
    expect(out.map((o) => [o.status, o.studentGuid])).toEqual([['read', 's1'], ['read', 's1'], ['review', null]]);
  });

  it('keeps refused and failed pages as the reader said, and an unreadable QR code needs the teacher', () => {
    const out = assignPages([
      page({ guid: 'a', readerStatus: 'refused', readerMessage: '第1页是其他作业或其他学校的答题卡，未读取' }),
      page({ guid: 'b', readerFlags: ['qrUnreadable'] }),
    ], students);
    expect(out[0]).toMatchObject({ status: 'refused', message: '第1页是其他作业或其他学校的答题卡，未读取', write: null });
    expect(out[1]).toMatchObject({ status: 'review', message: '二维码无法识别，请确认该页属于本作业并选择学生' });
  });
});
