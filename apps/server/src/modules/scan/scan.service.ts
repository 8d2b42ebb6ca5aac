import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  parseChoiceAnswer,
  QuestionType,
  ScanMessages,
  ScanReadingMessages,
  TaskType,
  WorkType,
  type TScanAlignRequest,
  type TScanBatch,
  type TScanBatchDetail,
  type TScanPage,
  type TScanPageStatus,
  type TScanResolveRequest,
  type TScanUploadResult,
  type TScanWork,
  type TScanWorkSummary,
} from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import type { ScanSource } from '../../db/schema-scan.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { guardMember } from '../../lib/member-guard.js';
import type { Actor } from '../../plugins/session.js';
import { submissionWorkRepository, type QuestionRow } from '../submissions/submission-work.repository.js';
import { requireTeacherWork } from '../submissions/work-access.js';
import { defineTaskJob, enqueueTask, type TaskPlatform, type TaskRow } from '../tasks/index.js';
import { cardOptionsOfWork, scanSettingsOf, workCardRepository } from '../card-settings/index.js';
import { expectedCardOf, pdfPages, readPage, readStored, renderPdfPage, toStoredImage, withPdfFile, workCardLayout, type ReadContext } from './scan.reading.js';
import { readScanPage } from '../scan-reading/read-page.js';
import { scanRepository } from './scan.repository.js';
import { readingOf, reassign, reassignNow } from './scan.assignment.js';

export const SCAN_JOB = 'scan.read';
export interface ScanJobData {
  batchGuid: string;
}
/** One uploaded file, already checked (kind by its bytes, size by its kind). */
export interface ScanUpload {
  fileName: string;
  kind: 'pdf' | 'image';
  ext: 'pdf' | 'jpg' | 'png';
  body: Buffer;
}

/** The machine-read homework of a batch or page, when the actor may work on it (another school's: 404). */
export async function requireScanWork(db: DbOrTx, actor: Actor, workGuid: string) {
  const work = await requireTeacherWork(db, actor, workGuid);
  if (work.workType !== WorkType.MachineRead) throw badRequest(ScanMessages.notMachineRead);
  const identity = await scanRepository.workIdentity(db, actor.schoolId, workGuid);
  if (!identity) throw notFound(ScanMessages.batchNotFound);
  return { work, identity };
}

async function requirePage(db: DbOrTx, actor: Actor, pageGuid: string) {
  const page = await scanRepository.page(db, actor.schoolId, pageGuid);
  if (!page) throw notFound(ScanMessages.pageNotFound);
  await requireScanWork(db, actor, page.workGuid);
  return page;
}


async function contextOf(p: TaskPlatform, schoolId: number, workGuid: string): Promise<ReadContext> {
  const identity = await scanRepository.workIdentity(p.db, schoolId, workGuid);
  if (!identity) throw notFound('作业不存在或已删除');
  const [questions, cardOptions, settings] = await Promise.all([
    submissionWorkRepository.questionsOf(p.db, schoolId, workGuid),
    workCardRepository.byGuid(p.db, schoolId, workGuid).then((row) => cardOptionsOfWork(p.db, schoolId, row)),
    scanSettingsOf(p.db, schoolId),
  ]);
  const layout = await workCardLayout(p.db, schoolId, identity, questions, cardOptions);
  return { db: p.db, storage: p.storage, schoolId, layout, expected: expectedCardOf(identity), band: settings.band };
}

const imageKeyOf = (schoolId: number, batchGuid: string, pageGuid: string, ext: string) => `scan/${schoolId}/${batchGuid}/${pageGuid}.${ext}`;

