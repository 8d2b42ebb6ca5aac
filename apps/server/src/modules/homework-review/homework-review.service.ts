import {
  CHOICE_LETTERS,
  commentaryLevelOf,
  commentaryLevels,
  isSchoolAdmin,
  itemTypeInfo,
  levelLookup,
  NO_FIGURE,
  NO_LEVEL,
  NOT_SUBMITTED_TIME,
  ORAL_WORK_TYPE,
  QuestionType,
  questionFigures,
  figuresFromTotals,
  type QuestionFigures,
  ShowType,
  SPLIT_SCORE_RANGES,
  splitScoreIndex,
  SubmissionStatus,
  SubmissionStatusNames,
  WorkType,
  type SubmissionStatusValue,
  type TCommentaryQuestion,
  type TGoToSite,
  type THomeworkReview,
  type THomeworkReviewDetail,
  type TSpeakUserInfo,
  type TReviewAnswer,
  type TStudentScoreLevel,
  type TStudentThImg,
  type TStudentWorkSubTime,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { forbidden, notFound, workNotFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { reportsRepository, type WorkClass } from '../reports/reports.repository.js';
import { formatCnTime } from '../reports/score-rows.js';
import { reportClassesOf } from '../reports/reports.service.js';
import { homeworkReviewRepository as repo, type AnswerCell, type ReviewQuestion, type ReviewWork } from './homework-review.repository.js';

export interface ReviewRef {
  workGuid: string;
  ruCode?: string;
  /** '' means every class of the work the user may see. */
  classCode?: string;
}

/** The work types whose analysis offers 作业讲评 (glossary: workType 2 or 4), and the oral type with its 未评分 level. */
const COMMENTARY_WORK_TYPES: readonly number[] = [WorkType.Offline, WorkType.MachineRead, ORAL_WORK_TYPE];

/** Where a stored file is read (modules/files). */
const fileUrl = (key: string) => `/api/Upload/File/${encodeURIComponent(key)}`;

/**
 * The work and the classes a user may review, as the score report decides it (reportClassesOf): missing, deleted
 * and other schools' works are 'not found' (status 100).
 */
async function requireReview(db: Db, actor: Actor, ref: ReviewRef): Promise<{ work: ReviewWork; classes: WorkClass[] }> {
  const isAdmin = isSchoolAdmin(actor.role);
  const [work, classes] = await Promise.all([
    repo.findWork(db, actor.schoolId, ref.workGuid),
    reportsRepository.classesOfWork(db, actor.schoolId, ref.workGuid, isAdmin ? null : actor.userId),
  ]);
  if (!work || (ref.ruCode && ref.ruCode !== work.ruCode)) throw workNotFound();
  return { work, classes: reportClassesOf(actor, work, classes, ref.classCode) };
}

const guidsOf = (classes: readonly WorkClass[]) => classes.map((c) => c.guid);
const isObjective = (q: Pick<ReviewQuestion, 'type'>) => q.type === QuestionType.Single || q.type === QuestionType.Multiple;

function typeStrOf(q: ReviewQuestion): string {
  const subType = q.subIndex !== null ? q.subItems?.[q.subIndex]?.type : undefined;
  const bankName = itemTypeInfo(subType ?? q.itemType ?? 0)?.name;
  if (bankName && !itemTypeInfo(subType ?? q.itemType ?? 0)?.isGroup) return bankName;
  return q.type === QuestionType.Single ? '单选题' : q.type === QuestionType.Multiple ? '多选题' : '主观题';
}

/** A cell's score as the figures count it: an objective question without an answer scores 0; a subjective one is unmarked until the submission is. */
function cellScore(q: ReviewQuestion, cell: AnswerCell): number | null {
  if (cell.score !== null) return cell.score;
  if (cell.answer === null && (isObjective(q) || cell.isFullyMarked)) return 0;
  return null;
}

function toStudentAnswer(q: ReviewQuestion, cell: AnswerCell): TReviewAnswer {
  const pics = (cell.imageKeys ?? []).map(fileUrl);
  const text = cell.answer ?? '';
  return {
    stuGuid: cell.stuGuid,
    studentName: cell.name,
    buddies: cell.buddies,
    studentAnswer: text,
    studentAnswerPic: pics.join(';'),
    score: cellScore(q, cell),
    answerType: pics.length > 0 ? 2 : text.trim() ? 1 : 0,
  };
}

function toCard(q: ReviewQuestion, figures: QuestionFigures): TCommentaryQuestion {
  return {
    th: q.th,
    type: isObjective(q) ? 0 : 1,
    typeStr: typeStrOf(q),
    knowledge: q.knowledge,
    classScoringRate: figures.scoringRate === null ? NO_FIGURE : figures.scoringRate.toFixed(2),
    scoringRate: figures.scoringRate,
    level: commentaryLevelOf(figures.scoringRate),
    fullMarksCount: figures.fullMarksCount,
    loseMarksCount: figures.loseMarksCount,
    fullScore: q.score,
    classAvgScore: figures.classAvgScore,
  };
}

/** Bars of an objective question: one per option letter (a multiple-choice answer counts under each letter it has), then 未作答. */
function optionBars(q: ReviewQuestion, answers: readonly TReviewAnswer[]): THomeworkReviewDetail['optionArry'] {
  const letters = CHOICE_LETTERS.slice(0, Math.max(q.optionCount, 2));
  const bars = letters.map((option) => {
    const students = answers.filter((a) => a.studentAnswer.toUpperCase().includes(option));
    return { option, isRight: q.answer.toUpperCase().includes(option), count: students.length, students };
  });
  const blank = answers.filter((a) => !a.studentAnswer.trim());
  return [...bars, { option: '未作答', isRight: false, count: blank.length, students: blank }];
}

/** Slices of a subjective question's marked answers by share of full marks. */
function scoreSlices(q: ReviewQuestion, answers: readonly TReviewAnswer[]): THomeworkReviewDetail['splitScoreArray'] {
  return SPLIT_SCORE_RANGES.map((range, index) => {
    const students = answers.filter((a) => a.score !== null && splitScoreIndex(a.score, q.score) === index);
    return { name: range.name, count: students.length, students };
  });
}

function bankText(q: ReviewQuestion): { content: string; analysis: string; answer: string } {
  const sub = q.subIndex !== null ? q.subItems?.[q.subIndex] : undefined;
  const itemAnswer = sub?.answer ?? q.itemAnswer ?? [];
  return {
    content: sub?.stem ?? q.stem ?? '',
    analysis: sub?.explanation ?? q.explanation ?? '',
    answer: isObjective(q) && q.answer ? q.answer : itemAnswer.join('；') || q.answer,
  };
}

export const homeworkReviewService = {
  /** The commentary's head: the work, whether it has commentary, and how many questions each level has. */
  async review(db: Db, actor: Actor, ref: ReviewRef): Promise<THomeworkReview> {
    const { work, classes } = await requireReview(db, actor, ref);
    const [cards, heads] = await Promise.all([
      this.cards(db, actor, work, classes),
      repo.headCounts(db, actor.schoolId, work.guid, guidsOf(classes)),
    ]);
    return {
      workGuid: work.guid,
      workName: work.name,
      workType: work.workType,
      jobType: work.jobType,
      hasCommentary: COMMENTARY_WORK_TYPES.includes(work.workType),
      levels: commentaryLevels(work.workType).map((l) => ({ ...l, count: cards.filter((c) => c.level === l.key).length })),
      questionCount: cards.length,
      studentCount: heads.students,
      submittedCount: heads.submitted,
    };
  },

  /** The question cards of the chosen classes, in number order. */
  async list(db: Db, actor: Actor, ref: ReviewRef): Promise<TCommentaryQuestion[]> {
    const { work, classes } = await requireReview(db, actor, ref);
    return this.cards(db, actor, work, classes);
  },

  async cards(db: Db, actor: Actor, work: ReviewWork, classes: readonly WorkClass[]): Promise<TCommentaryQuestion[]> {
    const [questions, totals] = await Promise.all([
      repo.questions(db, actor.schoolId, work.guid),
      repo.scoreTotals(db, actor.schoolId, work.guid, guidsOf(classes)),
    ]);
    const byTh = new Map(totals.map((t) => [t.th, t]));
    return questions.map((q) => toCard(q, figuresFromTotals(byTh.get(q.th) ?? { scored: 0, sum: 0, full: 0 }, q.score)));
  },

  /** One question's detail: its text, answer and analysis, the chart's bars or slices, and every student's answer. */
  async detail(db: Db, actor: Actor, ref: ReviewRef & { th: number }): Promise<THomeworkReviewDetail> {
    const { work, classes } = await requireReview(db, actor, ref);
    const [questions, cells] = await Promise.all([
      repo.questions(db, actor.schoolId, work.guid, ref.th),
      repo.answers(db, actor.schoolId, work.guid, guidsOf(classes), ref.th),
    ]);
    const q = questions[0];
    if (!q) throw notFound(`作业中没有第${ref.th}题`);
    const answers = cells.map((c) => toStudentAnswer(q, c));
    const card = toCard(q, questionFigures(cells.map((c) => cellScore(q, c)), q.score));
    return {
      th: q.th,
      type: card.type,
      fullScore: q.score,
      classAvgScore: card.classAvgScore,
      ...bankText(q),
      optionArry: isObjective(q) ? optionBars(q, answers) : [],
      splitScoreArray: isObjective(q) ? [] : scoreSlices(q, answers),
      answeerDetail: answers,
    };
  },

  /** One student's answer to one question (the answer dialog loads it when the student is shown). */
  async studentAnswer(db: Db, actor: Actor, ref: ReviewRef & { th: number; stuGuid: string }): Promise<TStudentThImg> {
    const { work, classes } = await requireReview(db, actor, { ...ref, classCode: '' });
    const [questions, cells] = await Promise.all([
      repo.questions(db, actor.schoolId, work.guid, ref.th),
      repo.answers(db, actor.schoolId, work.guid, guidsOf(classes), ref.th),
    ]);
    const q = questions[0];
    if (!q) throw notFound(`作业中没有第${ref.th}题`);
    const cell = cells.find((c) => c.stuGuid === ref.stuGuid);
    if (!cell) throw notFound('该学生未提交此作业');
    const { studentAnswer, studentAnswerPic, score, answerType } = toStudentAnswer(q, cell);
    return { studentAnswer, studentAnswerPic, score, answerType };
  },

  /** The student shown in the answer dialog: a student of a class of the work the user may see. */
  async userInfo(db: Db, actor: Actor, ref: ReviewRef & { stuGuid: string }): Promise<TSpeakUserInfo> {
    const { work, classes } = await requireReview(db, actor, { ...ref, classCode: '' });
    const roster = await reportsRepository.rosterPage(db, { schoolId: actor.schoolId, workGuid: work.guid, classGuids: guidsOf(classes), orderType: 0 });
    const student = roster.find((r) => r.stuGuid === ref.stuGuid);
    if (!student) throw notFound('该学生不在此作业的班级中');
    const className = classes.find((c) => c.guid === student.classGuid)?.className ?? '';
    return { stuGuid: student.stuGuid, studentName: student.name, buddies: student.buddies, className };
  },

  /** Levels A–E (by rank among every submitted student of the work) and the shown score of the asked students. */
  async scoreLevels(db: Db, actor: Actor, ref: ReviewRef & { buddiesLs: string[] }): Promise<TStudentScoreLevel> {
    const { work, classes } = await requireReview(db, actor, { ...ref, classCode: '' });
    const [roster, summary] = await Promise.all([
      reportsRepository.rosterPage(db, { schoolId: actor.schoolId, workGuid: work.guid, classGuids: guidsOf(classes), orderType: 0 }),
      reportsRepository.rosterSummary(db, actor.schoolId, work.guid, guidsOf(classes)),
    ]);
    const levelOf = levelLookup(summary.scoreCounts);
    const wanted = ref.buddiesLs.length > 0 ? new Set(ref.buddiesLs) : null;
    return roster
      .filter((r) => (wanted ? wanted.has(r.buddies) : r.status !== null && r.status > 0))
      .map((r) => {
        const submitted = r.status !== null && r.status > SubmissionStatus.NotSubmitted;
        if (!submitted) return { buddies: r.buddies, level: NO_LEVEL, showScore: '-' };
        const score = Number(r.totalScore ?? 0);
        const level = levelOf(score);
        return { buddies: r.buddies, level, showScore: work.showType === ShowType.Grade ? level : String(score) };
      });
  },

  /** Every student's submission type (spec 03 §9) and time, with how many students have each type. */
  async submitTimes(db: Db, actor: Actor, ref: ReviewRef): Promise<TStudentWorkSubTime> {
    const { work, classes } = await requireReview(db, actor, ref);
    const roster = await reportsRepository.rosterPage(db, { schoolId: actor.schoolId, workGuid: work.guid, classGuids: guidsOf(classes), orderType: 0 });
    const nameOf = new Map(classes.map((c) => [c.guid, c.className]));
    const counts: Record<string, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
    const list = roster.map((r) => {
      const status = (r.status ?? SubmissionStatus.NotSubmitted) as SubmissionStatusValue;
      counts[status] = (counts[status] ?? 0) + 1;
      return {
        stuGuid: r.stuGuid,
        name: r.name,
        buddies: r.buddies,
        className: nameOf.get(r.classGuid) ?? '',
        status,
        statusName: SubmissionStatusNames[status] ?? SubmissionStatusNames[0],
        subTime: status > 0 && r.submittedAt ? formatCnTime(r.submittedAt) : NOT_SUBMITTED_TIME,
      };
    });
    return { list, counts };
  },

  /** The project's own analysis report of the work (/report/analysis), for the further-report button. */
  async goToSite(db: Db, actor: Actor, ref: ReviewRef): Promise<TGoToSite> {
    const { work } = await requireReview(db, actor, { ...ref, classCode: '' });
    const query = new URLSearchParams({ workGuid: work.guid, ruCode: work.ruCode });
    return { url: `/report/analysis?${query}` };
  },
};
