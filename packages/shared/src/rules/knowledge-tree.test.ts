import { describe, expect, it } from 'vitest';
import { nestKnowledgeRows, rollUpKnowledge, type KnowledgeTreeNode } from './knowledge-tree.js';

const node = (knowledgeGuid: string, parentGuid: string | null, sort: number): KnowledgeTreeNode => ({ knowledgeGuid, parentGuid, knowledgeName: knowledgeGuid, sort });

// 数与式 ─┬─ 有理数 (own questions: A1 8 of 10, A2 2 of 10)
//        └─ 整式   (own questions: A1 3 of 20, A2 none)
//        空       (no question: left out)
const nodes = [node('数与式', null, 1), node('整式', '数与式', 2), node('有理数', '数与式', 1), node('空', null, 2)];
const sums = [
  { knowledgeGuid: '有理数', classCode: 'A1', got: 8, possible: 10 },
  { knowledgeGuid: '有理数', classCode: 'A2', got: 2, possible: 10 },
  { knowledgeGuid: '整式', classCode: 'A1', got: 3, possible: 20 },
];
const counts = [{ knowledgeGuid: '有理数', questionCount: 2 }, { knowledgeGuid: '整式', questionCount: 1 }];

describe('rollUpKnowledge', () => {
  const rows = rollUpKnowledge(nodes, sums, counts, ['A1', 'A2']);

  it('lists the points depth first in the bank\'s order and leaves out points without questions', () => {
    expect(rows.map((r) => r.knowledgeGuid)).toEqual(['数与式', '有理数', '整式']);
  });

  it('rates a leaf per class and over all classes', () => {
    expect(rows[1]).toMatchObject({ questionCount: 2, rate: 50, classes: [{ classCode: 'A1', rate: 80 }, { classCode: 'A2', rate: 20 }] });
    expect(rows[2]!.classes).toEqual([{ classCode: 'A1', rate: 15 }, { classCode: 'A2', rate: null }]);
  });

  it('weighs a parent by the full marks of its children\'s questions', () => {
    // A1: (8 + 3) of (10 + 20); all: (8 + 2 + 3) of 40.
    expect(rows[0]).toMatchObject({ questionCount: 3, rate: 32.5, classes: [{ classCode: 'A1', rate: 36.67 }, { classCode: 'A2', rate: 20 }] });
  });

  it('counts only the chosen classes and treats an orphan as a root', () => {
    const only = rollUpKnowledge([node('有理数', 'gone', 1)], sums, counts, ['A2']);
    expect(only).toEqual([{ knowledgeGuid: '有理数', parentGuid: 'gone', knowledgeName: '有理数', questionCount: 2, rate: 20, classes: [{ classCode: 'A2', rate: 20 }] }]);
  });

  it('survives a cycle in the tree', () => {
    expect(rollUpKnowledge([node('a', null, 1), node('b', 'a', 1), node('a2', 'b', 1)], [], [{ knowledgeGuid: 'b', questionCount: 1 }], []).map((r) => r.knowledgeGuid)).toEqual(['a', 'b']);
  });
});

describe('nestKnowledgeRows', () => {
  it('nests children under their parents', () => {
    const nested = nestKnowledgeRows(rollUpKnowledge(nodes, sums, counts, ['A1']));
    expect(nested).toHaveLength(1);
    expect(nested[0]!.children!.map((c) => c.knowledgeGuid)).toEqual(['有理数', '整式']);
    expect(nested[0]!.children![0]!.children).toBeUndefined();
  });
});
