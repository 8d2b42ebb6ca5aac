import { randomUUID } from 'node:crypto';
import {
  gradeInfo,
  PaperMessages,
  PreparingLimits,
  PreparingMessages,
  PreparingSourceNames,
  PreparingStatus,
  PreparingStatusNames,
  type PreparingSourceCode,
  type PreparingStatusCode,
  type TPreparingPage,
  type TPreparingWork,
  ZPreparingCreateRequestSchema,
  ZPreparingListRequestSchema,
  ZPreparingUpdateRequestSchema,
} from '@zuoyeben/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { toFileRef } from '../files/files.service.js';
import { filesRepository } from '../files/files.repository.js';
import { assertRuCode } from '../homework/ru-code.js';
import { assertPaperUsable } from '../paper-detail/paper-detail.service.js';
import { schoolPapersRepository } from '../teach-guidance/school-papers.repository.js';
import { preparingWorkRepository as repo, type PreparingRow } from './preparing-work.repository.js';

type CreateInput = z.output<typeof ZPreparingCreateRequestSchema>;
type UpdateInput = z.output<typeof ZPreparingUpdateRequestSchema>;
type ListInput = z.output<typeof ZPreparingListRequestSchema>;

async function toWorks(db: DbOrTx, actor: Actor, rows: readonly PreparingRow[]): Promise<TPreparingWork[]> {
  const [files, classes] = await Promise.all([
    repo.files(db, rows.map((r) => r.guid)),
    repo.classesOf(db, actor.schoolId, [...new Set(rows.flatMap((r) => r.classGuids))]),
  ]);
  return rows.map((r) => ({
    guid: r.guid, name: r.name, paperGuid: r.paperGuid, paperName: r.paperName, paperSource: r.paperSource,
    paperSourceName: PreparingSourceNames[r.paperSource as PreparingSourceCode] ?? '',
    period: r.periodCode as TPreparingWork['period'], km: r.km, gradeCode: r.gradeCode, gradeName: gradeInfo(r.gradeCode)?.name ?? r.gradeCode,
    classes: r.classGuids.flatMap((g) => classes.filter((c) => c.guid === g).map((c) => ({ guid: c.guid, name: c.name }))),
    lessonDate: r.lessonDate, notes: r.notes, status: r.status, statusName: PreparingStatusNames[r.status as PreparingStatusCode] ?? '',
    itemCount: r.itemCount, totalScore: r.totalScore,
    files: files.filter((f) => f.preparingGuid === r.guid).map(toFileRef),
    openCount: r.openCount, lastOpenTime: r.lastOpenedAt ? new Date(r.lastOpenedAt).toISOString() : null,
    createTime: new Date(r.createdAt).toISOString(), updateTime: new Date(r.updatedAt).toISOString(),
  }));
}

async function requireOwn(db: DbOrTx, actor: Actor, guid: string): Promise<PreparingRow> {
  const row = await repo.find(db, actor.schoolId, actor.userId, guid);
  if (!row) throw notFound(PreparingMessages.notFound);
  return row;
}

/** Classes must be the school's and of the preparation's grade. */
async function checkClasses(db: DbOrTx, actor: Actor, guids: readonly string[], gradeCode: string): Promise<string[]> {
  const unique = [...new Set(guids)];
  const found = await repo.classesOf(db, actor.schoolId, unique);
  if (found.length < unique.length) throw notFound(PreparingMessages.classNotFound);
  if (found.some((c) => c.gradeCode !== gradeCode)) throw badRequest(PreparingMessages.classOfOtherGrade);
  return unique;
}

