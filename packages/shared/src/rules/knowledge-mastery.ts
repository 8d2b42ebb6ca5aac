/**
 * Mastery of one homework's questions and knowledge points, per class and for all classes together (spec 03 §7.1
 * AnalysisReport, KnowledgeAvgScore, KnowledgeWell, KnowledgeHot). Every submitted student counts; a question a
 * student left out or that is not marked yet counts 0 points. Rates are percentages with two decimals.
 */
import { meanOf, percentOf, LOW_MASTERY_RATE } from './school-reports.js';

export interface MasteryQuestion { th: number; score: number }
export interface MasterySubmission { studentGuid: string; classCode: string }
export interface MasteryAnswer { studentGuid: string; th: number; score: number | null }
export interface KnowledgeLink { knowledgeGuid: string; knowledgeName: string; th: number }

/** Figures of a group of students (one class, or all) on a set of questions. */
export interface GroupFigures {
  submitCount: number;
  /** Mean points per student on these questions. */
  avgScore: number | null;
  /** Points got ÷ points possible, percent. */
  rate: number | null;
  /** Students who lost a point on any of these questions. */
  lostCount: number;
}

export interface ClassFigures extends GroupFigures { classCode: string }

export interface QuestionMastery { th: number; fullScore: number; all: GroupFigures; classes: ClassFigures[] }
export interface KnowledgeMastery {
  knowledgeGuid: string;
  knowledgeName: string;
  ths: number[];
  fullScore: number;
  all: GroupFigures;
  classes: ClassFigures[];
}

interface Input {
  questions: readonly MasteryQuestion[];
  submissions: readonly MasterySubmission[];
  answers: readonly MasteryAnswer[];
  /** Class codes in report order; classes without submissions get figures of null. */
  classCodes: readonly string[];
}

function figuresOf(students: readonly MasterySubmission[], ths: readonly number[], full: number, scoreOf: (s: string, th: number) => number): GroupFigures {
  let got = 0;
  let lost = 0;
  for (const s of students) {
    let studentGot = 0;
    for (const th of ths) studentGot += scoreOf(s.studentGuid, th);
    got += studentGot;
    if (studentGot < full) lost += 1;
  }
  return { submitCount: students.length, avgScore: meanOf(got, students.length), rate: percentOf(got, full * students.length), lostCount: lost };
}

function makeScoreOf(answers: readonly MasteryAnswer[]) {
  const scores = new Map<string, number>();
  for (const a of answers) scores.set(`${a.studentGuid}|${a.th}`, a.score ?? 0);
  return (studentGuid: string, th: number) => scores.get(`${studentGuid}|${th}`) ?? 0;
}

function groupFigures(input: Input, ths: readonly number[]) {
  const scoreOf = makeScoreOf(input.answers);
  const fullOfTh = new Map(input.questions.map((q) => [q.th, q.score]));
  const full = ths.reduce((sum, th) => sum + (fullOfTh.get(th) ?? 0), 0);
  return {
    full,
    all: figuresOf(input.submissions, ths, full, scoreOf),
    classes: input.classCodes.map((classCode) => ({
      classCode,
      ...figuresOf(input.submissions.filter((s) => s.classCode === classCode), ths, full, scoreOf),
    })),
  };
}

/** Each question's score rate, overall and per class, in question-number order. */
export function questionMastery(input: Input): QuestionMastery[] {
  return [...input.questions]
    .sort((a, b) => a.th - b.th)
    .map((q) => {
      const { full, all, classes } = groupFigures(input, [q.th]);
      return { th: q.th, fullScore: full, all, classes };
    });
}

/**
 * Each knowledge point of the homework: the questions that test it, their full marks, and the points got on them.
 * A question of several knowledge points counts fully for each. Ordered by name.
 */
export function knowledgeMastery(input: Input, links: readonly KnowledgeLink[]): KnowledgeMastery[] {
  const byKnowledge = new Map<string, { name: string; ths: Set<number> }>();
  const questionThs = new Set(input.questions.map((q) => q.th));
  for (const l of links) {
    if (!questionThs.has(l.th)) continue;
    const entry = byKnowledge.get(l.knowledgeGuid) ?? { name: l.knowledgeName, ths: new Set<number>() };
    entry.ths.add(l.th);
    byKnowledge.set(l.knowledgeGuid, entry);
  }
  return [...byKnowledge.entries()]
    .map(([knowledgeGuid, { name, ths }]) => {
      const sorted = [...ths].sort((a, b) => a - b);
      const { full, all, classes } = groupFigures(input, sorted);
      return { knowledgeGuid, knowledgeName: name, ths: sorted, fullScore: full, all, classes };
    })
    .sort((a, b) => a.knowledgeName.localeCompare(b.knowledgeName, 'zh-CN'));
}

/** Well mastered (rate at least 60 %) and weak knowledge points; points nobody answered are in neither. */
export function splitByMastery<T extends { rate: number | null }>(items: readonly T[]): { well: T[]; weak: T[] } {
  const threshold = LOW_MASTERY_RATE * 100;
  return {
    well: items.filter((k) => k.rate !== null && k.rate >= threshold).sort((a, b) => b.rate! - a.rate!),
    weak: items.filter((k) => k.rate !== null && k.rate < threshold).sort((a, b) => a.rate! - b.rate!),
  };
}
