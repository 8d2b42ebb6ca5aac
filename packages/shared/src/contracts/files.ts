import { z } from 'zod';

/** uploadType of POST /api/Upload/UploadFile: 1 question file, 2 answer file (spec 01 §7). */
export const UploadType = { Question: 1, Answer: 2 } as const;

/** Where a stored file is read: GET /api/Upload/File/:key (school-scoped). */
export const filePathOf = (fileKey: string) => `/api/Upload/File/${fileKey}`;

/**
 * POST /api/Upload/UploadFile: multipart with one file (any field name) and these text fields. Errors the form shows
 * (type, size, content) answer body status 403 with the message; malformed fields answer 400.
 */
export const ZUploadFileFieldsSchema = z.object({
  ruCode: z.string().trim().max(32).optional(),
  /** The name to keep; the uploaded part's own name is used when empty. */
  fileName: z.string().trim().max(200).optional(),
  /** Accepted for compatibility with the spec's form; files are linked to a work when the work is saved. */
  workInfoGuid: z.union([z.literal(''), z.uuid()]).optional(),
  uploadType: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
});
export type TUploadFileFields = z.input<typeof ZUploadFileFieldsSchema>;

/** A stored file as lists carry it (spec 01 §3 'uploaded file'). */
export const ZFileRefSchema = z.object({
  fileKey: z.string(),
  filePath: z.string(),
  fileName: z.string(),
  /** What the bytes are: image (jpg/png), pdf or word (doc/docx). */
  fileType: z.enum(['image', 'pdf', 'word']),
  size: z.number().int(),
  /** Pages of a PDF; null for other files. */
  pageCount: z.number().int().nullable(),
});
export type TFileRef = z.infer<typeof ZFileRefSchema>;

/**
 * Data of a successful upload: an image is listed in picFile, a document (pdf/word) in sourceFile; the other list is
 * empty. Documents are not split into page images.
 */
export const ZUploadFileResultSchema = z.object({
  picFile: z.array(ZFileRefSchema),
  sourceFile: z.array(ZFileRefSchema),
});
export type TUploadFileResult = z.infer<typeof ZUploadFileResultSchema>;

/** GET /api/Upload/File/:key answers the bytes with their content type, or a 404 envelope. */
export const ZFileKeyParamsSchema = z.object({ key: z.string().regex(/^[0-9a-f]{32}$/, { error: '文件不存在' }) });
