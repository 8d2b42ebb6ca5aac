/**
 * The knowledge tree of 知识点分析 (spec 03 §2.1 /reports/knowlege-point): points got and possible per knowledge point
 * and class, rolled up to the points above. A point's figures cover the questions testing it or any point under it,
 * each question once (a question of two sibling points counts once for their parent), so a parent's rate is the
 * points got ÷ the full marks of those questions: each question weighs by its full score.
 */
import { percentOf } from './school-reports.js';

export interface KnowledgeTreeNode { knowledgeGuid: string; parentGuid: string | null; knowledgeName: string; sort: number }
/** A question of the range testing a knowledge point directly. */
export interface KnowledgeQuestionLink { knowledgeGuid: string; questionGuid: string }
/** The points got and possible on one question by one class's submitting students. */
export interface KnowledgeQuestionSums extends KnowledgeQuestionLink { classCode: string; got: number; possible: number }

export interface KnowledgeTreeRow {
  knowledgeGuid: string;
  parentGuid: string | null;
  knowledgeName: string;
  questionCount: number;
  rate: number | null;
  classes: { classCode: string; rate: number | null }[];
}

/**
 * Rows depth first (siblings by sort, then name) with rolled-up figures; points with no question in their subtree are
 * left out. A node whose parent is missing from `nodes` is a root.
 */
export function rollUpKnowledge(
  nodes: readonly KnowledgeTreeNode[],
  links: readonly KnowledgeQuestionLink[],
  sums: readonly KnowledgeQuestionSums[],
  classCodes: readonly string[],
): KnowledgeTreeRow[] {
  const known = new Set(nodes.map((n) => n.knowledgeGuid));
  const children = new Map<string | null, KnowledgeTreeNode[]>();
  for (const n of nodes) {
    const parent = n.parentGuid !== null && known.has(n.parentGuid) ? n.parentGuid : null;
    children.set(parent, [...(children.get(parent) ?? []), n]);
  }
  const questionsOf = new Map<string, Set<string>>();
  for (const l of links) questionsOf.set(l.knowledgeGuid, (questionsOf.get(l.knowledgeGuid) ?? new Set()).add(l.questionGuid));
  // The same question has the same sums under every point it tests: keep one per question and class.
  const sumsOf = new Map<string, Map<string, { got: number; possible: number }>>();
  for (const s of sums) {
    const byClass = sumsOf.get(s.questionGuid) ?? new Map<string, { got: number; possible: number }>();
    byClass.set(s.classCode, { got: s.got, possible: s.possible });
    sumsOf.set(s.questionGuid, byClass);
  }

  const rows: KnowledgeTreeRow[] = [];
  const visit = (node: KnowledgeTreeNode, seen: Set<string>): Set<string> => {
    const questions = new Set(questionsOf.get(node.knowledgeGuid));
    const row: KnowledgeTreeRow = { knowledgeGuid: node.knowledgeGuid, parentGuid: node.parentGuid, knowledgeName: node.knowledgeName, questionCount: 0, rate: null, classes: [] };
    const at = rows.push(row) - 1;
    for (const child of sortNodes(children.get(node.knowledgeGuid) ?? [])) {
      if (seen.has(child.knowledgeGuid)) continue; // a cycle in the bank data must not loop forever
      for (const q of visit(child, new Set([...seen, child.knowledgeGuid]))) questions.add(q);
    }
    if (questions.size === 0) {
      rows.splice(at);
      return questions;
    }
    const classFigures = classCodes.map((classCode) => {
      let got = 0;
      let possible = 0;
      for (const q of questions) {
        const s = sumsOf.get(q)?.get(classCode);
        got += s?.got ?? 0;
        possible += s?.possible ?? 0;
      }
      return { classCode, got, possible };
    });
    Object.assign(row, {
      questionCount: questions.size,
      rate: percentOf(classFigures.reduce((n, c) => n + c.got, 0), classFigures.reduce((n, c) => n + c.possible, 0)),
      classes: classFigures.map((c) => ({ classCode: c.classCode, rate: percentOf(c.got, c.possible) })),
    });
    return questions;
  };
  for (const root of sortNodes(children.get(null) ?? [])) visit(root, new Set([root.knowledgeGuid]));
  return rows;
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
