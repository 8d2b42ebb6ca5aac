import { randomBytes } from 'node:crypto';
import { decideSubmission, filePathOf, HomeworkLimits, type TStudentUploadResult } from '@zuoyeben/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/errors.js';
import { sniffFileType } from '../files/file-type.js';
import type { UploadParts } from '../files/upload-parts.js';
import type { StudentActor } from '../student-auth/student-session.js';
import { submissionsRepository } from '../submissions/submissions.repository.js';
import { requireStudentWork } from './student-work.service.js';
import { studentWorkRepository } from './student-work.repository.js';
import { guardStudent } from '../../lib/member-guard.js';
import type { FileStorage } from '../../lib/storage/index.js';
import { storeThenRecord } from '../files/file-bodies.js';

const ZFieldsSchema = z.object({ workGuid: z.uuid({ error: '请先打开要作答的作业' }) });

/** Keeps the last path segment of a client-sent name, at most 200 characters. */
const cleanName = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().slice(0, 200) || 'answer';

/**
 * Stores one answer photo of a student for a homework they may still submit. The client compresses large photos first
 * (spec 01 §9); the server accepts JPEG and PNG only, judged by the bytes, up to 10MB.
 */
export async function uploadAnswerImage(db: Db, storage: FileStorage, student: StudentActor, parts: UploadParts): Promise<TStudentUploadResult> {
  guardStudent(student);
  // First: a photo announced too large was not read, and neither were the fields sent with it.
  if (parts.tooLarge) throw badRequest('图片不能超过10MB，请压缩后重新上传');
  const fields = ZFieldsSchema.safeParse(parts.fields);
  if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? '请先打开要作答的作业');
  const work = await requireStudentWork(db, student, fields.data.workGuid);
  const previous = await submissionsRepository.find(db, student.schoolId, work.guid, student.studentGuid);
  const decision = decideSubmission(work, previous ?? null);
  if (!decision.allowed) throw badRequest(decision.reason);

  if (!parts.file) throw badRequest('请选择要上传的图片');
  const bytes = parts.file.body;
  if (bytes.length > HomeworkLimits.maxDocumentBytes) throw badRequest('图片不能超过10MB，请压缩后重新上传');
  const detected = sniffFileType(bytes);
  if (!detected || detected.kind !== 'image') throw badRequest('只能上传jpg或png格式的图片');

  const key = randomBytes(16).toString('hex');
  const row = { key, schoolId: student.schoolId, uploaderStudentGuid: student.studentGuid, mime: detected.mime, size: bytes.length, originalName: cleanName(parts.file.fileName) };
  await storeThenRecord(storage, [{ key, bytes }], (stored) => studentWorkRepository.insertImage(db, { ...row, storageKey: stored.get(key)! }));
  return { fileKey: key, filePath: filePathOf(key) };
}
