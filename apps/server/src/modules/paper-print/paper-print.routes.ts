import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPaperAnswerPdfRequestSchema,
  ZPaperAnswerPdfResultSchema,
  ZPaperCardPdfResultSchema,
  ZPaperPdfRequestSchema,
  ZPaperPdfResultSchema,
  ZPreviewTestPaperPCRequestSchema,
  ZPreviewTestPaperRequestSchema,
  ZPreviewTestPaperSchema,
  ZPrintPreviewSchema,
  ZPrintTestPaperPCRequestSchema,
} from '@zuoyeben/shared';
import { fileToDownload, ok, okSchema, queued } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { PaperPdfKind, paperPrintService } from './paper-print.service.js';

const tags = ['试卷打印'];
/** Body status 200 with the kept file's URL, or 201 with the task that makes it. */
const pdfResponse = okSchema(ZPaperPdfResultSchema);
const cardResponse = okSchema(ZPaperCardPdfResultSchema);
const answerResponse = okSchema(ZPaperAnswerPdfResultSchema);

/**
 * A paper's PDFs (spec 02 §7 ApiWorkService GetPaperPdf / GetPaperCardPdf, the paper's answers and explanations) and
 * previews (PreviewTestPaper, PreviewTestPaperPC, PrintTestPaperPC). PDFs render in the background on the shared
 * browser; an unchanged paper's kept PDF is answered at once.
 */
export const paperPrintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/WorkInfo/GetPaperPdf', {
    schema: { tags, summary: '试卷 PDF（pdfUrl；未生成过则排入任务中心）', querystring: ZPaperPdfRequestSchema, response: pdfResponse },
  }, async (request) => {
    const out = await paperPrintService.pdf(app, actorOf(request), { ...request.query, kind: PaperPdfKind.Paper });
    return out.kept ? ok({ pdfUrl: out.url, fileName: out.fileName }) : queued(out.task);
  });

  app.get('/api/WorkInfo/GetPaperCardPdf', {
    schema: { tags, summary: '答题卡 PDF（cardPdfUrl；未生成过则排入任务中心）', querystring: ZPaperPdfRequestSchema, response: cardResponse },
  }, async (request) => {
    const out = await paperPrintService.pdf(app, actorOf(request), { ...request.query, kind: PaperPdfKind.Card });
    return out.kept ? ok({ cardPdfUrl: out.url, fileName: out.fileName }) : queued(out.task);
  });

  // DownLoadPaperAnswerPdf (spec 01 §7) stays the homework module's answer key of a work (its blob, pdfkit); the
  // answers and explanations of a laid-out paper are this module's, queued and kept like the other two PDFs.
  app.get('/api/WorkInfo/GetPaperAnswerPdf', {
    schema: { tags, summary: '答案解析 PDF（已生成则以 202 返回 fileKey、fileName 供下载；未生成过则排入任务中心）', querystring: ZPaperAnswerPdfRequestSchema, response: answerResponse },
  }, async (request) => {
    const { workInfoName, ...q } = request.query;
    const out = await paperPrintService.pdf(app, actorOf(request), { ...q, kind: PaperPdfKind.Answers, fileName: workInfoName || undefined });
    // Kept: a file to download (body status 202), which the client fetches through YJReport/LoadFile.
    return out.kept ? fileToDownload({ fileKey: out.fileId, fileName: out.fileName, answerPdfUrl: out.url }) : queued(out.task);
  });

  app.post('/api/workinfo/PreviewTestPaper', {
    schema: { tags, summary: '试卷预览（逐题内容与答案）', body: ZPreviewTestPaperRequestSchema, response: okSchema(ZPreviewTestPaperSchema) },
  }, async (request) => ok(await paperPrintService.questionPreview(app.db, actorOf(request), request.body.paperGuid)));

  app.post('/api/workinfo/PreviewTestPaperPC', {
    schema: { tags, summary: '试卷打印预览（与 PDF 相同的版式）', body: ZPreviewTestPaperPCRequestSchema, response: okSchema(ZPrintPreviewSchema) },
  }, async (request) => ok(await paperPrintService.printPreview(app.db, actorOf(request), request.body.paperGuid, request.body.settings)));

  app.post('/api/workinfo/PrintTestPaperPC', {
    schema: { tags, summary: '按本次设置打印试卷（如教师用卷）', body: ZPrintTestPaperPCRequestSchema, response: pdfResponse },
  }, async (request) => {
    const out = await paperPrintService.pdf(app, actorOf(request), { ...request.body, kind: PaperPdfKind.Paper });
    return out.kept ? ok({ pdfUrl: out.url, fileName: out.fileName }) : queued(out.task);
  });
};
