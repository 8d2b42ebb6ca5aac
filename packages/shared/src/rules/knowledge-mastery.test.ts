import { describe, expect, it } from 'vitest';
import { knowledgeMastery, questionMastery, splitByMastery } from './knowledge-mastery.js';

// Two questions of 2 and 10 points; class A has three students, class B one, class C nobody submitted.
const input = {
  questions: [{ th: 2, score: 10 }, { th: 1, score: 2 }],
  submissions: [
    { studentGuid: 'a1', classCode: 'A' },
    { studentGuid: 'a2', classCode: 'A' },
    { studentGuid: 'a3', classCode: 'A' },
    { studentGuid: 'b1', classCode: 'B' },
  ],
  // a3 left question 2 out; b1's question 2 is not marked yet.
  answers: [
    { studentGuid: 'a1', th: 1, score: 2 }, { studentGuid: 'a1', th: 2, score: 10 },
    { studentGuid: 'a2', th: 1, score: 0 }, { studentGuid: 'a2', th: 2, score: 7 },
    { studentGuid: 'a3', th: 1, score: 2 },
    { studentGuid: 'b1', th: 1, score: 2 }, { studentGuid: 'b1', th: 2, score: null },
  ],
  classCodes: ['A', 'B', 'C'],
};

describe('question mastery', () => {
  it('gives each question its rate per class and overall, counting a missing or unmarked answer as 0', () => {
    const [q1, q2] = questionMastery(input);
    // Question 1: A got 4 of 6, B 2 of 2, all 6 of 8.
    expect(q1).toMatchObject({ th: 1, fullScore: 2, all: { rate: 75, avgScore: 1.5, lostCount: 1 } });
    expect(q1!.classes.map((c) => c.rate)).toEqual([66.67, 100, null]);
    // Question 2: A got 17 of 30, B 0 of 10, all 17 of 40.
    expect(q2).toMatchObject({ th: 2, all: { rate: 42.5, avgScore: 4.25, lostCount: 3 } });
    expect(q2!.classes[2]).toEqual({ classCode: 'C', submitCount: 0, avgScore: null, rate: null, lostCount: 0 });
  });
});

describe('knowledge mastery', () => {
  const links = [
    { knowledgeGuid: 'k1', knowledgeName: '有理数', th: 1 },
    { knowledgeGuid: 'k1', knowledgeName: '有理数', th: 2 },
    { knowledgeGuid: 'k2', knowledgeName: '方程', th: 2 },
    { knowledgeGuid: 'k3', knowledgeName: '不在作业里', th: 9 },
  ];

  it('adds up the questions of each knowledge point, a question counting for each of its points', () => {
    const result = knowledgeMastery(input, links);
    expect(result.map((k) => k.knowledgeName)).toEqual(['方程', '有理数']);
    // 有理数: 12 points a student; A got 12 + 7 + 2 = 21 of 36, B 2 of 12, all 23 of 48.
    const rational = result[1]!;
    expect(rational).toMatchObject({ ths: [1, 2], fullScore: 12, all: { avgScore: 5.75, rate: 47.92, lostCount: 3 } });
    expect(rational.classes.map((c) => [c.classCode, c.avgScore, c.rate])).toEqual([['A', 7, 58.33], ['B', 2, 16.67], ['C', null, null]]);
  });

  it('splits points into well mastered (60 % and more) and weak, weakest first', () => {
    const split = splitByMastery([{ name: 'x', rate: 60 }, { name: 'y', rate: 59.99 }, { name: 'z', rate: 10 }, { name: 'n', rate: null }]);
    expect(split.well.map((k) => k.name)).toEqual(['x']);
    expect(split.weak.map((k) => k.name)).toEqual(['z', 'y']);
  });
});
