import {
  knowledgeMastery,
  questionMastery,
  ReportKind,
  splitByMastery,
  type KnowledgeMastery,
  type TAnalysisInfo,
  type TAnalysisReport,
  type TKnowledgeAvgScoreRow,
  type TKnowledgeHotRow,
  type TKnowledgeTitle,
  type TKnowledgeWell,
  type TWorkReportRow,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf } from '../classes/class-scope.js';
import { classesRepository } from '../classes/classes.repository.js';
import { assertRuCode } from '../homework/ru-code.js';
import { requireReport, type WorkRef } from '../reports/reports.service.js';
import { chinaMinute } from './school-reports.scope.js';
import { workReportRepository } from './work-report.repository.js';

/** Everything the knowledge calls of one report share: the questions, the chosen classes' answers, the links. */
async function masteryInput(db: Db, actor: Actor, ref: WorkRef) {
  const { work, classes } = await requireReport(db, actor, ref);
  const [questions, { submissions, answers }, links] = await Promise.all([
    workReportRepository.questions(db, actor.schoolId, work.guid),
    workReportRepository.answers(db, actor.schoolId, work.guid, classes.map((c) => c.guid)),
    workReportRepository.knowledgeLinks(db, actor.schoolId, work.guid),
  ]);
  return { work, classes, input: { questions, submissions, answers, classCodes: classes.map((c) => c.classCode) }, links };
}

async function knowledgeOf(db: Db, actor: Actor, ref: WorkRef): Promise<KnowledgeMastery[]> {
  const { input, links } = await masteryInput(db, actor, ref);
  return knowledgeMastery(input, links);
}

/** 报告列表 and 分析报告 (spec 03 §7.1 WorkReport): one homework's or exam's report, for the classes the user may see. */
export const workReportService = {
  async list(
    db: Db,
    actor: Actor,
    q: { ruCode?: string; gradeCode?: string; km?: string; kind: number; pageIndex: number; pageSize: number },
  ): Promise<{ list: TWorkReportRow[]; total: number }> {
    await assertRuCode(db, actor, q.ruCode);
    const isExam = q.kind === ReportKind.Exam ? true : q.kind === ReportKind.Homework ? false : undefined;
    const { total, rows } = await workReportRepository.page(
      db,
      classScopeOf(actor),
      { gradeCode: q.gradeCode, km: q.km, isExam, now: new Date() },
      { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize },
    );
    return {
      total,
      list: rows.map((r) => ({
        workGuid: r.workGuid,
        name: r.name,
        km: r.km,
        gradeCode: r.gradeCode,
        gradeName: r.gradeName,
        isExam: r.examDuration !== null,
        startTime: chinaMinute(r.startTime),
        endTime: chinaMinute(r.endTime),
        classNames: r.classNames,
        studentCount: Number(r.studentCount),
        submitCount: Number(r.submitCount),
      })),
    };
  },

  /** Grades with a class the user may see. */
  async grades(db: Db, actor: Actor, ruCode?: string) {
    await assertRuCode(db, actor, ruCode);
    const [grades, classes] = await Promise.all([
      classesRepository.gradesOfSchool(db, actor.schoolId),
      classesRepository.list(db, classScopeOf(actor)),
    ]);
    const seen = new Set(classes.map((c) => c.gradeCode));
    return grades.filter((g) => seen.has(g.gradeCode)).map((g) => ({ gradeCode: g.gradeCode, gradeName: g.gradeName }));
  },

  async info(db: Db, actor: Actor, ref: WorkRef): Promise<TAnalysisInfo> {
    const { work, classes } = await requireReport(db, actor, { ...ref, classCode: '' });
    const heading = await workReportRepository.workHeading(db, actor.schoolId, work.guid);
    return {
      workGuid: work.guid,
      name: work.name,
      km: work.km,
      gradeName: heading.gradeName,
      isExam: heading.examDuration !== null,
      creatorName: heading.creatorName,
      startTime: chinaMinute(heading.startTime),
      endTime: chinaMinute(heading.endTime),
      fullScore: Number(work.fullScore),
      questionCount: Number(heading.questionCount),
      classes: classes.map((c) => ({ classCode: c.classCode, className: c.className })),
    };
  },

  async questions(db: Db, actor: Actor, ref: WorkRef): Promise<TAnalysisReport> {
    const { input } = await masteryInput(db, actor, ref);
    return { questions: questionMastery(input) };
  },

  async knowledgeTitle(db: Db, actor: Actor, ref: WorkRef): Promise<TKnowledgeTitle> {
    return (await knowledgeOf(db, actor, { ...ref, classCode: '' })).map(({ knowledgeGuid, knowledgeName, ths, fullScore }) => ({ knowledgeGuid, knowledgeName, ths, fullScore }));
  },

  async knowledgeAvgScore(db: Db, actor: Actor, ref: WorkRef): Promise<TKnowledgeAvgScoreRow[]> {
    return knowledgeOf(db, actor, ref);
  },

  async knowledgeWell(db: Db, actor: Actor, ref: WorkRef): Promise<TKnowledgeWell> {
    const rows = (await knowledgeOf(db, actor, ref)).map((k) => ({ knowledgeGuid: k.knowledgeGuid, knowledgeName: k.knowledgeName, rate: k.all.rate }));
    return splitByMastery(rows);
  },

  /** Knowledge points on which points were lost, lowest rate first, then most students losing. */
  async knowledgeHot(db: Db, actor: Actor, ref: WorkRef, top: number): Promise<TKnowledgeHotRow[]> {
    return (await knowledgeOf(db, actor, ref))
      .filter((k) => k.all.lostCount > 0 && k.all.rate !== null)
      .sort((a, b) => a.all.rate! - b.all.rate! || b.all.lostCount - a.all.lostCount)
      .slice(0, top)
      .map((k) => ({
        knowledgeGuid: k.knowledgeGuid,
        knowledgeName: k.knowledgeName,
        ths: k.ths,
        rate: k.all.rate,
        lostCount: k.all.lostCount,
        submitCount: k.all.submitCount,
      }));
  },

};
