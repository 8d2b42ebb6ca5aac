import { SortDataTexts } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import { XLSX_MIME } from '../../lib/download.js';
import type { Actor } from '../../plugins/session.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';
import type { ExportFile, ExportPlan } from '../tasks/index.js';
import { scanExportRepository } from './scan-export.repository.js';
import { writeSortData } from './scan-export.workbook.js';
import { scanRepository } from './scan.repository.js';
import { requireScanWork } from './scan.service.js';

/** The sorted-data export (整理数据) of a machine-read homework the actor may work on (another school's: 404). */
export const scanExportService = {
  async plan(db: DbOrTx, actor: Actor, workGuid: string): Promise<ExportPlan> {
    const { work } = await requireScanWork(db, actor, workGuid);
    const students = await scanRepository.studentsOfWork(db, actor.schoolId, workGuid);
    return { rows: students.length, name: SortDataTexts.taskName(work.name), km: work.km, workGuid };
  },

  async make(db: DbOrTx, actor: Actor, workGuid: string): Promise<ExportFile> {
    const { work } = await requireScanWork(db, actor, workGuid);
    const [questions, students, pages, batches, { subs, answers }] = await Promise.all([
      submissionWorkRepository.questionsOf(db, actor.schoolId, workGuid),
      scanRepository.studentsOfWork(db, actor.schoolId, workGuid),
      scanRepository.pagesOfWork(db, actor.schoolId, workGuid),
      scanExportRepository.batchSources(db, actor.schoolId, workGuid),
      scanExportRepository.submissionsWithAnswers(db, actor.schoolId, workGuid),
    ]);
    const sources = new Map(batches.map((b) => [b.guid, b.sources]));
    const withFiles = pages.map((p) => ({ ...p, sources: sources.get(p.batchGuid) ?? [] }));
    const body = await writeSortData({ questions, students, pages: withFiles, submissions: subs, answers });
    return { body, fileName: SortDataTexts.fileName(work.name), mime: XLSX_MIME };
  },
};
