import { describe, expect, it } from 'vitest';
import { objectiveCountsOfMatrix, objectiveOptions, objectiveOptionsOfCounts, sortedByTotalThenClassThenName, subsectionScore, subsectionScoreOfRows, type AnalysisSubmission } from './exam-analysis.js';
import { scoreMatrixOf } from './item-statistics.js';

const questions = [
  { th: 1, type: 1, option: 4, score: 2, answer: 'B' },
  { th: 2, type: 2, option: 5, score: 6, answer: 'AC' },
  { th: 3, type: 3, option: 4, score: 10, answer: '' },
];
/** 学号 of the four students (any other name has none). */
const NUMBERS: Record<string, string> = { 甲: '801', 乙: '802', 丙: '803', 丁: '804' };
const sub = (name: string, className: string, answers: [number, string, number | null][]): AnalysisSubmission => ({
  name, buddies: NUMBERS[name] ?? '', className, totalScore: answers.reduce((s, a) => s + (a[2] ?? 0), 0), answers: new Map(answers.map(([th, answer, score]) => [th, { answer, score }])),
});
const subs = [
  sub('甲', '八年级1班', [[1, 'B', 2], [2, 'AC', 6], [3, '解', 8]]),
  sub('乙', '八年级1班', [[1, 'A', 0], [2, 'A', 3], [3, '', 0]]),
  sub('丙', '八年级2班', [[1, '', 0], [2, 'ACE', 0], [3, '解', null]]),
  sub('丁', '八年级2班', [[1, 'B', 2], [2, 'C', 3], [3, '解', 5]]),
];

describe('subsectionScore (小题分)', () => {
  it('nests question columns under their type after the fixed name, 学号, class and total', () => {
    const t = subsectionScore(questions, subs);
    expect(t.fixedColumns).toBe(4);
    expect(t.Header.map((h) => h.Title)).toEqual(['姓名', '学号', '班级', '总分', '单选题', '多选题', '主观题']);
    expect(t.Header[5]!.Children).toEqual([{ Title: '第2题（6分）', Prop: 'th2' }]);
    // 学号 tells apart two students of one name.
    expect(t.Items[0]).toEqual({ name: '甲', buddies: '801', className: '八年级1班', total: 16, th1: 2, th2: 6, th3: 8 });
    // Unmarked stays empty rather than 0.
    expect(t.Items.find((r) => r.name === '丙')).toMatchObject({ th3: null });
  });
});

describe('objectiveOptions (客观题选项)', () => {
  it('counts each option and 未作答 with their share of the students, and marks the right options', () => {
    const t = objectiveOptions(questions, subs);
    expect(t.studentCount).toBe(4);
    expect(t.rightOptions).toEqual({ 1: ['B'], 2: ['A', 'C'] });
    const [q1, q2] = t.Items;
    expect(q1).toMatchObject({ th: 1, rightAnswer: 'B', A_count: 1, A_rate: 25, B_count: 2, B_rate: 50, C_count: 0, blank_count: 1, blank_rate: 25, scoreRate: 50 });
    // A 4-option question has no E column value.
    expect(q1).toMatchObject({ E_count: null, E_rate: null });
    // A multiple-choice answer counts for each of its letters.
    expect(q2).toMatchObject({ A_count: 3, A_rate: 75, C_count: 3, E_count: 1, B_count: 0, blank_count: 0, scoreRate: 50 });
    expect(t.Header.find((h) => h.Title === '选项A')!.Children!.map((c) => c.Title)).toEqual(['人数', '占比（%）']);
  });
  it('is empty-safe', () => {
    expect(objectiveOptions(questions, []).Items[0]).toMatchObject({ A_rate: 0, scoreRate: 0 });
  });
});

