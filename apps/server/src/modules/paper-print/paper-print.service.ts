import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import {
  ANSWER_CARD_LAYOUT_VERSION,
  answerCardCss,
  answerCardHtml,
  DEFAULT_ANSWER_CARD_OPTIONS,
  type AnswerCardLayout,
  type AnswerCardOptions,
  answerCardFingerprint,
  answerCardLayoutProblem,
  answerCardQrText,
  answerKeyDocument,
  cardQuestionsOf,
  DEFAULT_PAPER_PRINT_SETTINGS,
  gradeInfo,
  itemTypeInfo,
  layoutAnswerCard,
  numberItems,
  PAPER_FONT_SIZES,
  PAPER_LINE_HEIGHTS,
  PaperMessages,
  paperPrintDocument,
  PaperSheets,
  PaperType,
  sanitizeName,
  StructureStatus,
  type PaperPrintSettings,
  type PrintDocument,
  type PrintPaper,
  type TPreviewTestPaper,
  type TTaskQueued,
} from '@zuoyeben/shared';
import type { z } from 'zod';
import type { ZPrintSettingsOverrideSchema } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { richTextToHtml } from '../../lib/rich-text-html.js';
import type { Actor } from '../../plugins/session.js';
import { cachedFile, enqueuePdf, fileUrlOf, type PdfPlatform } from '../tasks/index.js';
import { paperPrintRepository, type PrintablePaperRow } from './paper-print.repository.js';
import { assertPaperUsable } from '../paper-detail/paper-detail.service.js';
import { schoolPapersRepository } from '../teach-guidance/school-papers.repository.js';
import { cardOptionsOfWork, workCardRepository } from '../card-settings/card-settings.repository.js';

export type PrintSettingsOverride = z.infer<typeof ZPrintSettingsOverrideSchema>;

/** The three PDFs of a paper. */
export const PaperPdfKind = { Paper: 'paper', Answers: 'answers', Card: 'card' } as const;
export type PaperPdfKindValue = (typeof PaperPdfKind)[keyof typeof PaperPdfKind];
const KIND_NAMES: Record<PaperPdfKindValue, string> = { paper: '试卷', answers: '答案解析', card: '答题卡' };

export const PaperPrintMessages = {
  empty: '试卷中还没有试题，无法生成 PDF',
} as const;

interface Printable {
  row: PrintablePaperRow;
  paper: PrintPaper;
  settings: PaperPrintSettings;
}

/** The saved settings, each checked against what the layout offers (a stray value prints with the default). */
function settingsOf(row: PrintablePaperRow, override: PrintSettingsOverride = {}): PaperPrintSettings {
  const d = DEFAULT_PAPER_PRINT_SETTINGS;
  const saved: PaperPrintSettings = {
    paperType: row.paperType === PaperType.Teacher ? PaperType.Teacher : PaperType.Student,
    sideType: row.sideType in PaperSheets ? (row.sideType as PaperPrintSettings['sideType']) : d.sideType,
    fontSize: (PAPER_FONT_SIZES as readonly number[]).includes(row.fontSize) ? row.fontSize : d.fontSize,
    lineHeight: (PAPER_LINE_HEIGHTS as readonly number[]).includes(Number(row.lineHeight)) ? Number(row.lineHeight) : d.lineHeight,
    structureStatus: row.structureStatus === StructureStatus.Separate ? StructureStatus.Separate : StructureStatus.Combined,
  };
  return { ...saved, ...Object.fromEntries(Object.entries(override).filter(([, v]) => v !== undefined)) };
}

/** The paper's questions in groups, as the paper and its card print them (items scoped by the school). */
async function groupsOf(db: Db, schoolId: number, paperGuid: string): Promise<PrintPaper['groups']> {
  const items = await schoolPapersRepository.items(db, schoolId, paperGuid);
  const groups: PrintPaper['groups'] = [];
  let lastGroupNo: number | null = null;
  for (const r of items) {
    if (r.groupNo !== lastGroupNo) {
      groups.push({ name: r.groupName.trim() || (itemTypeInfo(r.type)?.name ?? '试题'), items: [] });
      lastGroupNo = r.groupNo;
    }
    groups.at(-1)!.items.push({
      type: r.type,
      stem: r.stem,
      options: r.options,
      answer: r.answer,
      explanation: r.explanation,
      score: Number(r.score),
      answerAreaHeight: r.answerAreaHeight,
      subItems: r.subItems?.map((s) => ({ type: s.type, stem: s.stem, options: s.options, answer: s.answer, explanation: s.explanation })) ?? null,
    });
  }
  return groups;
}

