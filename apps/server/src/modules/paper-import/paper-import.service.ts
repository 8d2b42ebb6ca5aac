import { randomBytes, randomUUID } from 'node:crypto';
import {
  BankSource,
  filePathOf,
  importTypeName,
  itemDraftProblems,
  PaperImportText as T,
  type TImportedQuestion,
  type TImportProblem,
  type TPaperImportDraft,
  type TPaperImportSaveResult,
  type TSubjectScope,
  type ZPaperImportSaveRequestSchema,
} from '@zuoyeben/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import {
  ArchiveRefusal, EQUATION_PICTURE_CLASS, IMAGE_SRC_PREFIX, MATH_FAILED_CLASS, readWordPaper, sanitizeRichTextsOffThread, type DocxPaperImage,
} from '../../lib/archive/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/upload.js';
import type { Actor } from '../../plugins/session.js';
import type { FileStorage } from '../../lib/storage/index.js';
import { removeStored, storeThenRecord } from '../files/file-bodies.js';
import { filesRepository } from '../files/files.repository.js';
import { formulaRenders } from '../question-bank/item-editor.service.js';
import { sharedBankCounts } from '../question-bank/shared-bank-counts.js';
import { paperImportRepository as repo, type DraftRow } from './paper-import.repository.js';

type SaveBody = z.output<typeof ZPaperImportSaveRequestSchema>;

/** Picture formats browsers show, by their first bytes; Word's WMF/EMF (and anything else) are not stored. */
function pictureMime(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  return null;
}

const IMAGE_REF = new RegExp(`${IMAGE_SRC_PREFIX}(\\d+)`, 'g');
const htmlOf = (q: TImportedQuestion) => [q.stem, ...q.options.map((o) => o.text), ...q.answer, q.explanation].join('\n');

/** The calendar year in China, the year an item and a paper are filed under. */
const chinaYear = (now = new Date()) => new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();

