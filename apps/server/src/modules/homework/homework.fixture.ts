import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import { scoreObjective, type MultSetting, type QuestionTypeValue } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { classByCode } from '../../../test/helpers/homework-factory.js';
import { buildZip, minimalDocx } from '../../../test/helpers/zip.js';

/**
 * Test fixtures of the homework module: real small files (PNG, PDF) and the magic bytes of the others, multipart
 * requests, and a valid form to vary field by field. Only tests import this file.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A real 2×2 grey PNG. */
export function pngBytes(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.from([0, 128, 128, 0, 128, 128]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** JPEG magic and filler: enough for the upload's content check, not a decodable picture. */
export const jpegBytes = (size = 64) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)]);
export const docBytes = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(56)]);
/** A real minimal .docx (its entries are checked, not only its first bytes). */
export const docxBytes = () => minimalDocx();
/** A ZIP that is not a Word document (an .xlsx, say). */
export const zipBytes = () => buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);

/** A real PDF of `pages` pages. */
export async function pdfBytes(pages = 1): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let i = 1; i < pages; i++) doc.addPage();
  doc.end();
  return done;
}

/** A multipart body: text fields, then (optionally) one file. */
export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; field?: string }) {
  const boundary = '----zyb' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a file through the API; returns the parsed envelope. */
export async function upload(app: FastifyInstance, cookie: string, name: string, bytes: Buffer, uploadType: 1 | 2 = 1, extra: Record<string, string> = {}) {
  const { payload, headers } = multipart({ uploadType: String(uploadType), fileName: name, ...extra }, { name, bytes });
  const res = await app.inject({ method: 'POST', url: '/api/Upload/UploadFile', headers: { ...headers, cookie }, payload });
  return { http: res.statusCode, body: res.json() as { status: number; message: string; data: any } };
}

/** Uploads a PNG and returns its key. */
export async function uploadPng(app: FastifyInstance, cookie: string, uploadType: 1 | 2 = 1): Promise<string> {
  const res = await upload(app, cookie, uploadType === 1 ? '题目.png' : '答案.png', pngBytes(), uploadType);
  if (res.body.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.picFile[0].fileKey;
}

/** Five questions: two single, one multiple, one single, one subjective (2+2+4+2+10 = 20 points). */
export const FORM_QUESTIONS = [
  { th: 1, type: 1, option: 4, score: 2, answer: 'A' },
  { th: 2, type: 1, option: 4, score: 2, answer: 'B' },
  { th: 3, type: 2, option: 4, score: 4, answer: 'AC' },
  { th: 4, type: 1, option: 4, score: 2, answer: 'D' },
  { th: 5, type: 3, option: 4, score: 10, answer: '' },
];

const iso = (ms: number) => new Date(ms).toISOString();

/** A valid online form for the given classes and question files, starting in an hour. */
export function validForm(classGuids: string[], papers: string[], patch: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    km: '数学',
    name: '十一月练习',
    clazzes: classGuids.map((classGuid) => ({ classGuid })),
    startTime: iso(now + 3600_000),
    endTime: iso(now + 2 * 86_400_000),
    papers,
    answers: [],
    questions: FORM_QUESTIONS,
    ...patch,
  };
}

/** Guid of a class by its code, in school A unless told. */
export async function classGuidOf(db: Db, code: string, ruCode = 'RU10001'): Promise<string> {
  return (await classByCode(db, ruCode, code)).guid;
}

/**
 * Inserts a submitted submission scored with the work's current questions (as the student module does), answering
 * `given` by question number; subjective questions get `subjective` points each, already marked.
 */
export async function insertSubmission(db: Db, workGuid: string, studentGuid: string, given: Record<number, string>, subjective = 0) {
  const work = await db.selectFrom('works').select('schoolId').where('guid', '=', workGuid).executeTakeFirstOrThrow();
  const questions = await db.selectFrom('workQuestions').selectAll().where('workGuid', '=', workGuid).orderBy('th').execute();
  const guid = randomUUID();
  const rows = questions.map((q) => {
    const rule = { th: q.th, type: q.type as QuestionTypeValue, score: q.score, answer: q.answer, multSetting: (q.multSetting as MultSetting | null) ?? undefined };
    const answer = given[q.th] ?? '';
    return { th: q.th, type: q.type, answer, score: q.type === 3 ? subjective : scoreObjective(rule, answer) };
  });
  const objective = rows.filter((r) => r.type !== 3).reduce((s, r) => s + (r.score ?? 0), 0);
  const subjectiveTotal = rows.filter((r) => r.type === 3).reduce((s, r) => s + (r.score ?? 0), 0);
  const rules = questions.map((q) => ({ th: q.th, type: q.type, score: q.score, answer: q.answer, optionCount: q.optionCount, multSetting: q.multSetting ?? null }));
  await db.insertInto('submissions').values({
    guid, schoolId: work.schoolId, workGuid, studentGuid, status: 1, submittedAt: new Date(), objectiveScore: objective,
    subjectiveScore: subjectiveTotal, totalScore: objective + subjectiveTotal, isFullyMarked: true, rules: JSON.stringify(rules), requestId: null,
  }).execute();
  await db.insertInto('submissionAnswers').values(rows.map((r) => ({
    submissionGuid: guid, schoolId: work.schoolId, workGuid, th: r.th, answer: r.answer, imageKeys: [], score: r.score,
  }))).execute();
  return guid;
}
