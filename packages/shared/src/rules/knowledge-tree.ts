/**
 * The knowledge tree of 知识点分析 (spec 03 §2.1 /reports/knowlege-point): points got and possible per knowledge point
 * and class, rolled up to the points above. A parent's rate is the points got on its own and its descendants'
 * questions ÷ their full marks, so each question weighs by its full score; a question testing two points under the
 * same parent counts for each, as on the analysis report (knowledgeMastery).
 */
import { percentOf } from './school-reports.js';

export interface KnowledgeTreeNode { knowledgeGuid: string; parentGuid: string | null; knowledgeName: string; sort: number }
/** Sums of one knowledge point's own questions (not its descendants') for one class. */
export interface KnowledgeClassSums { knowledgeGuid: string; classCode: string; got: number; possible: number }
export interface KnowledgeQuestionCount { knowledgeGuid: string; questionCount: number }

export interface KnowledgeTreeRow {
  knowledgeGuid: string;
  parentGuid: string | null;
  knowledgeName: string;
  questionCount: number;
  rate: number | null;
  classes: { classCode: string; rate: number | null }[];
}

interface Totals { questions: number; got: Map<string, number>; possible: Map<string, number> }

/**
 * Rows depth first (siblings by sort, then name) with rolled-up figures; points with no question in their subtree are
 * left out. A node whose parent is missing from `nodes` is a root.
 */
export function rollUpKnowledge(
  nodes: readonly KnowledgeTreeNode[],
  sums: readonly KnowledgeClassSums[],
  counts: readonly KnowledgeQuestionCount[],
  classCodes: readonly string[],
): KnowledgeTreeRow[] {
  const known = new Set(nodes.map((n) => n.knowledgeGuid));
  const children = new Map<string | null, KnowledgeTreeNode[]>();
  for (const n of nodes) {
    const parent = n.parentGuid !== null && known.has(n.parentGuid) ? n.parentGuid : null;
    children.set(parent, [...(children.get(parent) ?? []), n]);
  }
  const countOf = new Map(counts.map((c) => [c.knowledgeGuid, c.questionCount]));
  const sumsOf = new Map<string, KnowledgeClassSums[]>();
  for (const s of sums) sumsOf.set(s.knowledgeGuid, [...(sumsOf.get(s.knowledgeGuid) ?? []), s]);

  const rows: KnowledgeTreeRow[] = [];
  const visit = (node: KnowledgeTreeNode, seen: Set<string>): Totals => {
    const totals: Totals = { questions: countOf.get(node.knowledgeGuid) ?? 0, got: new Map(), possible: new Map() };
    for (const s of sumsOf.get(node.knowledgeGuid) ?? []) add(totals, s.classCode, s.got, s.possible);
    const row: KnowledgeTreeRow = { knowledgeGuid: node.knowledgeGuid, parentGuid: node.parentGuid, knowledgeName: node.knowledgeName, questionCount: 0, rate: null, classes: [] };
    const at = rows.push(row) - 1;
    for (const child of sortNodes(children.get(node.knowledgeGuid) ?? [])) {
      if (seen.has(child.knowledgeGuid)) continue; // a cycle in the bank data must not loop forever
      const sub = visit(child, new Set([...seen, child.knowledgeGuid]));
      totals.questions += sub.questions;
      for (const [code, got] of sub.got) add(totals, code, got, sub.possible.get(code) ?? 0);
    }
    if (totals.questions === 0) {
      rows.splice(at);
      return totals;
    }
    let got = 0;
    let possible = 0;
    for (const code of classCodes) {
      got += totals.got.get(code) ?? 0;
      possible += totals.possible.get(code) ?? 0;
    }
    Object.assign(row, {
      questionCount: totals.questions,
      rate: percentOf(got, possible),
      classes: classCodes.map((classCode) => ({ classCode, rate: percentOf(totals.got.get(classCode) ?? 0, totals.possible.get(classCode) ?? 0) })),
    });
    return totals;
  };
  for (const root of sortNodes(children.get(null) ?? [])) visit(root, new Set([root.knowledgeGuid]));
  return rows;
}

function add(t: Totals, classCode: string, got: number, possible: number) {
  t.got.set(classCode, (t.got.get(classCode) ?? 0) + got);
  t.possible.set(classCode, (t.possible.get(classCode) ?? 0) + possible);
}

function sortNodes(nodes: readonly KnowledgeTreeNode[]) {
  return [...nodes].sort((a, b) => a.sort - b.sort || a.knowledgeName.localeCompare(b.knowledgeName, 'zh-CN'));
}

/** Flat rows (parents before children) as nested rows for a tree table; children is absent on leaves. */
export type NestedKnowledgeRow<T> = T & { children?: NestedKnowledgeRow<T>[] };
export function nestKnowledgeRows<T extends { knowledgeGuid: string; parentGuid: string | null }>(rows: readonly T[]): NestedKnowledgeRow<T>[] {
  type Nested = NestedKnowledgeRow<T>;
  const byGuid = new Map<string, Nested>();
  const roots: Nested[] = [];
  for (const r of rows) {
    const node: Nested = { ...r };
    byGuid.set(r.knowledgeGuid, node);
    const parent = r.parentGuid === null ? undefined : byGuid.get(r.parentGuid);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
