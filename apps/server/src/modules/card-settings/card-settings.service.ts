import {
  ANSWER_CARD_COLUMN_CHOICES,
  answerCardFingerprint,
  answerCardLayoutProblem,
  answerCardOptionsProblem,
  AnswerSheetType,
  WorkType,
  type AnswerCardOptions,
  type TSaveWorkCardRequest,
  type TWorkCard,
  ANSWER_CARD_LAYOUT_VERSION,
  CardSettingsMessages,
  isSchoolAdmin,
  type AnswerCardLayout,
  type TAnswerCardSettings,
  type TAnswerCardTemplates,
  type TExportAnswerConfig,
  type TSaveAnswerCardSettingsRequest,
  type TSaveScanSettingsRequest,
  type TScanSettings,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { guardMember } from '../../lib/member-guard.js';
import type { Actor } from '../../plugins/session.js';
import { paperCardLayout } from '../paper-print/paper-print.service.js';
import { workCardLayout } from '../scan/scan.reading.js';
import { scanRepository } from '../scan/scan.repository.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';
import { requireTeacherWork } from '../submissions/work-access.js';
import { answerCardOptionsOf, cardOptionsOfWork, cardSettingsRepository, ownCardOptions, scanSettingsOf, workCardRepository, type WorkCardRow } from './card-settings.repository.js';

const configUrlOf = (workGuid: string) => `/api/TemplateImage/AnswerConfigFile?jobKey=${encodeURIComponent(workGuid)}`;

async function templateLayout(db: Db, actor: Actor, workGuid: string): Promise<{ name: string; layout: AnswerCardLayout }> {
  const work = await cardSettingsRepository.template(db, actor.schoolId, workGuid);
  if (!work) throw notFound(CardSettingsMessages.templateNotFound);
  const layout = await paperCardLayout(db, actor.schoolId, work.paperGuid, await cardOptionsOfWork(db, actor.schoolId, work));
  if (!layout) throw notFound(CardSettingsMessages.templateNotFound);
  return { name: work.name, layout };
}

/** A homework whose card the actor may set: machine-read, or with a separate card (another school's: status 100). */
async function requireCardWork(db: Db, actor: Actor, workGuid: string): Promise<WorkCardRow> {
  await requireTeacherWork(db, actor, workGuid);
  const row = await workCardRepository.byGuid(db, actor.schoolId, workGuid);
  if (!row || (row.workType !== WorkType.MachineRead && row.answerSheetType !== AnswerSheetType.Separate)) throw badRequest(CardSettingsMessages.notCardWork);
  return row;
}

async function layoutOfCardWork(db: Db, schoolId: number, row: WorkCardRow, options: AnswerCardOptions) {
  return workCardLayout(db, schoolId, row, await submissionWorkRepository.questionsOf(db, schoolId, row.guid), options);
}

/**
 * 答题卡 and 机阅设置 (spec 03 §2.9): every member of the school reads them; only its administrators (Salesman,
 * Collector) change them.
 */
export const cardSettingsService = {
  async cardSettings(db: Db, actor: Actor): Promise<TAnswerCardSettings> {
    guardMember(actor);
    return { ...(await answerCardOptionsOf(db, actor.schoolId)), canEdit: isSchoolAdmin(actor.role), columnChoices: ANSWER_CARD_COLUMN_CHOICES };
  },

  async saveCardSettings(db: Db, actor: Actor, body: TSaveAnswerCardSettingsRequest): Promise<TAnswerCardSettings> {
    guardMember(actor, { admin: true });
    await cardSettingsRepository.save(db, actor.schoolId, actor.userId, body);
    return this.cardSettings(db, actor);
  },

  async scanSettings(db: Db, actor: Actor): Promise<TScanSettings> {
    guardMember(actor);
    const s = await scanSettingsOf(db, actor.schoolId);
    return { reviewType: s.reviewType, studentIdDigits: s.studentIdDigits, bandLow: s.band.low, bandHigh: s.band.high, canEdit: isSchoolAdmin(actor.role) };
  },

  async saveScanSettings(db: Db, actor: Actor, body: TSaveScanSettingsRequest): Promise<TScanSettings> {
    guardMember(actor, { admin: true });
    await cardSettingsRepository.save(db, actor.schoolId, actor.userId, body);
    return this.scanSettings(db, actor);
  },

  /** The school's card works with the sheets their card prints on under the school's defaults. */
  async templates(db: Db, actor: Actor, q: { pageIndex: number; pageSize: number; workName?: string }): Promise<TAnswerCardTemplates> {
    guardMember(actor);
    const [total, rows] = await cardSettingsRepository.templates(db, actor.schoolId, q);
    const list = [];
    for (const r of rows) {
      // Each card in its homework's options (the school's defaults, then its own).
      const options = await cardOptionsOfWork(db, actor.schoolId, r);
      const layout = await paperCardLayout(db, actor.schoolId, r.paperGuid, options);
      list.push({
        workGuid: r.guid,
        workName: r.name,
        workCode: r.workCode ?? '',
        workType: r.workType,
        km: r.km,
        paperGuid: r.paperGuid,
        paperSize: options.paperSize,
        columns: options.columns,
        studentIdDigits: options.studentIdDigits,
        pages: layout?.pages.length ?? 0,
        version: ANSWER_CARD_LAYOUT_VERSION,
        createdAt: new Date(r.createdAt).toISOString(),
      });
    }
    return { total, list };
  },

  /** A homework's card: its options (the school's, then its own), its written-answer boxes and its layout's fingerprint. */
  async workCard(db: Db, actor: Actor, workGuid: string): Promise<TWorkCard> {
    guardMember(actor);
    const row = await requireCardWork(db, actor, workGuid);
    const [defaults, options] = await Promise.all([answerCardOptionsOf(db, actor.schoolId), cardOptionsOfWork(db, actor.schoolId, row)]);
    const layout = await layoutOfCardWork(db, actor.schoolId, row, options);
    const own = ownCardOptions(row);
    const scanned = await scanRepository.pagesOfWork(db, actor.schoolId, workGuid);
    return {
      workGuid,
      workName: row.name,
      answerSheetType: row.answerSheetType,
      paperSize: options.paperSize,
      columns: options.columns,
      studentIdDigits: options.studentIdDigits,
      pageCount: options.pageCount ?? 0,
      own: own !== null,
      defaults: { paperSize: defaults.paperSize, columns: defaults.columns, studentIdDigits: defaults.studentIdDigits },
      areas: layout.pages.flatMap((p) => p.areas.map((a) => ({ th: a.no, heightMm: a.box.h, own: options.areaHeightsMm?.[String(a.no)] !== undefined }))),
      pages: layout.pages.length,
      fingerprint: answerCardFingerprint(layout),
      scannedPages: scanned.length,
      columnChoices: ANSWER_CARD_COLUMN_CHOICES,
    };
  },

  /** Saves a homework's own card options (or, reset, goes back to the school's); refused when the card cannot be printed so. */
  async saveWorkCard(db: Db, actor: Actor, body: TSaveWorkCardRequest): Promise<TWorkCard> {
    guardMember(actor, { service: true });
    const row = await requireCardWork(db, actor, body.workGuid);
    if ('reset' in body) {
      await workCardRepository.save(db, actor.schoolId, row.guid, { cardOptions: null });
      return this.workCard(db, actor, row.guid);
    }
    const own: AnswerCardOptions = {
      paperSize: body.paperSize,
      columns: body.columns,
      studentIdDigits: body.studentIdDigits,
      ...(body.pageCount ? { pageCount: body.pageCount } : {}),
      ...(body.areaHeightsMm && Object.keys(body.areaHeightsMm).length ? { areaHeightsMm: body.areaHeightsMm } : {}),
    };
    const problem = answerCardOptionsProblem(own);
    if (problem) throw badRequest(problem);
    const layout = await layoutOfCardWork(db, actor.schoolId, row, own);
    const areas = new Set(layout.pages.flatMap((p) => p.areas.map((a) => String(a.no))));
    const stray = Object.keys(own.areaHeightsMm ?? {}).find((th) => !areas.has(th));
    if (stray) throw badRequest(CardSettingsMessages.notAnArea(stray));
    const tooLong = answerCardLayoutProblem(layout);
    if (tooLong) throw badRequest(tooLong);
    await workCardRepository.save(db, actor.schoolId, row.guid, { cardOptions: own, answerSheetType: body.answerSheetType });
    return this.workCard(db, actor, row.guid);
  },

  /** GetExportAnswerConfig (spec 03 §7.4): where the card's layout configuration is downloaded, and its summary. */
  async exportConfig(db: Db, actor: Actor, jobKey: string): Promise<TExportAnswerConfig> {
    guardMember(actor);
    const { name, layout } = await templateLayout(db, actor, jobKey);
    return {
      configUrl: configUrlOf(jobKey),
      fileName: `${name}（答题卡配置）.json`,
      version: layout.version,
      paperSize: layout.options.paperSize,
      columns: layout.options.columns,
      studentIdDigits: layout.options.studentIdDigits,
      pages: layout.pages.length,
    };
  },

  /** The layout configuration itself: every box in millimetres, as the PDF draws it and the reader reads it. */
  async configFile(db: Db, actor: Actor, jobKey: string): Promise<{ fileName: string; json: string }> {
    guardMember(actor);
    const { name, layout } = await templateLayout(db, actor, jobKey);
    return { fileName: `${name}（答题卡配置）.json`, json: JSON.stringify({ workGuid: jobKey, ...layout }, null, 2) };
  },
};