/** Reads a batch page by page; a page already read (a retried job) is not read again. */
async function runBatch(p: TaskPlatform, data: ScanJobData, task: TaskRow) {
  const batch = await scanRepository.batch(p.db, task.schoolId, data.batchGuid);
  if (!batch) throw notFound(ScanMessages.batchNotFound);
  await scanRepository.setBatch(p.db, task.schoolId, batch.guid, { status: 'reading' });
  try {
    const ctx = await contextOf(p, task.schoolId, batch.workGuid);
    const existing = new Map((await scanRepository.pagesOfBatch(p.db, task.schoolId, batch.guid)).map((x) => [x.pageIndex, x]));
    const dirty = new Set<string>();
    let index = 0;
    const onePage = async (image: () => Promise<{ bytes: Buffer; ext: string } | null>, failure: string | null) => {
      index += 1;
      const known = existing.get(index);
      if (known && known.status !== 'pending') return;
      const guid = known?.guid ?? randomUUID();
      const got = failure ? null : await image();
      const imageKey = got ? imageKeyOf(task.schoolId, batch.guid, guid, got.ext) : null;
      if (got && imageKey) await p.storage.put(imageKey, got.bytes);
      await scanRepository.insertPage(p.db, { guid, schoolId: task.schoolId, batchGuid: batch.guid, workGuid: batch.workGuid, pageIndex: index, imageKey });
      if (!got) {
        await scanRepository.updatePage(p.db, task.schoolId, guid, { status: 'failed', message: failure ?? ScanReadingMessages.pageUnreadable(index), reading: { status: 'failed', flags: ['unreadableImage'] } });
        return;
      }
      await readPage(ctx, { guid, batchGuid: batch.guid, pageIndex: index }, got.bytes);
      dirty.add(guid);
    };
    for (const source of batch.sources as ScanSource[]) {
      const bytes = await readStored(p.storage, source.key);
      if (source.kind === 'image') {
        await onePage(async () => (bytes ? { bytes, ext: source.key.endsWith('.png') ? 'png' : 'jpg' } : null), bytes ? null : ScanReadingMessages.pageUnreadable(index + 1));
        continue;
      }
      if (!bytes) {
        await onePage(async () => null, ScanReadingMessages.notPdf);
        continue;
      }
      await withPdfFile(bytes, async (file, dir) => {
        const total = await pdfPages(file);
        if (total === null) return onePage(async () => null, ScanReadingMessages.notPdf);
        for (let i = 1; i <= total; i++) {
          await onePage(async () => {
            const png = await renderPdfPage(file, i, dir);
            return png ? { bytes: await toStoredImage(png), ext: 'jpg' } : null;
          }, null);
        }
      });
    }
    await reassignNow(p.db, task.schoolId, batch.workGuid, batch.uploaderUserId, dirty);
    await scanRepository.setBatch(p.db, task.schoolId, batch.guid, { status: 'done' });
  } catch (error) {
    await scanRepository.setBatch(p.db, task.schoolId, batch.guid, { status: 'failed', message: error instanceof AppError ? error.message : '读取失败，请稍后重试' });
    throw error;
  }
}

export function defineScanJob(p: TaskPlatform): void {
  defineTaskJob<ScanJobData>(p, { name: SCAN_JOB, concurrency: 1, expireInSeconds: 3600, run: (data, task) => runBatch(p, data, task) });
}

type BatchRow = Awaited<ReturnType<typeof scanRepository.batches>>[number];
const toBatch = (b: BatchRow): TScanBatch => ({
  batchGuid: b.guid,
  workGuid: b.workGuid,
  workName: b.workName,
  km: b.km,
  fileName: b.fileName,
  uploaderName: b.uploaderName,
  status: b.status as TScanBatch['status'],
  message: b.message,
  createdAt: new Date(b.createdAt).toISOString(),
  pages: b.pages,
  read: b.read,
  review: b.review,
  failed: b.failed,
  refused: b.refused,
  pending: b.pending,
  taskKey: b.taskId,
});

