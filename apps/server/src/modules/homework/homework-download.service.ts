import { ApiStatus, HomeworkMessages, sanitizeName } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { AppError, workNotFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import type { FileStorage } from '../../lib/storage/index.js';
import { readFileBytes } from '../files/file-bodies.js';
import { filesRepository } from '../files/files.repository.js';
import { toFileRef } from '../files/files.service.js';
import { renderAnswerPdf } from './answer-pdf.js';
import { loadVisibleWork } from './homework-access.js';
import { homeworkRepository } from './homework.repository.js';
import { assertRuCode } from './ru-code.js';

export interface AnswerPdfQuery {
  workInfoGuid?: string;
  paperGuid?: string;
  workInfoName?: string;
  workCode?: string;
  ruCode?: string;
}

/** 412 with 作业号生成中，请稍后重试！: the finish page retries until the work code exists (spec 01 §4). */
const workCodePending = () => new AppError(HomeworkMessages.workCodePending, ApiStatus.PreconditionFailed, 412);

export const homeworkDownloadService = {
  /** The answer key of a work (by guid, or by the bank paper it was made from) as a PDF file. */
  async answerPdf(db: Db, storage: FileStorage, actor: Actor, query: AnswerPdfQuery): Promise<{ body: Buffer; fileName: string }> {
    await assertRuCode(db, actor, query.ruCode);
    let guid = query.workInfoGuid;
    if (!guid) {
      const byPaper = await homeworkRepository.findWorkByPaper(db, actor.schoolId, query.paperGuid!);
      if (!byPaper) throw workNotFound();
      guid = byPaper.guid;
    }
    const work = await loadVisibleWork(db, actor, guid);
    // The client sends the code it got from GetWorkPaperGuid; without one on either side the number is not ready.
    if (!work.workCode || !query.workCode) throw workCodePending();

    const [classes, questions, links] = await Promise.all([
      homeworkRepository.classesOfWork(db, actor.schoolId, work.guid),
      homeworkRepository.questionsOfWork(db, actor.schoolId, work.guid),
      homeworkRepository.filesOfWork(db, actor.schoolId, work.guid),
    ]);
    const answerKeys = links.filter((l) => l.role === 'answer').map((l) => l.fileKey);
    const rows = await filesRepository.findManyInSchool(db, actor.schoolId, answerKeys);
    const answerFiles = await Promise.all(
      answerKeys.flatMap((key) => rows.filter((r) => r.key === key)).map(async (row) => ({
        ref: toFileRef(row),
        bytes: row.mime.startsWith('image/') ? (await readFileBytes(db, storage, row)) ?? undefined : undefined,
      })),
    );
    const title = sanitizeName(query.workInfoName ?? '') || work.name;
    const body = await renderAnswerPdf({
      title,
      workCode: work.workCode,
      km: work.km,
      classNames: classes.map((c) => c.name),
      questions: questions.map((q) => ({ th: q.th, type: q.type, answer: q.answer, score: q.score })),
      answerFiles,
    });
    return { body, fileName: `${title}答案.pdf` };
  },
};
