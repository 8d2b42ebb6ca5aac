import { randomBytes } from 'node:crypto';
import {
  filePathOf,
  HomeworkLimits,
  HomeworkMessages,
  UploadType,
  ZUploadFileFieldsSchema,
  type TFileRef,
  type TUploadFileResult,
} from '@zuoyeben/shared';
import type { Readable } from 'node:stream';
import type { Db, DbOrTx } from '../../db/database.js';
import type { FileStorage } from '../../lib/storage/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { assertRuCode } from '../homework/ru-code.js';
import { canReadFile, type FileViewer } from './file-access.js';
import { ArchiveRefusal } from '../../lib/archive/index.js';
import { countPdfPages, detectFileType, extensionFamily, sniffFileType } from './file-type.js';
import { openFileBody, storeThenRecord } from './file-bodies.js';
import { filesRepository, type FileRow } from './files.repository.js';
import type { UploadParts } from './upload-parts.js';

/** Reads are capped one byte above the largest allowed file, so 'exactly 10MB' and 'larger' can be told apart. */
export const UPLOAD_READ_LIMIT = HomeworkLimits.maxDocumentBytes + 1;

/** Keeps only the last path segment and at most 200 characters of a client-sent name. */
const cleanName = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().slice(0, 200);

export function toFileRef(row: Omit<FileRow, 'storageKey'>): TFileRef {
  const fileType = row.mime.startsWith('image/') ? 'image' : row.mime === 'application/pdf' ? 'pdf' : 'word';
  return { fileKey: row.key, filePath: filePathOf(row.key), fileName: row.originalName, fileType, size: row.size, pageCount: row.pageCount };
}

export const filesService = {
  /**
   * Stores one question or answer file after checking its extension and its bytes (spec 01 §5). The form shows
   * these refusals as they are, so they answer body status 403 (spec 01 §7); malformed fields answer 400.
   */
  async upload(db: Db, storage: FileStorage, actor: Actor, parts: UploadParts): Promise<TUploadFileResult> {
    if (parts.tooLarge) {
      // Checked before the fields: the ones sent after an oversized file were never read.
      const family = extensionFamily(parts.fields.fileName || parts.file?.fileName || '');
      throw forbidden(family === 'image' ? HomeworkMessages.imageTooLarge : HomeworkMessages.documentTooLarge);
    }
    const parsed = ZUploadFileFieldsSchema.safeParse(parts.fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '上传参数不正确');
    await assertRuCode(db, actor, parsed.data.ruCode);
    if (!parts.file) throw badRequest('请选择要上传的文件');
    const fileName = cleanName(parsed.data.fileName || parts.file.fileName);
    const family = extensionFamily(fileName);
    if (!family) throw forbidden(HomeworkMessages.fileTypeInvalid);
    const bytes = parts.file.body;
    // Documents must be under 10MB; images (already compressed by the client) may be exactly 10MB.
    if (family === 'image' && bytes.length > HomeworkLimits.maxDocumentBytes) throw forbidden(HomeworkMessages.imageTooLarge);
    if (family !== 'image' && bytes.length >= HomeworkLimits.maxDocumentBytes) throw forbidden(HomeworkMessages.documentTooLarge);
    if (bytes.length === 0) throw forbidden(HomeworkMessages.fileEmpty);
    if (sniffFileType(bytes)?.kind !== family) throw forbidden(HomeworkMessages.fileContentMismatch);
    const detected = await detectFileType(bytes).catch((error: unknown) => {
      // A Word file over the archive limits (a zip bomb): refused like the other content checks, with its reason.
      throw error instanceof ArchiveRefusal ? forbidden(error.message) : error;
    });
    if (!detected || detected.kind !== family) throw forbidden(HomeworkMessages.fileContentMismatch);

    const key = randomBytes(16).toString('hex');
    const row: Omit<FileRow, 'storageKey'> = {
      key,
      schoolId: actor.schoolId,
      purpose: parsed.data.uploadType === UploadType.Answer ? 'answer' : 'question',
      mime: detected.mime,
      size: bytes.length,
      originalName: fileName,
      pageCount: detected.kind === 'pdf' ? countPdfPages(bytes) : null,
    };
    await storeThenRecord(storage, [{ key, bytes }], (stored) =>
      filesRepository.insert(db, { ...row, storageKey: stored.get(key)!, uploaderUserId: actor.userId }));
    const ref = toFileRef(row);
    return detected.kind === 'image' ? { picFile: [ref], sourceFile: [] } : { picFile: [], sourceFile: [ref] };
  },

  /** A file and its bytes, streamed, for a viewer of its school; a foreign key and a missing one are the same 404. */
  async open(db: DbOrTx, storage: FileStorage, viewer: FileViewer, key: string): Promise<{ file: FileRow; stream: Readable; size: number }> {
    const file = await filesRepository.findByKey(db, key);
    if (!file || !(await canReadFile(db, viewer, file))) throw notFound(HomeworkMessages.fileNotFound);
    const body = await openFileBody(db, storage, file);
    if (!body) throw notFound(HomeworkMessages.fileNotFound);
    return { file, ...body };
  },
};
