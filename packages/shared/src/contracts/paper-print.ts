import { z } from 'zod';
import { PAPER_FONT_SIZES, PAPER_LINE_HEIGHTS, PaperType, SideType, StructureStatus } from '../enums/paper-layout.js';
import { zGuid } from '../validation/common.js';
import { ZTaskQueuedSchema } from './tasks.js';

/** workCode names the homework a print belongs to (printed in the card's QR code); empty for a paper printed on its own. */
const zWorkCode = z.string().trim().max(64).regex(/^[\w-]*$/, { error: '作业号格式不正确' }).default('');

/** GET /api/WorkInfo/GetPaperPdf and GetPaperCardPdf (spec 02 §7 ApiWorkService): paperGuid, workCode. */
export const ZPaperPdfRequestSchema = z.object({ paperGuid: zGuid(), workCode: zWorkCode });
export type TPaperPdfRequest = z.input<typeof ZPaperPdfRequestSchema>;

/**
 * GET /api/WorkInfo/GetPaperAnswerPdf: the answers and explanations of a paper, with DownLoadPaperAnswerPdf's query
 * (spec 01 §7: paperGuid, workInfoName as the file's name, workCode); answers answerPdfUrl like its two siblings.
 */
export const ZPaperAnswerPdfRequestSchema = ZPaperPdfRequestSchema.extend({ workInfoName: z.string().trim().max(100).optional() });
export type TPaperAnswerPdfRequest = z.input<typeof ZPaperAnswerPdfRequestSchema>;

/** A kept PDF of the unchanged paper, answered at once (body status 200). */
export const ZPaperPdfSchema = z.object({ pdfUrl: z.string(), fileName: z.string() });
export const ZPaperCardPdfSchema = z.object({ cardPdfUrl: z.string(), fileName: z.string() });
/**
 * The kept answers PDF is a file to download: body status 202 with fileKey and fileName (spec 03 §8.1), which the
 * client downloads through YJReport/LoadFile by itself; answerPdfUrl is the same file's address.
 */
export const ZPaperAnswerPdfSchema = z.object({ answerPdfUrl: z.string(), fileName: z.string(), fileKey: z.string() });
export type TPaperPdf = z.infer<typeof ZPaperPdfSchema>;
export type TPaperCardPdf = z.infer<typeof ZPaperCardPdfSchema>;
/** GetPaperPdf's answer: the kept file (200), or the task that makes it (201, shown in the task centre). */
export const ZPaperPdfResultSchema = z.union([ZPaperPdfSchema, ZTaskQueuedSchema]);
export const ZPaperCardPdfResultSchema = z.union([ZPaperCardPdfSchema, ZTaskQueuedSchema]);
export const ZPaperAnswerPdfResultSchema = z.union([ZPaperAnswerPdfSchema, ZTaskQueuedSchema]);
export type TPaperAnswerPdfResult = z.infer<typeof ZPaperAnswerPdfResultSchema>;
export type TPaperPdfResult = z.infer<typeof ZPaperPdfResultSchema>;
export type TPaperCardPdfResult = z.infer<typeof ZPaperCardPdfResultSchema>;

/** Print settings a print or preview may override for once (the saved paper keeps its own). */
export const ZPrintSettingsOverrideSchema = z.object({
  paperType: z.union([z.literal(PaperType.Student), z.literal(PaperType.Teacher)]).optional(),
  sideType: z.union([z.literal(SideType.A4), z.literal(SideType.A3TwoColumns)]).optional(),
  fontSize: z.number().refine((n) => (PAPER_FONT_SIZES as readonly number[]).includes(n), { error: '字号不在可选范围内' }).optional(),
  lineHeight: z.number().refine((n) => (PAPER_LINE_HEIGHTS as readonly number[]).includes(n), { error: '行距不在可选范围内' }).optional(),
  structureStatus: z.union([z.literal(StructureStatus.Combined), z.literal(StructureStatus.Separate)]).optional(),
});

/** POST /api/workinfo/PreviewTestPaper (paperGuid): each question's number, score, content and answer. */
export const ZPreviewTestPaperRequestSchema = z.object({ paperGuid: zGuid() });
export const ZPreviewQuestionSchema = z.object({
  Number: z.number().int(),
  score: z.number(),
  /** Pictures of the question and of its answer; empty for bank questions, whose content is rich text (below). */
  contentUrls: z.array(z.string()),
  answerUrls: z.array(z.string()),
  /** The question and its answer and explanation as safe HTML (formulas typeset). */
  content: z.string(),
  answer: z.string(),
});
export const ZPreviewTestPaperSchema = z.object({ name: z.string(), list: z.array(ZPreviewQuestionSchema) });
export type TPreviewTestPaper = z.infer<typeof ZPreviewTestPaperSchema>;

/** POST /api/workinfo/PreviewTestPaperPC: the paper laid out exactly as it prints (HTML and CSS of the PDF). */
export const ZPreviewTestPaperPCRequestSchema = z.object({ paperGuid: zGuid(), settings: ZPrintSettingsOverrideSchema.optional() });
export const ZPrintPreviewSchema = z.object({
  title: z.string(),
  html: z.string(),
  css: z.string(),
  format: z.enum(['A4', 'A3']),
  landscape: z.boolean(),
  margin: z.string(),
});
export type TPrintPreview = z.infer<typeof ZPrintPreviewSchema>;

/** POST /api/workinfo/PrintTestPaperPC: the paper PDF with settings for this print (e.g. the teacher copy). */
export const ZPrintTestPaperPCRequestSchema = ZPreviewTestPaperPCRequestSchema.extend({ workCode: zWorkCode });
