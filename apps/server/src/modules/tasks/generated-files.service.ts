import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { TaskTexts, zGuid } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage/index.js';
import type { Actor } from '../../plugins/session.js';
import { generatedFilesRepository, type GeneratedFileRow } from './generated-files.repository.js';

/** What the files part of the platform needs: the database for the records, storage for the bytes. */
export interface FilePlatform {
  db: Db;
  storage: FileStorage;
}

export interface NewGeneratedFile {
  schoolId: number;
  /** Only this user may download it; null: any member of the school. */
  ownerUserId: number | null;
  name: string;
  mime: string;
  body: Buffer;
  /** Hours it stays downloadable. */
  expiresInHours: number;
  /** What it was made from, so an unchanged source finds it again (see cachedFile). */
  cacheKey?: string;
}

/** The storage key of a new file: a month folder and a random name; the extension only helps a person reading the folder. */
function storageKeyOf(id: string, name: string, now: Date): string {
  const ext = path.extname(name).toLowerCase().replace(/[^.a-z0-9]/g, '').slice(0, 10);
  return `generated/${now.toISOString().slice(0, 7)}/${id}${ext}`;
}

/** Where a generated file downloads from (spec 03 §7.4 YJReport/LoadFile: fileKey, fileName). */
export function fileUrlOf(file: Pick<GeneratedFileRow, 'id' | 'name'>): string {
  return `/api/YJReport/LoadFile?fileKey=${file.id}&fileName=${encodeURIComponent(file.name)}`;
}

/** Stores the bytes, then the record; a record never points at bytes that are not there. */
export async function saveGeneratedFile(p: FilePlatform, file: NewGeneratedFile): Promise<GeneratedFileRow> {
  const id = randomUUID();
  const now = new Date();
  const storageKey = storageKeyOf(id, file.name, now);
  const size = await p.storage.put(storageKey, file.body);
  try {
    return await generatedFilesRepository.insert(p.db, {
      id,
      schoolId: file.schoolId,
      ownerUserId: file.ownerUserId,
      name: file.name,
      mime: file.mime,
      size,
      storageKey,
      cacheKey: file.cacheKey ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + file.expiresInHours * 3600_000),
    });
  } catch (error) {
    await p.storage.remove(storageKey);
    throw error;
  }
}

/** A kept, unexpired file of the school made from `cacheKey`, if any. */
export async function cachedFile(p: FilePlatform, schoolId: number, cacheKey: string): Promise<GeneratedFileRow | undefined> {
  return generatedFilesRepository.cached(p.db, schoolId, cacheKey, new Date());
}

export interface OpenedFile {
  file: GeneratedFileRow;
  stream: Readable;
  size: number;
}

/** Opens a file for the actor: of their school, theirs (or shared), not expired. Anything else looks like a missing file. */
export async function openGeneratedFile(p: FilePlatform, actor: Actor, id: string): Promise<OpenedFile> {
  // The key comes from a link (WorkAnswer/AnalysisPdfByte takes any text): one that is no GUID names no file, and
  // the uuid column would refuse it with a database error, a 500.
  if (!zGuid().safeParse(id).success) throw notFound(TaskTexts.fileGone);
  const file = await generatedFilesRepository.ofSchool(p.db, actor.schoolId, id);
  const usable = file && (file.ownerUserId === null || file.ownerUserId === actor.userId) && (!file.expiresAt || file.expiresAt > new Date());
  if (!usable) throw notFound(TaskTexts.fileGone);
  const opened = await p.storage.open(file.storageKey);
  if (!opened) throw notFound(TaskTexts.fileGone);
  return { file, ...opened };
}

export async function removeGeneratedFile(p: FilePlatform, id: string): Promise<void> {
  const removed = await generatedFilesRepository.remove(p.db, id);
  if (removed) await p.storage.remove(removed.storageKey);
}

/** Removes expired files, records first (a download then finds nothing), then the bytes. Returns how many went. */
export async function sweepExpiredFiles(p: FilePlatform, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await generatedFilesRepository.removeExpired(p.db, now, 500);
    for (const file of removed) await p.storage.remove(file.storageKey);
    total += removed.length;
    if (removed.length < 500) return total;
  }
}
