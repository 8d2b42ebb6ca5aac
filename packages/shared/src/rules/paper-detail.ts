import { DifficultyNames, type DifficultyLevel } from '../enums/question.js';
import { Role, type RoleValue } from '../enums/roles.js';
import { isComprehensiveSubject } from '../enums/subjects.js';

/** Rules of the paper detail screen (spec 02 "Paper detail screen", §6): the layout button and the analysis dialog. */

export interface LayoutButtonInput {
  /** The paper creator's phone (the user code); null for a platform paper. */
  creatorPhone: string | null;
  userPhone: string;
  role: RoleValue | null | undefined;
  /** The paper can be used: not held by manual handling. */
  isClickable: boolean;
  km: string;
}

/**
 * Spec 02 §6: 排版 shows only when the creator is the current user (by phone), the paper is clickable and not of the
 * comprehensive subject; a Collector sees the button even then, as 查看排版 (view mode). null = no button.
 */
export function layoutButtonOf(p: LayoutButtonInput): 'layout' | 'view' | null {
  if (p.creatorPhone !== null && p.creatorPhone === p.userPhone && p.isClickable && !isComprehensiveSubject(p.km)) return 'layout';
  if (p.role === Role.Collector) return 'view';
  return null;
}

/** What the analysis reads of a question. */
export interface AnalysedQuestion {
  itemTypeName: string;
  score: number;
  difficulty: number;
  knowledgeNames: readonly string[];
}

export interface PaperAnalysis {
  /** One slice per difficulty level present, easiest first: questions and their share of the questions. */
  difficulty: { level: DifficultyLevel; name: string; count: number; score: number }[];
  /** One row per question in paper order, numbered from 1 across sections. */
  rows: { number: number; itemTypeName: string; score: number; difficultyName: string; knowledgeNames: string[] }[];
  /** Per type: count and score, in section order. */
  types: { itemTypeName: string; count: number; score: number }[];
  totalScore: number;
}

const levelOf = (d: number): DifficultyLevel => (Math.min(5, Math.max(1, Math.round(d))) as DifficultyLevel);

/** 试卷分析 (question-type analysis): difficulty distribution for the pie chart and the per-question knowledge table. */
export function analysePaper(groups: readonly { itemTypeName: string; list: readonly AnalysedQuestion[] }[]): PaperAnalysis {
  const byLevel = new Map<DifficultyLevel, { count: number; score: number }>();
  const rows: PaperAnalysis['rows'] = [];
  const types: PaperAnalysis['types'] = [];
  for (const g of groups) {
    types.push({ itemTypeName: g.itemTypeName, count: g.list.length, score: g.list.reduce((s, q) => s + q.score, 0) });
    for (const q of g.list) {
      const level = levelOf(q.difficulty);
      const slice = byLevel.get(level) ?? { count: 0, score: 0 };
      byLevel.set(level, { count: slice.count + 1, score: slice.score + q.score });
      rows.push({ number: rows.length + 1, itemTypeName: q.itemTypeName || g.itemTypeName, score: q.score, difficultyName: DifficultyNames[level],
        knowledgeNames: [...q.knowledgeNames] });
    }
  }
  const difficulty = [...byLevel.entries()].sort(([a], [b]) => a - b)
    .map(([level, s]) => ({ level, name: DifficultyNames[level], count: s.count, score: s.score }));
  return { difficulty, rows, types, totalScore: types.reduce((s, t) => s + t.score, 0) };
}
