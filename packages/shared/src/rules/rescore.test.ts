import { describe, expect, it } from 'vitest';
import { rescoreAll, rescoreSubmission, snapshotOf, type RescoreQuestion } from './rescore.js';

const questions: RescoreQuestion[] = [
  { th: 1, type: 1, score: 2, answer: 'A', optionCount: 4 },
  { th: 2, type: 2, score: 4, answer: 'AC', optionCount: 4 },
  { th: 3, type: 3, score: 10, answer: '', optionCount: 4 },
];

const submission = (guid: string, answers: [number, string, number | null][], subjective = 0) => {
  const objective = answers.filter(([th]) => th !== 3).reduce((s, [, , score]) => s + (score ?? 0), 0);
  return { guid, objectiveScore: objective, subjectiveScore: subjective, totalScore: objective + subjective, answers: answers.map(([th, answer, score]) => ({ th, answer, score })) };
};

describe('rescoreSubmission', () => {
  it('reports no change when the stored scores match the current rules', () => {
    const s = submission('a', [[1, 'A', 2], [2, 'A', 2], [3, '', 7]], 7);
    expect(rescoreSubmission(questions, s)).toEqual({ guid: 'a', changed: false, objectiveScore: 4, totalScore: 11, answerScores: [] });
  });

  it('rescores a changed key and keeps the marked subjective points in the total', () => {
    const s = submission('b', [[1, 'B', 0], [2, 'AC', 4], [3, '', 6]], 6);
    const changedKey = questions.map((q) => (q.th === 1 ? { ...q, answer: 'B', score: 3 } : q));
    expect(rescoreSubmission(changedKey, s)).toEqual({ guid: 'b', changed: true, objectiveScore: 7, totalScore: 13, answerScores: [{ th: 1, score: 3 }] });
  });

  it('applies a new multiple-choice rule and counts an unanswered question as zero without a row to update', () => {
    const uniform = questions.map((q) => (q.th === 2 ? { ...q, multSetting: { isDefault: false, someWrong: 1 as const, someRight: 1 as const, unifyScore: 1, someScoceSetting: {} } } : q));
    const s = submission('c', [[2, 'C', 2]]);
    expect(rescoreSubmission(uniform, s)).toMatchObject({ changed: true, objectiveScore: 1, answerScores: [{ th: 2, score: 1 }] });
  });

  it('counts a stored total that disagrees with its parts as a change to fix', () => {
    const s = { ...submission('d', [[1, 'A', 2]]), totalScore: 99 };
    expect(rescoreSubmission(questions, s)).toMatchObject({ changed: true, totalScore: 2 });
  });
});

describe('rescoreAll and snapshotOf', () => {
  it('counts changed submissions among all', () => {
    const subs = [submission('a', [[1, 'A', 2]]), submission('b', [[1, 'B', 0]]), submission('c', [[1, 'C', 0]])];
    const result = rescoreAll(questions.map((q) => (q.th === 1 ? { ...q, answer: 'B' } : q)), subs);
    expect({ changed: result.changed, total: result.total }).toEqual({ changed: 2, total: 3 });
  });

  it('snapshots the rules in the shape the student module stores', () => {
    expect(snapshotOf(questions)[0]).toEqual({ th: 1, type: 1, score: 2, answer: 'A', optionCount: 4, multSetting: null });
  });
});