/** 备课 (PreparingWork, spec 02 §7, spec 03 §7.3): a teacher's own preparations; nobody else sees them. */
export const preparingWorkService = {
  async create(db: Db, actor: Actor, body: CreateInput): Promise<TPreparingWork> {
    const paper = await schoolPapersRepository.findVisible(db, actor.schoolId, actor.userId, body.paperGuid);
    if (!paper) throw notFound(PaperMessages.notFound);
    await assertPaperUsable(db, actor, body.paperGuid);
    const classGuids = await checkClasses(db, actor, body.classGuids, body.gradeCode);
    const guid = randomUUID();
    await repo.insert(db, { guid, schoolId: actor.schoolId, userId: actor.userId, paperGuid: paper.guid, paperSource: body.paperSource,
      name: body.name ?? paper.name.slice(0, PreparingLimits.maxNameLength), periodCode: paper.periodCode, km: paper.km, gradeCode: body.gradeCode,
      classGuids, lessonDate: body.lessonDate, notes: body.notes });
    return this.detail(db, actor, guid);
  },

  async update(db: Db, actor: Actor, body: UpdateInput): Promise<TPreparingWork> {
    const row = await requireOwn(db, actor, body.guid);
    const gradeCode = body.gradeCode ?? row.gradeCode;
    // A new grade drops classes of the old one unless classes are sent too.
    const classGuids = body.classGuids ? await checkClasses(db, actor, body.classGuids, gradeCode)
      : gradeCode !== row.gradeCode ? [] : undefined;
    await db.transaction().execute(async (tx) => {
      await repo.update(tx, actor.schoolId, actor.userId, body.guid, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.gradeCode !== undefined ? { gradeCode } : {}),
        ...(classGuids ? { classGuids } : {}),
        ...(body.lessonDate !== undefined ? { lessonDate: body.lessonDate } : {}),
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
      });
      if (body.fileKeys) await repo.keepFiles(tx, body.guid, body.fileKeys);
    });
    return this.detail(db, actor, body.guid);
  },

  /** 保存: the preparation is done (已备课). */
  async save(db: Db, actor: Actor, guid: string): Promise<TPreparingWork> {
    await requireOwn(db, actor, guid);
    await repo.update(db, actor.schoolId, actor.userId, guid, { status: PreparingStatus.Saved });
    return this.detail(db, actor, guid);
  },

  async detail(db: DbOrTx, actor: Actor, guid: string): Promise<TPreparingWork> {
    return (await toWorks(db, actor, [await requireOwn(db, actor, guid)]))[0]!;
  },

  async retrieve(db: Db, actor: Actor, paperGuid: string): Promise<TPreparingWork | null> {
    const row = await repo.latestOfPaper(db, actor.schoolId, actor.userId, paperGuid);
    return row ? (await toWorks(db, actor, [row]))[0]! : null;
  },

  async remove(db: Db, actor: Actor, guid: string): Promise<void> {
    if (!(await repo.remove(db, actor.schoolId, actor.userId, guid))) throw notFound(PreparingMessages.notFound);
  },

  /** Opens the preparation's paper (counted); refused while the paper is handled manually. */
  async openPaper(db: Db, actor: Actor, guid: string): Promise<{ paperGuid: string; period: string; km: string }> {
    const row = await requireOwn(db, actor, guid);
    await assertPaperUsable(db, actor, row.paperGuid);
    await repo.countOpen(db, guid);
    return { paperGuid: row.paperGuid, period: row.periodCode, km: row.km };
  },

  /** Attaches a file this school stored (POST /api/Upload/UploadFile) as material of the preparation. */
  async upload(db: Db, actor: Actor, body: { guid: string; fileKey: string }): Promise<TPreparingWork> {
    const work = await requireOwn(db, actor, body.guid);
    const [file] = await filesRepository.findManyInSchool(db, actor.schoolId, [body.fileKey]);
    if (!file) throw notFound(PreparingMessages.fileNotFound);
    const files = await repo.files(db, [work.guid]);
    if (!files.some((f) => f.key === file.key) && files.length >= PreparingLimits.maxFiles) throw forbidden(PreparingMessages.tooManyFiles);
    await repo.attachFile(db, work.guid, file.key);
    return this.detail(db, actor, work.guid);
  },

  async list(db: Db, actor: Actor, q: ListInput): Promise<TPreparingPage> {
    await assertRuCode(db, actor, q.ruCode);
    const { rows, total } = await repo.page(db, actor.schoolId, actor.userId,
      { km: q.km, paperSource: q.paperSource || undefined, gradeCode: q.gradeCode, from: q.startTime, to: q.endTime },
      { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize });
    return { total, list: await toWorks(db, actor, rows) };
  },
};
