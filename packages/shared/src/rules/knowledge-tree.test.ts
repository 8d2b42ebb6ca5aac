import { describe, expect, it } from 'vitest';
import { nestKnowledgeRows, rollUpKnowledge, type KnowledgeTreeNode } from './knowledge-tree.js';

const node = (knowledgeGuid: string, parentGuid: string | null, sort: number): KnowledgeTreeNode => ({ knowledgeGuid, parentGuid, knowledgeName: knowledgeGuid, sort });
const sums = (knowledgeGuid: string, questionGuid: string, classCode: string, got: number, possible: number) => ({ knowledgeGuid, questionGuid, classCode, got, possible });

// 数与式 ─┬─ 有理数: q1 (A1 8 of 10, A2 2 of 10) and q3 (A1 6 of 10)
//        └─ 整式:   q2 (A1 3 of 20) and q3, which tests both
//        空:        no question, left out
const nodes = [node('数与式', null, 1), node('整式', '数与式', 2), node('有理数', '数与式', 1), node('空', null, 2)];
const links = [
  { knowledgeGuid: '有理数', questionGuid: 'q1' },
  { knowledgeGuid: '有理数', questionGuid: 'q3' },
  { knowledgeGuid: '整式', questionGuid: 'q2' },
  { knowledgeGuid: '整式', questionGuid: 'q3' },
];
const questionSums = [
  sums('有理数', 'q1', 'A1', 8, 10),
  sums('有理数', 'q1', 'A2', 2, 10),
  sums('有理数', 'q3', 'A1', 6, 10),
  sums('整式', 'q2', 'A1', 3, 20),
  sums('整式', 'q3', 'A1', 6, 10),
];

describe('rollUpKnowledge', () => {
  const rows = rollUpKnowledge(nodes, links, questionSums, ['A1', 'A2']);

  it('lists the points depth first in the bank\'s order and leaves out points without questions', () => {
    expect(rows.map((r) => r.knowledgeGuid)).toEqual(['数与式', '有理数', '整式']);
  });

  it('rates a point per class and over all classes', () => {
    // 有理数: A1 (8 + 6) of 20, A2 2 of 10; all 16 of 30.
    expect(rows[1]).toMatchObject({ questionCount: 2, rate: 53.33, classes: [{ classCode: 'A1', rate: 70 }, { classCode: 'A2', rate: 20 }] });
    expect(rows[2]!.classes).toEqual([{ classCode: 'A1', rate: 30 }, { classCode: 'A2', rate: null }]);
  });

  it('weighs a parent by the full marks of its points\' questions, a shared question once', () => {
    // q1 + q2 + q3: A1 (8 + 3 + 6) of 40, A2 2 of 10; all 19 of 50.
    expect(rows[0]).toMatchObject({ questionCount: 3, rate: 38, classes: [{ classCode: 'A1', rate: 42.5 }, { classCode: 'A2', rate: 20 }] });
  });

  it('counts only the chosen classes and treats an orphan as a root', () => {
    const only = rollUpKnowledge([node('有理数', 'gone', 1)], links, questionSums, ['A2']);
    expect(only).toEqual([{ knowledgeGuid: '有理数', parentGuid: 'gone', knowledgeName: '有理数', questionCount: 2, rate: 20, classes: [{ classCode: 'A2', rate: 20 }] }]);
  });

  it('survives a cycle in the tree', () => {
    const cyclic = [node('a', null, 1), node('b', 'a', 1), node('a2', 'b', 1)];
    expect(rollUpKnowledge(cyclic, [{ knowledgeGuid: 'b', questionGuid: 'q' }], [], []).map((r) => r.knowledgeGuid)).toEqual(['a', 'b']);
  });
});

describe('nestKnowledgeRows', () => {
  it('nests children under their parents', () => {
    const nested = nestKnowledgeRows(rollUpKnowledge(nodes, links, questionSums, ['A1']));
    expect(nested).toHaveLength(1);
    expect(nested[0]!.children!.map((c) => c.knowledgeGuid)).toEqual(['有理数', '整式']);
    expect(nested[0]!.children![0]!.children).toBeUndefined();
  });
});
