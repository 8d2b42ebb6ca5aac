/**
 * The exam analysis tables (issue 11 item 7, spec 03 §2.3): 小题分 and 客观题选项, built from submitted answers. Pure,
 * so the figures are tested without a database and the screen and the workbook show the same numbers.
 */
import { HomeworkLimits } from '../enums/homework.js';
import type { TTableHeader } from '../contracts/exam.js';
import { matrixChoice, type ScoreMatrix } from './item-statistics.js';
import { QuestionType } from './scoring.js';

export interface AnalysisQuestion {
  th: number;
  type: number;
  option: number;
  score: number;
  answer: string;
}

export interface AnalysisSubmission {
  name: string;
  /** 学号 ('' when the school gave none): tells apart students of one name. */
  buddies: string;
  className: string;
  totalScore: number;
  /** th → given answer and score (null while unmarked). */
  answers: ReadonlyMap<number, { answer: string; score: number | null }>;
}

/** 姓名, 学号, 班级 and 总分 stay on the left of 小题分 while the questions scroll. */
export const SUBSECTION_FIXED_COLUMNS = 4;

const TYPE_TITLES: Record<number, string> = { [QuestionType.Single]: '单选题', [QuestionType.Multiple]: '多选题', [QuestionType.Subjective]: '主观题' };
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** 小题分's headers: fixed 姓名, 学号, 班级, 总分, then one group per question type (in question order) with a column per question. */
function subsectionHeader(questions: readonly AnalysisQuestion[]): TTableHeader[] {
  const groups: TTableHeader[] = [];
  for (const q of [...questions].sort((a, b) => a.th - b.th)) {
    const title = TYPE_TITLES[q.type] ?? '其他';
    let group = groups.at(-1);
    if (!group || group.Title !== title) {
      group = { Title: title, Children: [] };
      groups.push(group);
    }
    group.Children!.push({ Title: `第${q.th}题（${q.score}分）`, Prop: `th${q.th}` });
  }
  return [{ Title: '姓名', Prop: 'name' }, { Title: '学号', Prop: 'buddies' }, { Title: '班级', Prop: 'className' }, { Title: '总分', Prop: 'total' }, ...groups];
}

/** A student's row of 小题分 as the database reads it: the scores of the answers it has (null: unmarked). */
export interface SubsectionRow {
  name: string;
  /** 学号 ('' when the school gave none). */
  buddies: string;
  className: string;
  totalScore: number;
  /** Calls set(th, score) for each answer, in any order (read straight from the database's text, no arrays). */
  eachScore: (set: (th: number, score: number | null) => void) => void;
}

const collator = new Intl.Collator();

/**
 * 小题分's order of students, over the whole table before it is cut into pages: best total first, then class, then
 * name, both in the locale's order. The few class names are ranked once, so for thousands of rows the locale's
 * comparison only runs for names of one class with the same total.
 */
export function sortedByTotalThenClassThenName<T extends { totalScore: number; className: string; name: string }>(rows: readonly T[]): T[] {
  const classes = [...new Set(rows.map((r) => r.className))].sort(collator.compare);
  const rank = new Map(classes.map((c, i) => [c, i]));
  const keyed = rows.map((r) => ({ r, total: r.totalScore, cls: rank.get(r.className)! }));
  keyed.sort((a, b) => b.total - a.total || a.cls - b.cls || collator.compare(a.r.name, b.r.name));
  return keyed.map((k) => k.r);
}

/** 小题分: fixed 姓名, 学号, 班级, 总分, then one group per question type (in question order) with a column per question. */
export function subsectionScore(questions: readonly AnalysisQuestion[], submissions: readonly AnalysisSubmission[]) {
  return subsectionScoreOfRows(questions, submissions.map((s) => ({
    name: s.name, buddies: s.buddies, className: s.className, totalScore: s.totalScore,
    eachScore: (set) => s.answers.forEach((a, th) => set(th, a.score)),
  })));
}

/**
 * 小题分 of one row per student (the same table as subsectionScore, without a map per student). Built for 3,000
 * students × 30 questions in a few milliseconds: each row is a copy of one blank row whose keys are already in the
 * header's order. (Adding 33 keys one by one to each row left V8 with slow dictionary objects: 15 ms to build and twice
 * as long to serialise; a copy of a blank row parsed from JSON keeps one fast shape.)
 */
export function subsectionScoreOfRows(questions: readonly AnalysisQuestion[], rows: readonly SubsectionRow[], options: { ranked?: boolean } = {}) {
  const Header = subsectionHeader(questions);
  const propOf = new Map(questions.map((q) => [q.th, `th${q.th}`]));
  const blank = JSON.parse(JSON.stringify(Object.fromEntries(['name', 'buddies', 'className', 'total', ...propOf.values()].map((k) => [k, null])))) as Record<string, string | number | null>;
  let row = blank;
  const set = (th: number, score: number | null) => {
    const p = propOf.get(th);
    if (p !== undefined) row[p] = score;
  };
  // A page of the table comes already in the whole table's order (sortedByTotalThenClassThenName over every student).
  const Items = (options.ranked ? rows : sortedByTotalThenClassThenName(rows)).map((s) => {
    row = { ...blank };
    row.name = s.name;
    row.buddies = s.buddies;
    row.className = s.className;
    row.total = s.totalScore;
    s.eachScore(set);
    return row;
  });
  return { Header, Items, fixedColumns: SUBSECTION_FIXED_COLUMNS };
}