async function loadPrintable(db: Db, actor: Actor, paperGuid: string, override?: PrintSettingsOverride): Promise<Printable> {
  const row = await paperPrintRepository.findVisible(db, actor.schoolId, actor.userId, paperGuid);
  if (!row) throw notFound(PaperMessages.notFound);
  const groups = await groupsOf(db, actor.schoolId, paperGuid);
  if (groups.length === 0) throw badRequest(PaperPrintMessages.empty);
  const grade = row.gradeCode ? gradeInfo(row.gradeCode)?.name : undefined;
  const paper: PrintPaper = { title: row.name, subtitle: [row.km, grade].filter(Boolean).join(' · '), groups };
  return { row, paper, settings: settingsOf(row, override) };
}

/**
 * The card layout of a school's paper with the given options (the 答题卡 page lists its sheets; GetExportAnswerConfig
 * serves it): the same layoutAnswerCard the PDF and the scan reader use. Null when the paper has no question.
 */
export async function paperCardLayout(db: Db, schoolId: number, paperGuid: string, options: AnswerCardOptions): Promise<AnswerCardLayout | null> {
  const groups = await groupsOf(db, schoolId, paperGuid);
  if (groups.length === 0) return null;
  return layoutAnswerCard(cardQuestionsOf({ title: '', groups }), options);
}

/** The answer card of a paper as a document: the shared layout, each page's QR code drawn by `qrcode` as SVG. */
export async function answerCardDocument(paper: PrintPaper, paperGuid: string, workCode: string, options: AnswerCardOptions = DEFAULT_ANSWER_CARD_OPTIONS): Promise<PrintDocument> {
  const layout = layoutAnswerCard(cardQuestionsOf(paper), options);
  const problem = answerCardLayoutProblem(layout);
  if (problem) throw badRequest(problem);
  const fingerprint = answerCardFingerprint(layout);
  const qrs = await Promise.all(
    layout.pages.map((page) =>
      QRCode.toString(answerCardQrText({ version: ANSWER_CARD_LAYOUT_VERSION, paperGuid, workCode, page: page.page, pages: layout.pages.length, options, fingerprint }), {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 0,
      }),
    ),
  );
  const title = `${paper.title}（答题卡）`;
  const html = answerCardHtml(layout, { title: paper.title, subtitle: workCode ? `作业号 ${workCode}` : paper.subtitle }, (n) => qrs[n - 1]!);
  return { title, html, css: answerCardCss(layout.sheet), format: options.paperSize, landscape: options.paperSize === 'A3', margin: '0' };
}

async function documentOf(p: Printable, kind: PaperPdfKindValue, workCode: string, card: AnswerCardOptions): Promise<PrintDocument> {
  if (kind === PaperPdfKind.Card) return answerCardDocument(p.paper, p.row.guid, workCode, card);
  if (kind === PaperPdfKind.Answers) return answerKeyDocument(p.paper, p.settings, richTextToHtml);
  return paperPrintDocument(p.paper, p.settings, richTextToHtml);
}

/**
 * What a PDF is kept under: the paper and a hash of the very document it prints (content, settings, layout code and
 * workCode all end up in it), so any change makes a new PDF and an unchanged paper finds its kept one.
 */
export function pdfCacheKey(paperGuid: string, kind: PaperPdfKindValue, doc: PrintDocument): string {
  const hash = createHash('sha256').update(JSON.stringify(doc)).digest('hex').slice(0, 40);
  return `paper-pdf:${paperGuid}:${kind}:${hash}`;
}