function toDraft(row: Awaited<ReturnType<typeof repo.findDraft>> & object): TPaperImportDraft {
  return {
    draftGuid: row.guid,
    fileName: row.fileName,
    name: row.name,
    period: row.periodCode,
    km: row.km,
    status: row.status,
    paperGuid: row.paperGuid,
    questions: row.questions,
    problems: row.problems,
    skipped: row.skipped,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The pictures the parsed paper refers to, stored as files of the school (purpose item-image), and the HTML pointed
 * at them. A picture in a format browsers cannot show becomes a note in the text, and its question a warning.
 */
function placePictures(images: DocxPaperImage[], schoolId: number) {
  const files: { key: string; mime: string; bytes: Buffer; index: number }[] = [];
  const unsupported = new Map<number, string>();
  const keyOf = new Map<number, string>();
  for (const [index, image] of images.entries()) {
    const mime = pictureMime(image.bytes);
    if (!mime) {
      unsupported.set(index, image.contentType.replace(/^image\//, '').toUpperCase() || '未知');
      continue;
    }
    const key = randomBytes(16).toString('hex');
    keyOf.set(index, key);
    files.push({ key, mime, bytes: Buffer.from(image.bytes), index });
  }
  const rewrite = (html: string) => html
    .replace(new RegExp(`<img\\b[^>]*src="${IMAGE_SRC_PREFIX}(\\d+)"[^>]*>`, 'g'), (tag, i: string) => {
      const format = unsupported.get(Number(i));
      return format === undefined ? tag : `<span class="${MATH_FAILED_CLASS}">[图片：${format} 格式无法显示]</span>`;
    })
    .replace(IMAGE_REF, (ref, i: string) => (keyOf.has(Number(i)) ? filePathOf(keyOf.get(Number(i))!) : ref));
  const used = (html: string) => [...html.matchAll(IMAGE_REF)].map((m) => Number(m[1]));
  return { files, unsupported, rewrite, used, schoolId };
}

function warningsOf(q: TImportedQuestion, unsupportedIn: (html: string) => string[]): string[] {
  const html = htmlOf(q);
  const warnings = [...q.warnings];
  if (html.includes(`class="${EQUATION_PICTURE_CLASS}"`)) warnings.push(T.equationPicture);
  for (const format of unsupportedIn(html)) warnings.push(T.pictureUnsupported(format));
  if (html.includes(`class="${MATH_FAILED_CLASS}"`) && !unsupportedIn(html).length) warnings.push(T.formulaUnconverted);
  return warnings;
}

/** Word paper import (issue 10 item 6): upload and read, review, save as items of 我的题库 and a paper of 我的试卷. */
export const paperImportService = {
  async upload(db: Db, storage: FileStorage, actor: Actor, scope: TSubjectScope, file: UploadedFile): Promise<TPaperImportDraft> {
    if (!/\.docx$/i.test(file.fileName)) throw badRequest(T.notDocx);
    let parsed;
    try {
      parsed = await readWordPaper(file.body);
    } catch (error) {
      if (error instanceof ArchiveRefusal) throw badRequest(error.reason === 'corrupt' ? T.notDocx : error.message);
      throw error;
    }
    const { paper, images } = parsed;
    if (paper.questions.length === 0 && paper.problems.length === 0) throw badRequest(T.noQuestionFound);

    const pictures = placePictures(images, actor.schoolId);
    const unsupportedIn = (html: string) => [...new Set(pictures.used(html).filter((i) => pictures.unsupported.has(i)).map((i) => pictures.unsupported.get(i)!))];
    const questions = paper.questions.map((q) => {
      const warnings = warningsOf(q, unsupportedIn);
      return {
        ...q,
        warnings,
        stem: pictures.rewrite(q.stem),
        options: q.options.map((o) => ({ ...o, text: pictures.rewrite(o.text) })),
        answer: q.answer.map(pictures.rewrite),
        explanation: pictures.rewrite(q.explanation),
        source: pictures.rewrite(q.source),
      };
    });
    const place = (p: TImportProblem) => ({ ...p, source: pictures.rewrite(p.source) });
    const baseName = file.fileName.replace(/\.docx$/i, '').slice(0, 100);
    const row: DraftRow = {
      guid: randomUUID(),
      schoolId: actor.schoolId,
      userId: actor.userId,
      periodCode: scope.period,
      km: scope.km,
      fileName: file.fileName.slice(0, 200),
      name: paper.title || baseName || '导入的试卷',
      questions,
      problems: paper.problems.map(place),
      skipped: paper.skipped.map(place),
      imageKeys: pictures.files.map((f) => f.key),
    };
    // The pictures go to the file storage first; a draft that fails to save takes them out again.
    await storeThenRecord(storage, pictures.files, (stored) => db.transaction().execute(async (tx) => {
      for (const f of pictures.files) {
        await filesRepository.insert(tx, {
          key: f.key, schoolId: actor.schoolId, purpose: 'item-image', mime: f.mime, size: f.bytes.length,
          originalName: `${baseName}-图${f.index + 1}.${f.mime.split('/')[1]}`, pageCount: null, uploaderUserId: actor.userId,
          storageKey: stored.get(f.key)!,
        });
      }
      await repo.insertDraft(tx, row);
    }));
    const saved = await repo.findDraft(db, actor.schoolId, actor.userId, row.guid);
    return toDraft(saved!);
  },

  async detail(db: Db, actor: Actor, draftGuid: string): Promise<TPaperImportDraft> {
    const row = await repo.findDraft(db, actor.schoolId, actor.userId, draftGuid);
    if (!row) throw notFound(T.draftNotFound);
    return toDraft(row);
  },

  /**
   * The reviewed questions as items of 我的题库 (source 300, owned by the teacher) and one paper of 我的试卷 (source 4,
   * entry 上传), grouped by their sections in document order. Every question is checked by the question editor's rule
   * (spec 02 §5) except the knowledge point, which a Word paper does not carry; one refusal refuses the whole save.
   */
  async save(db: Db, actor: Actor, body: SaveBody): Promise<TPaperImportSaveResult> {
    // Every text cleaned on the worker pool before the transaction: a hundred questions take the sanitiser seconds.
    const texts = body.questions.flatMap((q) => [q.stem, ...q.options.map((o) => o.text), ...q.answer, q.explanation]);
    let cleaned: string[];
    try {
      cleaned = await sanitizeRichTextsOffThread(texts);
    } catch (error) {
      if (error instanceof ArchiveRefusal) throw badRequest(error.message);
      throw error;
    }
    let at = 0;
    const next = () => cleaned[at++]!;
    const cleanQuestions = body.questions.map((q) => ({
      ...q, stem: next(), options: q.options.map((o) => ({ label: o.label, text: next() })), answer: q.answer.map(() => next()), explanation: next(),
    }));
    const result = await db.transaction().execute(async (tx) => {
      const draft = await repo.findDraft(tx, actor.schoolId, actor.userId, body.draftGuid, true);
      if (!draft) throw notFound(T.draftNotFound);
      if (draft.status === 'saved') throw conflict(T.alreadySaved);
      const problems: { field: string; message: string }[] = [];
      const questions = cleanQuestions.map((q) => {
        const clean = { ...q, options: q.type <= 2 ? q.options : [] };
        const found = itemDraftProblems({
          type: clean.type, stem: clean.stem, options: clean.options, answer: clean.answer, explanation: clean.explanation,
          difficulty: body.difficulty, period: draft.periodCode, km: draft.km, gradeCode: body.gradeCode,
          primaryKnowledgeGuid: null, otherKnowledgeGuids: [],
        }, { formulaRenders }).filter((p) => p.field !== 'knowledge');
        for (const p of found) {
          const placement = p.field === 'gradeCode' || p.field === 'period' || p.field === 'km' || p.field === 'difficulty';
          problems.push({ field: p.field, message: placement ? p.message : T.questionPrefix(q.no) + p.message });
        }
        return clean;
      });
      if (problems.length) {
        const unique = [...new Map(problems.map((p) => [p.message, p])).values()];
        throw badRequest(unique.map((p) => p.message).join('；'), { problems: unique });
      }

      const year = chinaYear();
      const items = questions.map((q) => ({
        guid: randomUUID(), schoolId: actor.schoolId, ownerUserId: actor.userId, source: BankSource.MyItems, year,
        type: q.type, stem: q.stem, options: q.options, answer: q.answer, subItems: null, explanation: q.explanation,
        difficulty: body.difficulty, periodCode: draft.periodCode, km: draft.km, gradeCode: body.gradeCode, chapterGuid: null,
      }));
      await repo.insertItems(tx, items);

      // Sections in document order; questions before any heading are grouped by their type.
      const groups: string[] = [];
      const groupOf = (q: (typeof questions)[number]) => q.section || importTypeName(q.type);
      for (const q of questions) if (!groups.includes(groupOf(q))) groups.push(groupOf(q));
      const ordered = questions.map((q, i) => ({ q, item: items[i]!, group: groups.indexOf(groupOf(q)) }))
        .sort((a, b) => a.group - b.group);
      const totalScore = Math.round(questions.reduce((sum, q) => sum + q.score, 0) * 10) / 10;
      const paperGuid = randomUUID();
      await repo.insertPaper(tx, {
        guid: paperGuid, name: body.name, periodCode: draft.periodCode, km: draft.km, gradeCode: body.gradeCode,
        source: BankSource.MyPapers, schoolId: actor.schoolId, creatorUserId: actor.userId, year, totalScore, difficulty: null, entry: 'upload',
      }, ordered.map(({ q, item, group }, sort) => ({
        paperGuid, itemGuid: item.guid, itemVersion: 1, groupNo: group + 1,
        groupType: ordered.find((o) => o.group === group)!.q.type, groupName: groups[group]!, sort: sort + 1, score: q.score,
      })));
      await repo.markSaved(tx, draft.guid, paperGuid);
      return { paperGuid, itemGuids: items.map((i) => i.guid), totalScore };
    });
    await sharedBankCounts.clear(db);
    return result;
  },

  /** Drops a draft; one not saved takes its pictures with it (a saved one's pictures belong to its items). */
  async remove(db: Db, storage: FileStorage, actor: Actor, draftGuid: string): Promise<void> {
    const removed = await db.transaction().execute(async (tx) => {
      const draft = await repo.findDraft(tx, actor.schoolId, actor.userId, draftGuid, true);
      if (!draft) throw notFound(T.draftNotFound);
      await repo.deleteDraft(tx, actor.schoolId, draft.guid);
      return draft.status === 'draft' ? repo.deleteImages(tx, actor.schoolId, draft.imageKeys) : [];
    });
    // After the commit: the rows are gone, so the pictures' bytes can go too.
    await removeStored(storage, removed);
  },
};
