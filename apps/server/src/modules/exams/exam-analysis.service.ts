import { objectiveCountsOfMatrix, objectiveOptionsOfCounts, QuestionType, sortedByTotalThenClassThenName, subsectionScoreOfRows, type SubsectionRow, type TObjectiveQuestions, type TSubsectionScore } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../plugins/session.js';
import { homeworkRepository } from '../homework/homework.repository.js';
import { assertRuCode } from '../homework/ru-code.js';
import { answerSheetsRepository } from '../submissions/answer-sheets.repository.js';
import { examAnalysisRepository } from './exam-analysis.repository.js';
import { writeNestedTableWorkbook } from './exam-analysis.workbook.js';
import { loadVisibleExam } from './exam-wizard.service.js';

export type ExamAnalysisQuery = { ruCode?: string; workGuid: string; classCode?: string };
type Query = ExamAnalysisQuery;

/** The visible exam and its questions, as the pure table rules take them. */
async function examOf(db: Db, actor: Actor, query: Query) {
  await assertRuCode(db, actor, query.ruCode);
  const work = await loadVisibleExam(db, actor, query.workGuid);
  const questions = await homeworkRepository.questionsOfWork(db, actor.schoolId, work.guid);
  const qs = questions.map((q) => ({ th: q.th, type: q.type, option: q.optionCount, score: Number(q.score), answer: q.answer }));
  return { work, questions: qs };
}

/** The classes whose sheets a table reads: every class, or those of the class code asked for. */
async function classesOf(db: Db, actor: Actor, query: Query): Promise<readonly string[] | 'all'> {
  return query.classCode === undefined ? 'all' : examAnalysisRepository.classGuidsOfCode(db, actor.schoolId, query.classCode);
}

/** A page of 小题分: which students, in the whole table's order (1-based, as the screen counts pages). */
type Page = { index: number; size: number };

/** The students of 小题分 in its order: a page of them (rankWindow), or every one (the workbook). */
async function rankedStudents(db: Db, actor: Actor, workGuid: string, query: Query, page?: Page) {
  if (!page) {
    const students = await examAnalysisRepository.submittedStudents(db, actor.schoolId, workGuid, query.classCode);
    const ranked = sortedByTotalThenClassThenName([...students].map(([studentGuid, s]) => ({ studentGuid, ...s })));
    return { total: ranked.length, shown: ranked };
  }
  const offset = (page.index - 1) * page.size;
  const { total, above, window } = await examAnalysisRepository.rankWindow(db, actor.schoolId, workGuid, query.classCode, offset, page.size);
  return { total, shown: sortedByTotalThenClassThenName(window).slice(offset - above, offset - above + page.size) };
}

/**
 * 小题分: one row per submitted student (of one class when asked) with every question's score, read from the exam's
 * answer sheets (answerSheetsRepository.matrix, a column per question) beside who submitted with what total. With a
 * page, only the page's students are ranked and read: a page of 50 of a 3,000-student exam reads about 50 sheets, not
 * 3,000, and stands where it stands in the whole table. Without one (the workbook), every row.
 */
async function subsectionTable(db: Db, actor: Actor, query: Query, page?: Page) {
  const { work, questions } = await examOf(db, actor, query);
  const ths = questions.map((q) => q.th);
  const { total, shown } = await rankedStudents(db, actor, work.guid, query, page);
  // A page reads its students' sheets only; the whole table reads every sheet (rows are found by student below).
  const studentGuids = page ? shown.map((s) => s.studentGuid) : undefined;
  const m = await answerSheetsRepository.matrix(db, actor.schoolId, work.guid, 'all', ths, { withStudents: true, studentGuids, ordered: false });
  const k = ths.length;
  const rowOf = new Map(m.studentGuids!.map((g, i) => [g, i]));
  const rows: SubsectionRow[] = shown.map((s) => ({ ...s, eachScore: (set) => {
    // A sheet is written in the statement that submits it, so every student read here has one.
    const i = rowOf.get(s.studentGuid);
    if (i === undefined) return;
    for (let j = 0; j < k; j++) {
      const score = m.scores[i * k + j]!;
      if (!Number.isNaN(score)) set(ths[j]!, score);
    }
  } }));
  return { work, total, table: subsectionScoreOfRows(questions, rows, { ranked: true }) };
}

