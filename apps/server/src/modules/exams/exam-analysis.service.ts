import { objectiveOptionsOfCounts, QuestionType, subsectionScoreOfRows, type TObjectiveQuestions, type TSubsectionScore } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../plugins/session.js';
import { homeworkRepository } from '../homework/homework.repository.js';
import { assertRuCode } from '../homework/ru-code.js';
import { eachScoreOfCells, objectiveCountsOfCells } from './exam-analysis.cells.js';
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

/** 小题分: one row per submitted student (of one class when asked) with every question's score. */
async function subsectionTable(db: Db, actor: Actor, query: Query) {
  const { work, questions } = await examOf(db, actor, query);
  const sheets = await examAnalysisRepository.answerSheets(db, actor.schoolId, work.guid, query.classCode);
  const rows = sheets.map((s) => ({ name: s.name, className: s.className, totalScore: s.totalScore, eachScore: (set: (th: number, score: number | null) => void) => eachScoreOfCells(s.cells, set) }));
  return { work, table: subsectionScoreOfRows(questions, rows) };
}

/** 客观题选项: each objective question's options counted over the submitted students' answer cells (of one class when asked). */
async function objectiveTable(db: Db, actor: Actor, query: Query) {
  const { work, questions } = await examOf(db, actor, query);
  const ths = questions.filter((q) => q.type !== QuestionType.Subjective).map((q) => q.th);
  const cells = await examAnalysisRepository.answerCells(db, actor.schoolId, work.guid, query.classCode);
  let counts = objectiveCountsOfCells(cells, ths);
  if (!counts) {
    const rows = await examAnalysisRepository.objectiveCounts(db, actor.schoolId, work.guid, { classCode: query.classCode, ths });
    counts = new Map(rows.map((c) => [c.th, c]));
  }
  return { work, table: objectiveOptionsOfCounts(questions, counts, cells.length) };
}

/** The letter of an option cell's prop (A_count, A_rate), as the screen reads it to mark the right options. */
const OPTION_PROP = /^([A-H])_/;
const suffixOf = (query: Query) => (query.classCode ? `-${query.classCode}` : '');

/** 小题分 and 客观题选项 of the exam analysis (spec 03 §2.3, §7.1). */
export const examAnalysisService = {
  async subsectionScore(db: Db, actor: Actor, query: Query): Promise<TSubsectionScore> {
    return (await subsectionTable(db, actor, query)).table;
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