describe('objectiveCountsOfMatrix (客观题选项 over the answer sheets\' matrix)', () => {
  // Unmarked is NaN in the matrix, as the server reads it.
  const matrixOf = (list: readonly AnalysisSubmission[], ths: number[]) => scoreMatrixOf(
    ths.map((th) => ({ th, type: 1, score: 1, answer: '', optionCount: 4 })),
    list.map((s) => ({ scores: new Map([...s.answers].map(([th, a]) => [th, a.score ?? Number.NaN])), choices: new Map([...s.answers].map(([th, a]) => [th, a.answer])) })),
  );
  it('gives the table objectiveOptions gives from the answers themselves', () => {
    const m = matrixOf(subs, [1, 2]);
    expect(objectiveOptionsOfCounts(questions, objectiveCountsOfMatrix([1, 2], m), m.students)).toEqual(objectiveOptions(questions, subs));
  });
  it('sums one-decimal scores exactly, leaves unmarked ones out, counts letters in any case and beyond ASCII', () => {
    const list = [sub('甲', '1班', [[1, 'b', 0.1]]), sub('乙', '1班', [[1, '选B和D', 0.2]]), sub('丙', '1班', [[1, 'A', null]]), sub('丁', '1班', [[1, '', 0]])];
    const counts = objectiveCountsOfMatrix([1], matrixOf(list, [1])).get(1)!;
    expect(counts).toMatchObject({ answered: 3, scoreSum: 0.3 });
    expect(Object.fromEntries(counts.letters)).toMatchObject({ A: 1, B: 2, D: 1, C: 0, H: 0 });
  });
});

describe('subsectionScoreOfRows (小题分 of one row per student)', () => {
  it('orders best total first, then class and name in the locale\'s order, and fills each row in the header\'s order', () => {
    const row = (name: string, className: string, totalScore: number, ths: number[], scores: (number | null)[]) =>
      ({ name, buddies: '', className, totalScore, eachScore: (set: (th: number, score: number | null) => void) => ths.forEach((th, i) => set(th, scores[i]!)) });
    const t = subsectionScoreOfRows(questions, [
      row('乙', '八年级2班', 8, [2, 1], [6, 2]),
      row('甲', '八年级2班', 8, [1], [2]),
      row('丙', '八年级1班', 8, [3, 1, 9], [null, 0, 5]),
      row('丁', '八年级1班', 10, [], []),
    ]);
    const collator = new Intl.Collator();
    const expected = [['丁', '八年级1班'], ['丙', '八年级1班'], ...[['乙', '八年级2班'], ['甲', '八年级2班']].sort((a, b) => collator.compare(a[0]!, b[0]!))];
    expect(t.Items.map((r) => [r.name, r.className])).toEqual(expected);
    // Every question's key, in question order, null where there is no answer or no mark; an unknown question is left out.
    expect(Object.keys(t.Items[0]!)).toEqual(['name', 'buddies', 'className', 'total', 'th1', 'th2', 'th3']);
    expect(t.Items[0]).toEqual({ name: '丁', buddies: '', className: '八年级1班', total: 10, th1: null, th2: null, th3: null });
    expect(t.Items[1]).toEqual({ name: '丙', buddies: '', className: '八年级1班', total: 8, th1: 0, th2: null, th3: null });
    expect(t.Items.find((r) => r.name === '乙')).toEqual({ name: '乙', buddies: '', className: '八年级2班', total: 8, th1: 2, th2: 6, th3: null });
  });

  it('keeps a page that comes ranked in its order (the page was cut from the ranking of every student)', () => {
    const row = (name: string, totalScore: number) => ({ name, buddies: '', className: '八年级1班', totalScore, eachScore: () => undefined });
    const ranked = sortedByTotalThenClassThenName([row('乙', 3), row('甲', 9), row('丙', 3), row('丁', 1)]);
    expect(ranked.map((r) => r.totalScore)).toEqual([9, 3, 3, 1]);
    // The second page of two: its rows as cut, not sorted again (a page's own order equals the whole table's).
    const page = ranked.slice(2, 4);
    expect(subsectionScoreOfRows(questions, page, { ranked: true }).Items.map((r) => r.name)).toEqual(page.map((r) => r.name));
    expect(subsectionScoreOfRows(questions, [row('丁', 1), row('甲', 9)], { ranked: true }).Items.map((r) => r.name)).toEqual(['丁', '甲']);
  });
});