/** 客观题选项: each objective question's options counted over the submitted students' answer sheets (of one class when asked). */
async function objectiveTable(db: Db, actor: Actor, query: Query) {
  const { work, questions } = await examOf(db, actor, query);
  const ths = questions.filter((q) => q.type !== QuestionType.Subjective).map((q) => q.th);
  // Counts in whole letters and tenths of points: the same in any row order.
  const m = await answerSheetsRepository.matrix(db, actor.schoolId, work.guid, await classesOf(db, actor, query), ths, { ordered: false });
  return { work, table: objectiveOptionsOfCounts(questions, objectiveCountsOfMatrix(ths, m), m.students) };
}

/** The letter of an option cell's prop (A_count, A_rate), as the screen reads it to mark the right options. */
const OPTION_PROP = /^([A-H])_/;
const suffixOf = (query: Query) => (query.classCode ? `-${query.classCode}` : '');

/** 小题分 and 客观题选项 of the exam analysis (spec 03 §2.3, §7.1). */
export const examAnalysisService = {
  /** One page of 小题分 (the screen's); the ranking is over every student of the exam (or class). */
  async subsectionScore(db: Db, actor: Actor, query: Query & { pageIndex: number; pageSize: number }): Promise<TSubsectionScore> {
    const { total, table } = await subsectionTable(db, actor, query, { index: query.pageIndex, size: query.pageSize });
    return { ...table, total, pageIndex: query.pageIndex, pageSize: query.pageSize };
  },
  async objectiveQuestions(db: Db, actor: Actor, query: Query): Promise<TObjectiveQuestions> {
    return (await objectiveTable(db, actor, query)).table;
  },

  /** How many rows an export has (ExportSubsectionScore / ExportObjectiveQuestions decide: at once, or as a task). */
  async exportPlan(db: Db, actor: Actor, query: Query, kind: 'subsection' | 'objective') {
    const { work, questions } = await examOf(db, actor, query);
    const rows = kind === 'subsection'
      ? await examAnalysisRepository.submissionCount(db, actor.schoolId, work.guid, query.classCode)
      : questions.length;
    return { rows, name: `${kind === 'subsection' ? '小题分' : '客观题选项'}-${work.name}${suffixOf(query)}`, km: work.km, workGuid: work.guid };
  },

  /** 小题分 as a workbook equal to the screen's table. */
  async subsectionWorkbook(db: Db, actor: Actor, query: Query): Promise<{ body: Buffer; fileName: string }> {
    const { work, table } = await subsectionTable(db, actor, query);
    const title = `小题分-${work.name}${suffixOf(query)}`;
    return { body: await writeNestedTableWorkbook({ sheetName: '小题分', title, headers: table.Header, items: table.Items, fixed: table.fixedColumns }), fileName: `${title}.xlsx` };
  },

  /** 客观题选项 as a workbook equal to the screen's table, the right options marked as on screen. */
  async objectiveWorkbook(db: Db, actor: Actor, query: Query): Promise<{ body: Buffer; fileName: string }> {
    const { work, table } = await objectiveTable(db, actor, query);
    const title = `客观题选项-${work.name}${suffixOf(query)}`;
    const marked = (prop: string, row: Record<string, string | number | null>) => {
      const letter = OPTION_PROP.exec(prop)?.[1];
      return letter !== undefined && (table.rightOptions[String(row.th)]?.includes(letter) ?? false);
    };
    return { body: await writeNestedTableWorkbook({ sheetName: '客观题选项', title, headers: table.Header, items: table.Items, fixed: 1, marked }), fileName: `${title}.xlsx` };
  },
};
