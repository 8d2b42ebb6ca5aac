import { describe, expect, it } from 'vitest';
import type { TTreeNode } from '@zuoyeben/shared';
import { branchKeys, pathTo, toAntTree } from './tree-filter';

/** A chapter tree as GET /api/QuestionBank/Chapters answers it: nodes nest under childList (spec 02 §3). */
const TREE: TTreeNode[] = [
  {
    guid: 'c1', name: '第一章 有理数', childList: [
      { guid: 'c11', name: '1.1 正数和负数', childList: [] },
      { guid: 'c12', name: '1.2 有理数', childList: [{ guid: 'c122', name: '1.2.2 数轴', childList: [] }] },
    ],
  },
  { guid: 'c2', name: '第二章 整式的加减', childList: [] },
];

describe('the chapter and knowledge tree of the sidebar', () => {
  it('nests the server’s childList nodes for antd’s Tree', () => {
    expect(toAntTree(TREE)).toEqual([
      { key: 'c1', title: '第一章 有理数', children: [
        { key: 'c11', title: '1.1 正数和负数' },
        { key: 'c12', title: '1.2 有理数', children: [{ key: 'c122', title: '1.2.2 数轴' }] },
      ] },
      { key: 'c2', title: '第二章 整式的加减' },
    ]);
  });

  it('keeps the branches that lead to a match and opens them', () => {
    const found = toAntTree(TREE, '数轴');
    expect(found).toEqual([{ key: 'c1', title: '第一章 有理数', children: [{ key: 'c12', title: '1.2 有理数', children: [{ key: 'c122', title: '1.2.2 数轴' }] }] }]);
    expect(branchKeys(found)).toEqual(['c1', 'c12']);
  });

  it('finds the path from the root to a chosen node', () => {
    expect(pathTo(TREE, 'c122')).toEqual(['c1', 'c12', 'c122']);
    expect(pathTo(TREE, 'none')).toEqual([]);
  });
});