/** Which homework of the list the actor may see (administrators, creators, teachers of its classes). */
async function visibleWorks(db: DbOrTx, actor: Actor, workGuids: readonly string[]) {
  const out = new Set<string>();
  for (const guid of new Set(workGuids)) {
    try {
      await requireTeacherWork(db, actor, guid);
      out.add(guid);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return out;
}

/** Four clicks inside the image, spread over it like a card's corner marks (each pair at least a tenth of the image apart). */
function checkCorners(corners: readonly { x: number; y: number }[], width: number, height: number) {
  if (corners.some((c) => c.x > width || c.y > height)) throw badRequest(ScanMessages.cornersOutside);
  const minGap = Math.min(width, height) / 10;
  for (let i = 0; i < corners.length; i++) {
    for (let j = i + 1; j < corners.length; j++) {
      if (Math.hypot(corners[i]!.x - corners[j]!.x, corners[i]!.y - corners[j]!.y) < minGap) throw badRequest(ScanMessages.cornersTooClose);
    }
  }
}

/** Scanned answer cards of machine-read homework (issue 13). */
export const scanService = {
  async upload(p: TaskPlatform, actor: Actor, workGuid: string, files: readonly ScanUpload[]): Promise<TScanUploadResult> {
    guardMember(actor, { service: true });
    const { work } = await requireScanWork(p.db, actor, workGuid);
    if (files.length === 0) throw badRequest(ScanMessages.noFiles);
    const batchGuid = randomUUID();
    const sources: ScanSource[] = [];
    for (const [i, f] of files.entries()) {
      const key = `scan/${actor.schoolId}/${batchGuid}/source-${i + 1}.${f.ext}`;
      await p.storage.put(key, f.body);
      sources.push({ key, kind: f.kind, name: f.fileName });
    }
    const fileName = files.length === 1 ? files[0]!.fileName : `${files[0]!.fileName} 等${files.length}个文件`;
    await scanRepository.insertBatch(p.db, { guid: batchGuid, schoolId: actor.schoolId, workGuid, uploaderUserId: actor.userId, fileName, sources });
    const task = await enqueueTask(p, actor, { job: SCAN_JOB, type: TaskType.Refresh, name: `读取答题卡：${work.name}`, km: work.km, workGuid, data: { batchGuid } satisfies ScanJobData });
    await scanRepository.setBatch(p.db, actor.schoolId, batchGuid, { taskId: task.key });
    return { ...task, batchGuid };
  },

  async works(db: DbOrTx, actor: Actor): Promise<TScanWork[]> {
    const rows = await scanRepository.machineReadWorks(db, actor.schoolId);
    const visible = await visibleWorks(db, actor, rows.map((r) => r.guid));
    return rows.filter((r) => visible.has(r.guid)).map((r) => ({ workGuid: r.guid, name: r.name, km: r.km, createdAt: new Date(r.createdAt).toISOString() }));
  },

  async batches(db: DbOrTx, actor: Actor, workGuid?: string): Promise<TScanBatch[]> {
    if (workGuid) await requireScanWork(db, actor, workGuid);
    const rows = await scanRepository.batches(db, actor.schoolId, { workGuid });
    const visible = await visibleWorks(db, actor, rows.map((r) => r.workGuid));
    return rows.filter((r) => visible.has(r.workGuid)).map(toBatch);
  },

  async detail(db: DbOrTx, actor: Actor, batchGuid: string): Promise<TScanBatchDetail> {
    const batch = await scanRepository.batch(db, actor.schoolId, batchGuid);
    if (!batch) throw notFound(ScanMessages.batchNotFound);
    await requireScanWork(db, actor, batch.workGuid);
    const [row] = await scanRepository.batches(db, actor.schoolId, { batchGuid });
    if (!row) throw notFound(ScanMessages.batchNotFound);
    const [pages, students] = await Promise.all([scanRepository.pagesOfBatch(db, actor.schoolId, batchGuid), scanRepository.studentsOfWork(db, actor.schoolId, batch.workGuid)]);
    const byGuid = new Map(students.map((s) => [s.guid, s]));
    return {
      batch: toBatch(row),
      pages: pages.map((pg): TScanPage => {
        const r = readingOf(pg);
        const stuGuid = pg.writtenStudentGuid ?? pg.decidedStudentGuid ?? pg.matchedStudentGuid;
        const s = stuGuid ? byGuid.get(stuGuid) : undefined;
        return {
          pageGuid: pg.guid,
          index: pg.pageIndex,
          status: pg.status as TScanPageStatus,
          cardPage: pg.cardPage,
          flags: pg.flags,
          message: pg.message,
          studentNo: pg.studentNo,
          stuGuid: s?.guid ?? null,
          stuName: s?.name ?? null,
          buddies: s?.buddies ?? null,
          studentDecided: !!pg.decidedStudentGuid,
          cornersDecided: !!pg.decidedCorners,
          hasStudentCrop: '0' in pg.cropKeys,
          answers: (r.answers ?? []).map((a) => ({
            th: a.no,
            options: a.options,
            read: a.selected.join(''),
            flags: a.flags,
            darkness: a.darkness,
            decided: pg.decidedAnswers[String(a.no)] ?? null,
            hasCrop: String(a.no) in pg.cropKeys,
          })),
        };
      }),
      students: students.map((s) => ({ stuGuid: s.guid, stuName: s.name, buddies: s.buddies, className: s.className })),
    };
  },

  /** The page as scanned (JPEG or PNG), or a small thumbnail of it. */
  /** The page as scanned (JPEG or PNG), streamed from the storage, or a small thumbnail of it. */
  async pageImage(p: TaskPlatform, actor: Actor, pageGuid: string, thumb: boolean): Promise<{ body: Buffer | Readable; size: number; mime: string }> {
    const page = await requirePage(p.db, actor, pageGuid);
    if (thumb) {
      const bytes = page.imageKey ? await readStored(p.storage, page.imageKey) : null;
      if (!bytes) throw notFound('该页没有可显示的图像');
      try {
        const body = await sharp(bytes).rotate().resize({ width: 240 }).jpeg({ quality: 70 }).toBuffer();
        return { body, size: body.length, mime: 'image/jpeg' };
      } catch {
        throw notFound('该页没有可显示的图像');
      }
    }
    const opened = page.imageKey ? await p.storage.open(page.imageKey) : null;
    if (!opened) throw notFound('该页没有可显示的图像');
    return { body: opened.stream, size: opened.size, mime: page.imageKey!.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  },

  /** The cut-out of a flagged row (or, th 0, of the student number), upright, streamed from the storage. */
  async crop(p: TaskPlatform, actor: Actor, pageGuid: string, th: number): Promise<{ stream: Readable; size: number }> {
    const page = await requirePage(p.db, actor, pageGuid);
    const key = page.cropKeys[String(th)];
    const opened = key ? await p.storage.open(key) : null;
    if (!opened) throw notFound('没有该题的图像');
    return opened;
  },

  /** Reads the page again from its stored image; the teacher's decisions stay. */
  async reread(p: TaskPlatform, actor: Actor, pageGuid: string): Promise<void> {
    guardMember(actor, { service: true });
    const page = await requirePage(p.db, actor, pageGuid);
    const bytes = page.imageKey ? await readStored(p.storage, page.imageKey) : null;
    if (!bytes) throw badRequest(ScanMessages.noImage);
    await readPage(await contextOf(p, actor.schoolId, page.workGuid), page, bytes);
    await reassignNow(p.db, actor.schoolId, page.workGuid, actor.userId, new Set([page.guid]));
  },

  /**
   * 手动对齐: the page is read again with the four corner-mark centres the teacher clicked (image px). They are kept as
   * the teacher's decision only when the page then aligns; otherwise nothing changes and the teacher is asked again.
   */
  async align(p: TaskPlatform, actor: Actor, body: TScanAlignRequest): Promise<void> {
    guardMember(actor, { service: true });
    const page = await requirePage(p.db, actor, body.pageGuid);
    if (page.status === 'refused' || page.status === 'pending') throw badRequest(ScanMessages.refusedPage);
    const bytes = page.imageKey ? await readStored(p.storage, page.imageKey) : null;
    if (!bytes) throw badRequest(ScanMessages.noImage);
    const size = await sharp(bytes).metadata().catch(() => null);
    if (!size?.width || !size.height) throw badRequest(ScanMessages.noImage);
    checkCorners(body.corners, size.width, size.height);
    const ctx = await contextOf(p, actor.schoolId, page.workGuid);
    const trial = await readScanPage(bytes, ctx.layout, { expected: ctx.expected, band: ctx.band, crops: false, corners: body.corners });
    if (trial.status === 'failed') throw badRequest(ScanMessages.alignFailed);
    await scanRepository.updatePage(p.db, actor.schoolId, page.guid, { decidedCorners: body.corners.map(({ x, y }) => ({ x, y })) });
    await readPage(ctx, { ...page, decidedCorners: body.corners }, bytes);
    await reassignNow(p.db, actor.schoolId, page.workGuid, actor.userId, new Set([page.guid]));
  },

  /** Deletes a page; the answers it wrote are taken back from the student. */
  async deletePage(p: TaskPlatform, actor: Actor, pageGuid: string): Promise<void> {
    guardMember(actor, { service: true });
    const page = await requirePage(p.db, actor, pageGuid);
    await p.db.transaction().execute(async (tx) => {
      await scanRepository.updatePage(tx, actor.schoolId, page.guid, { status: 'refused', reading: { status: 'refused', flags: [] }, message: '' });
      await reassign(tx, actor.schoolId, page.workGuid, actor.userId, new Set());
      await scanRepository.deletePage(tx, actor.schoolId, page.guid);
      await reassign(tx, actor.schoolId, page.workGuid, actor.userId, new Set());
    });
    for (const key of [page.imageKey, ...Object.values(page.cropKeys)]) if (key) await p.storage.remove(key).catch(() => undefined);
  },

  /** The page counts for another student of the homework (the teacher's decision). */
  async movePage(p: TaskPlatform, actor: Actor, pageGuid: string, stuGuid: string): Promise<void> {
    await scanService.resolve(p, actor, { pageGuid, stuGuid });
  },

  /** The teacher's decisions on a page: its student and/or answers (letters by number; '' for blank). */
  async resolve(p: TaskPlatform, actor: Actor, body: TScanResolveRequest): Promise<void> {
    guardMember(actor, { service: true });
    const page = await requirePage(p.db, actor, body.pageGuid);
    if (page.status === 'refused' || page.status === 'failed' || page.status === 'pending') throw badRequest(ScanMessages.refusedPage);
    const patch: { decidedStudentGuid?: string; decidedAnswers?: Record<string, string> } = {};
    if (body.stuGuid) {
      const students = await scanRepository.studentsOfWork(p.db, actor.schoolId, page.workGuid);
      if (!students.some((s) => s.guid === body.stuGuid)) throw notFound(ScanMessages.studentNotInWork);
      patch.decidedStudentGuid = body.stuGuid;
    }
    if (body.answers) {
      const questions = new Map((await submissionWorkRepository.questionsOf(p.db, actor.schoolId, page.workGuid)).map((q): [number, QuestionRow] => [q.th, q]));
      const onPage = new Set((readingOf(page).answers ?? []).map((a) => a.no));
      const decided = { ...page.decidedAnswers };
      for (const [key, raw] of Object.entries(body.answers)) {
        const th = Number(key);
        const q = questions.get(th);
        if (!q || q.type === QuestionType.Subjective || !onPage.has(th)) throw badRequest(ScanMessages.badAnswer(th));
        const parsed = parseChoiceAnswer(q, raw);
        if ('error' in parsed) throw badRequest(`第${th}题：${parsed.error}`);
        decided[key] = parsed.letters;
      }
      patch.decidedAnswers = decided;
    }
    await p.db.transaction().execute(async (tx) => {
      await scanRepository.updatePage(tx, actor.schoolId, page.guid, patch);
      await reassign(tx, actor.schoolId, page.workGuid, actor.userId, new Set([page.guid]));
    });
  },

  /** Per class: students with a scanned first page and those without; students two pages claim; pages without a student. */
  async workSummary(db: DbOrTx, actor: Actor, workGuid: string): Promise<TScanWorkSummary> {
    const { identity } = await requireScanWork(db, actor, workGuid);
    const [pages, students] = await Promise.all([scanRepository.pagesOfWork(db, actor.schoolId, workGuid), scanRepository.studentsOfWork(db, actor.schoolId, workGuid)]);
    const firstPages = pages.filter((pg) => pg.cardPage === 1 && pg.status !== 'refused' && pg.status !== 'failed');
    const claims = new Map<string, number>();
    let unmatched = 0;
    for (const pg of firstPages) {
      const s = pg.writtenStudentGuid ?? pg.decidedStudentGuid ?? pg.matchedStudentGuid;
      if (!s) unmatched += 1;
      else claims.set(s, (claims.get(s) ?? 0) + 1);
    }
    const classes = new Map<string, TScanWorkSummary['classes'][number]>();
    for (const s of students) {
      const c = classes.get(s.classGuid) ?? { className: s.className, students: 0, scanned: 0, missing: [] };
      c.students += 1;
      if (claims.has(s.guid)) c.scanned += 1;
      else c.missing.push({ stuName: s.name, buddies: s.buddies });
      classes.set(s.classGuid, c);
    }
    const byGuid = new Map(students.map((s) => [s.guid, s]));
    const duplicates = [...claims].filter(([, n]) => n > 1).map(([g, n]) => ({ stuName: byGuid.get(g)?.name ?? '', buddies: byGuid.get(g)?.buddies ?? '', pages: n }));
    return { workGuid, workName: identity.name, classes: [...classes.values()], duplicates, unmatched };
  },
};