/**
 * What one objective question's answers add up to, as the database counts them: per letter how many students' answers
 * contain it (a multiple-choice answer counts for each letter in it), how many gave a non-empty answer, the sum of scores.
 */
export interface ObjectiveCount {
  letters: ReadonlyMap<string, number>;
  answered: number;
  scoreSum: number;
}

/**
 * 客观题选项: per objective question, how many students chose each option and what share of the students that is
 * (a multiple-choice answer counts for each letter in it), plus 未作答. The right letters are listed per question.
 */
export function objectiveOptions(questions: readonly AnalysisQuestion[], submissions: readonly AnalysisSubmission[]) {
  const counts = new Map<number, ObjectiveCount>();
  for (const q of questions) {
    if (q.type === QuestionType.Subjective) continue;
    let answered = 0;
    let scoreSum = 0;
    const letters = new Map<string, number>();
    for (const s of submissions) {
      const a = s.answers.get(q.th);
      scoreSum += a?.score ?? 0;
      if (a && a.answer !== '') {
        answered++;
        for (const l of new Set(a.answer)) letters.set(l, (letters.get(l) ?? 0) + 1);
      }
    }
    counts.set(q.th, { letters, answered, scoreSum });
  }
  return objectiveOptionsOfCounts(questions, counts, submissions.length);
}

/**
 * 客观题选项's counts over a matrix of the students' answers whose columns are the questions `ths` (ScoreMatrix, as the
 * server reads a homework's sheets): per question how many answers hold each letter A … H (an answer is the letters it
 * holds, as in 答卷分析; one without a letter is 未作答), how many hold one, and the sum of the marked scores — summed
 * in tenths, as scores have one decimal, so it is exact as the database's sum.
 */
export function objectiveCountsOfMatrix(ths: readonly number[], m: ScoreMatrix): Map<number, ObjectiveCount> {
  const k = ths.length;
  const letters = HomeworkLimits.optionLetters;
  return new Map(ths.map((th, j) => {
    const letterCounts = new Array<number>(letters.length).fill(0);
    let answered = 0;
    let tenths = 0;
    for (let i = 0; i < m.students; i++) {
      const cell = i * k + j;
      const score = m.scores[cell]!;
      if (!Number.isNaN(score)) tenths += Math.round(score * 10);
      let mask = matrixChoice(m, cell);
      if (mask === 0) continue;
      answered++;
      for (let l = 0; l < letters.length && mask !== 0; l++, mask >>= 1) if (mask & 1) letterCounts[l]!++;
    }
    return [th, { answered, scoreSum: tenths / 10, letters: new Map([...letters].map((l, i) => [l, letterCounts[i]!])) }];
  }));
}

/** 客观题选项 of counts per question number (see ObjectiveCount) over `studentCount` students. */
export function objectiveOptionsOfCounts(questions: readonly AnalysisQuestion[], counts: ReadonlyMap<number, ObjectiveCount>, studentCount: number) {
  const objective = [...questions].filter((q) => q.type !== QuestionType.Subjective).sort((a, b) => a.th - b.th);
  const maxOptions = Math.max(0, ...objective.map((q) => q.option));
  const letters = HomeworkLimits.optionLetters.slice(0, maxOptions).split('');
  const n = studentCount;
  const pct = (count: number) => (n === 0 ? 0 : round((count / n) * 100));
  const Header: TTableHeader[] = [
    { Title: '题号', Prop: 'th' },
    { Title: '题型', Prop: 'type' },
    { Title: '正确答案', Prop: 'rightAnswer' },
    { Title: '得分率', Prop: 'scoreRate' },
    ...letters.map((l) => ({ Title: `选项${l}`, Children: [{ Title: '人数', Prop: `${l}_count` }, { Title: '占比（%）', Prop: `${l}_rate` }] })),
    { Title: '未作答', Children: [{ Title: '人数', Prop: 'blank_count' }, { Title: '占比（%）', Prop: 'blank_rate' }] },
  ];
  const rightOptions: Record<string, string[]> = {};
  const Items = objective.map((q) => {
    rightOptions[String(q.th)] = q.answer.split('');
    const row: Record<string, string | number | null> = { th: q.th, type: TYPE_TITLES[q.type] ?? '', rightAnswer: q.answer };
    const count = counts.get(q.th);
    const blank = n - (count?.answered ?? 0);
    const scored = count?.scoreSum ?? 0;
    row.scoreRate = n === 0 ? 0 : round((scored / (n * q.score)) * 100);
    letters.forEach((l, i) => {
      row[`${l}_count`] = i < q.option ? (count?.letters.get(l) ?? 0) : null;
      row[`${l}_rate`] = i < q.option ? pct(count?.letters.get(l) ?? 0) : null;
    });
    row.blank_count = blank;
    row.blank_rate = pct(blank);
    return row;
  });
  return { Header, Items, rightOptions, studentCount: n };
}
