import { z } from 'zod';
import { ItemEditorLimits } from '../enums/item-editor.js';
import { zGuid } from '../validation/common.js';
import { ZSubjectScopeSchema } from './question-bank.js';

/**
 * Word paper import (issue 10 item 6, beyond the spec): a teacher uploads a .docx paper, reviews what was read from
 * it (each question beside its source, every part that could not be read named), fixes type, answer and score, and
 * saves the questions into 我的题库 (source 300) as one paper of 我的试卷 (source 4, entry 上传).
 */

/** Largest .docx accepted (pictures included). */
export const PAPER_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Questions one import may save. */
export const PAPER_IMPORT_MAX_QUESTIONS = 200;

export const PaperImportText = {
  notDocx: '请上传 Word 文档（.docx）；.doc 文件请先在 Word 中另存为 .docx',
  draftNotFound: '导入记录不存在或已删除',
  alreadySaved: '该试卷已保存，请到我的试卷中查看',
  noQuestions: '请至少保留一道题目',
  nameRequired: '请填写试卷名称',
  noQuestionFound: '没有识别到题目：请确认题目以 1. 2. … 编号',
  questionPrefix: (no: number) => `第 ${no} 题：`,
  formulaUnconverted: '公式无法转换为 LaTeX，已作为文字保留，请核对',
  equationPicture: '公式是 MathType 或公式编辑器对象，无法转换，已作为图片保留，请核对',
  pictureUnsupported: (type: string) => `图片格式 ${type} 无法在浏览器中显示，请在 Word 中另存为 PNG 后重新上传`,
} as const;

const ZOptionSchema = z.object({ label: z.string().max(1), text: z.string().max(ItemEditorLimits.optionMaxLength) });

export const ZImportedQuestionSchema = z.object({
  no: z.number().int(),
  section: z.string(),
  type: z.number().int(),
  stem: z.string(),
  options: z.array(ZOptionSchema),
  answer: z.array(z.string()),
  explanation: z.string(),
  score: z.number(),
  /** The document's HTML the question was read from. */
  source: z.string(),
  warnings: z.array(z.string()),
});
export type TImportedQuestion = z.infer<typeof ZImportedQuestionSchema>;

export const ZImportProblemSchema = z.object({ no: z.number().int().nullable(), message: z.string(), source: z.string() });
export type TImportProblem = z.infer<typeof ZImportProblemSchema>;

export const ZPaperImportStatus = z.enum(['draft', 'saved']);

/** GET /api/PaperImport/Detail, and the answer of Upload: the parsed draft. */
export const ZPaperImportDraftSchema = z.object({
  draftGuid: z.string(),
  fileName: z.string(),
  name: z.string(),
  period: z.string(),
  km: z.string(),
  status: ZPaperImportStatus,
  paperGuid: z.string().nullable(),
  questions: z.array(ZImportedQuestionSchema),
  problems: z.array(ZImportProblemSchema),
  skipped: z.array(ZImportProblemSchema),
  createdAt: z.string(),
});
export type TPaperImportDraft = z.infer<typeof ZPaperImportDraftSchema>;

/** POST /api/PaperImport/Upload?period=&km= (multipart, field `file`). */
export const ZPaperImportUploadQuerySchema = ZSubjectScopeSchema;
export const ZPaperImportDraftQuerySchema = z.object({ draftGuid: zGuid() });

/** One question as the teacher saves it from the review screen. */
export const ZPaperImportSaveQuestionSchema = z.object({
  no: z.number().int(),
  section: z.string().max(20),
  type: z.number().int().min(1).max(5),
  stem: z.string().max(ItemEditorLimits.richTextMaxLength),
  options: z.array(ZOptionSchema).max(ItemEditorLimits.maxOptions),
  answer: z.array(z.string().max(ItemEditorLimits.referenceAnswerMaxLength)).max(ItemEditorLimits.maxOptions),
  explanation: z.string().max(ItemEditorLimits.richTextMaxLength),
  score: z.number().min(0.5, { error: '分值至少为 0.5 分' }).max(100, { error: '分值不能超过 100 分' }),
});
export type TPaperImportSaveQuestion = z.infer<typeof ZPaperImportSaveQuestionSchema>;

/** POST /api/PaperImport/Save: the reviewed questions become items of 我的题库 and one paper of 我的试卷. */
export const ZPaperImportSaveRequestSchema = z.object({
  draftGuid: zGuid(),
  name: z.string().trim().min(1, { error: PaperImportText.nameRequired }).max(100),
  gradeCode: z.string().min(1, { error: '请选择年级' }).max(10),
  difficulty: z.number().int().min(1).max(5).default(3),
  questions: z.array(ZPaperImportSaveQuestionSchema).min(1, { error: PaperImportText.noQuestions }).max(PAPER_IMPORT_MAX_QUESTIONS),
});
export type TPaperImportSaveRequest = z.input<typeof ZPaperImportSaveRequestSchema>;
export const ZPaperImportSaveResultSchema = z.object({ paperGuid: z.string(), itemGuids: z.array(z.string()), totalScore: z.number() });
export type TPaperImportSaveResult = z.infer<typeof ZPaperImportSaveResultSchema>;

/** POST /api/PaperImport/Delete: drops a draft that was not saved, with its pictures. */
export const ZPaperImportDeleteRequestSchema = z.object({ draftGuid: zGuid() });
