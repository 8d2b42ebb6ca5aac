import {
  analysisPdfDocument,
  AnalysisPdfTexts,
  ApiStatus,
  knowledgeAnalysis,
  objectiveAnalysis,
  objectiveOptionRows,
  sanitizeName,
  subjectiveAnalysis,
  subsectionScore,
  TaskType,
  type TAnalysisPdfResult,
  type TTaskQueued,
} from '@zuoyeben/shared';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { enqueuePdf, openGeneratedFile, type PdfPlatform } from '../tasks/index.js';
import { tasksRepository } from '../tasks/tasks.repository.js';
import type { WorkRef } from '../reports/reports.service.js';
import { itemStatisticsOf, loadAnalysis } from './work-answer.service.js';

/** The 答卷分析 PDF (spec 03 §4): a pdf.render task on the shared browser, polled until done, then downloaded. */
export const analysisPdfService = {
  /** Reads the analysis now (the PDF shows the figures of the moment it was asked for) and queues its rendering. */
  async run(p: PdfPlatform, actor: Actor, ref: WorkRef): Promise<TTaskQueued> {
    const a = await loadAnalysis(p.db, actor, ref);
    const table = subsectionScore(a.questions.map((q) => ({ th: q.th, type: q.type, option: q.optionCount, score: q.score, answer: q.answer })), a.sheets);
    const document = analysisPdfDocument({
      workName: a.work.name,
      classLabel: a.classLabel,
      knowledge: knowledgeAnalysis(a.questions, a.sheets),
      objective: objectiveAnalysis(a.questions, a.sheets),
      options: objectiveOptionRows(a.questions, a.sheets),
      subjective: subjectiveAnalysis(a.questions, a.sheets),
      table: { Header: table.Header, Items: table.Items, total: table.Items.length },
      statistics: itemStatisticsOf(a.questions, a.sheets),
    });
    const name = sanitizeName(`答卷分析-${a.work.name}-${a.classLabel}`);
    return enqueuePdf(p, actor, {
      name,
      km: a.work.km,
      workGuid: a.work.guid,
      type: TaskType.AnswerSheetExport,
      data: { document, fileName: `${name}.pdf` },
    });
  },

  /** The finished file's key and name; body status 410 while pending or running (the client asks again in a second). */
  async query(p: PdfPlatform, actor: Actor, key: string): Promise<TAnalysisPdfResult> {
    const task = await tasksRepository.ofUser(p.db, actor.schoolId, actor.userId, key);
    if (!task) throw notFound(AnalysisPdfTexts.gone);
    if (task.state === 'failed') throw badRequest(task.errorMessage || AnalysisPdfTexts.failed);
    if (task.state !== 'completed' || !task.fileId) throw new AppError(AnalysisPdfTexts.pending, ApiStatus.Pending, 200);
    return { PdfAliyunKey: task.fileId, WorkName: `${task.name}.pdf` };
  },

  async open(p: PdfPlatform, actor: Actor, fileKey: string) {
    return openGeneratedFile(p, actor, fileKey);
  },
};