export const pdfFileName = (paperName: string, kind: PaperPdfKindValue, override?: string) =>
  `${sanitizeName(override || paperName) || '试卷'}${kind === PaperPdfKind.Paper ? '' : `（${KIND_NAMES[kind]}）`}.pdf`;

/** A kept PDF (answered at once) or the task that makes it. */
export type PaperPdfOutcome = { kept: true; fileId: string; url: string; fileName: string } | { kept: false; task: TTaskQueued };

/** Paper prints (spec 02 §7 GetPaperPdf, GetPaperCardPdf, DownLoadPaperAnswerPdf, PreviewTestPaper…). */
export const paperPrintService = {
  /**
   * A PDF of the paper: the kept file when the paper is unchanged since it was last made, else a pdf.render task on
   * the shared browser (shown in the task centre) whose file is kept for the whole school.
   */
  async pdf(app: PdfPlatform, actor: Actor, q: { paperGuid: string; workCode: string; kind: PaperPdfKindValue; fileName?: string; settings?: PrintSettingsOverride; card?: Partial<AnswerCardOptions> }): Promise<PaperPdfOutcome> {
    const p = await loadPrintable(app.db, actor, q.paperGuid, q.settings);
    // A paper being handled manually is unavailable, its prints too (spec 02 §4), until an administrator finishes it.
    await assertPaperUsable(app.db, actor, p.row.guid);
    // A card prints in its homework's options (the school's 答题卡 defaults, then the homework's own) unless the caller overrides them.
    const work = q.kind === PaperPdfKind.Card && q.workCode ? await workCardRepository.byCode(app.db, actor.schoolId, p.row.guid, q.workCode) : undefined;
    const card = q.kind === PaperPdfKind.Card ? { ...(await cardOptionsOfWork(app.db, actor.schoolId, work)), ...q.card } : DEFAULT_ANSWER_CARD_OPTIONS;
    const document = await documentOf(p, q.kind, q.workCode, card);
    const cacheKey = pdfCacheKey(p.row.guid, q.kind, document);
    const fileName = pdfFileName(p.row.name, q.kind, q.fileName);
    const kept = await cachedFile(app, actor.schoolId, cacheKey);
    if (kept) return { kept: true, fileId: kept.id, url: fileUrlOf(kept), fileName: kept.name };
    const task = await enqueuePdf(app, actor, {
      name: `${p.row.name}（${KIND_NAMES[q.kind]}）`,
      km: p.row.km,
      data: { document, fileName, cacheKey },
    });
    return { kept: false, task };
  },

  /** The paper laid out as it prints, for a preview beside the settings (PreviewTestPaperPC). */
  async printPreview(db: Db, actor: Actor, paperGuid: string, settings?: PrintSettingsOverride): Promise<PrintDocument> {
    const p = await loadPrintable(db, actor, paperGuid, settings);
    return paperPrintDocument(p.paper, p.settings, richTextToHtml);
  },

  /** Each question's number, score, content and answer (PreviewTestPaper). */
  async questionPreview(db: Db, actor: Actor, paperGuid: string): Promise<TPreviewTestPaper> {
    const { paper } = await loadPrintable(db, actor, paperGuid);
    const list = numberItems(paper).flatMap(({ items }) =>
      items.map(({ no, item }) => {
        const subs = (item.subItems ?? []).map((s, i) => `<p>${no + i}．${richTextToHtml(s.stem)}</p>`).join('');
        const options = item.options.map((o) => `<p>${o.label}．${richTextToHtml(o.text)}</p>`).join('');
        const answers = (item.subItems?.length ? item.subItems.map((s) => s.answer.join('、')) : [item.answer.join('、')]).map((a) => richTextToHtml(a)).join('；');
        return {
          Number: no,
          score: item.score,
          contentUrls: [],
          answerUrls: [],
          content: `${richTextToHtml(item.stem)}${options}${subs}`,
          answer: `<p>【答案】${answers || '略'}</p><p>【解析】${item.explanation.trim() ? richTextToHtml(item.explanation) : '略'}</p>`,
        };
      }),
    );
    return { name: paper.title, list };
  },
};
