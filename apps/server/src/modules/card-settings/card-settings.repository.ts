import { sql } from 'kysely';
import { DEFAULT_ANSWER_CARD_OPTIONS, WorkType, AnswerSheetType, ReviewType, type AnswerCardOptions } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import { DEFAULT_BAND, type BandPolicy } from '../scan-reading/bubble-decisions.js';

/** The school's machine-read settings as the scan pipeline uses them. */
export interface ScanSettings {
  /** spec 01 §3 reviewType a new machine-read homework starts with: 0 mark first then scan; 1 scan first then mark. */
  reviewType: 0 | 1;
  /** Digits of the student number on the school's cards. */
  studentIdDigits: number;
  /** The review band of the bubble thresholds (fractions from the empty level to the mark level). */
  band: BandPolicy;
}

/** What a school without a saved row uses: the values the product used before the settings existed. */
export const DEFAULT_SCAN_SETTINGS: ScanSettings = {
  reviewType: ReviewType.ScanThenMark,
  studentIdDigits: DEFAULT_ANSWER_CARD_OPTIONS.studentIdDigits,
  band: { ...DEFAULT_BAND },
};

export interface CardSettingsRow {
  paperSize: 'A4' | 'A3';
  columns: number;
  studentIdDigits: number;
  reviewType: number;
  bandLow: number;
  bandHigh: number;
}

export interface TemplateRow {
  guid: string;
  name: string;
  workCode: string | null;
  workType: number;
  km: string;
  paperGuid: string;
  createdAt: Date;
  cardOptions: unknown;
}

/** All SQL of the school's card and machine-read settings; every query is scoped by the school. */
export const cardSettingsRepository = {
  find(db: DbOrTx, schoolId: number): Promise<CardSettingsRow | undefined> {
    return db.selectFrom('schoolCardSettings')
      .select(['paperSize', 'columns', 'studentIdDigits', 'reviewType', 'bandLow', 'bandHigh'])
      .where('schoolId', '=', schoolId).executeTakeFirst();
  },

  /** Creates the school's row with the defaults, or updates the given columns. */
  async save(db: DbOrTx, schoolId: number, userId: number, patch: Partial<CardSettingsRow>): Promise<void> {
    await db.insertInto('schoolCardSettings')
      .values({ schoolId, updatedBy: userId, ...patch })
      .onConflict((oc) => oc.column('schoolId').doUpdateSet({ ...patch, updatedBy: userId, updatedAt: sql`now()` }))
      .execute();
  },

  /** The school's works printed with a card: machine-read homework and works with a separate card, from a paper. */
  templates(db: DbOrTx, schoolId: number, q: { pageIndex: number; pageSize: number; workName?: string }) {
    let base = db.selectFrom('works')
      .where('works.schoolId', '=', schoolId)
      .where('works.deletedAt', 'is', null)
      .where('works.paperGuid', 'is not', null)
      .where((eb) => eb.or([eb('works.workType', '=', WorkType.MachineRead), eb('works.answerSheetType', '=', AnswerSheetType.Separate)]));
    if (q.workName) base = base.where('works.name', 'ilike', `%${q.workName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return Promise.all([
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n)),
      base.select(['works.guid', 'works.name', 'works.workCode', 'works.workType', 'works.km', 'works.paperGuid', 'works.createdAt', 'works.cardOptions'])
        .orderBy('works.createdAt', 'desc').orderBy('works.guid')
        .limit(q.pageSize).offset((q.pageIndex - 1) * q.pageSize)
        .execute() as Promise<TemplateRow[]>,
    ]);
  },

  /** One card work of the school, or undefined (another school's work is not found). */
  template(db: DbOrTx, schoolId: number, workGuid: string): Promise<TemplateRow | undefined> {
    return db.selectFrom('works')
      .select(['guid', 'name', 'workCode', 'workType', 'km', 'paperGuid', 'createdAt', 'cardOptions'])
      .where('schoolId', '=', schoolId).where('guid', '=', workGuid).where('deletedAt', 'is', null).where('paperGuid', 'is not', null)
      .executeTakeFirst() as Promise<TemplateRow | undefined>;
  },
};

/** A homework with its card's own options (works.card_options; null: the school's defaults). */
export interface WorkCardRow {
  guid: string;
  name: string;
  workType: number;
  workCode: string | null;
  paperGuid: string | null;
  answerSheetType: number;
  cardOptions: unknown;
}
const workCardColumns = ['guid', 'name', 'workType', 'workCode', 'paperGuid', 'answerSheetType', 'cardOptions'] as const;

export const workCardRepository = {
  byGuid(db: DbOrTx, schoolId: number, workGuid: string): Promise<WorkCardRow | undefined> {
    return db.selectFrom('works').select(workCardColumns)
      .where('schoolId', '=', schoolId).where('guid', '=', workGuid).where('deletedAt', 'is', null)
      .executeTakeFirst() as Promise<WorkCardRow | undefined>;
  },

  /** The homework a card of the paper is printed for (its work code goes into the QR code). */
  byCode(db: DbOrTx, schoolId: number, paperGuid: string, workCode: string): Promise<WorkCardRow | undefined> {
    return db.selectFrom('works').select(workCardColumns)
      .where('schoolId', '=', schoolId).where('paperGuid', '=', paperGuid).where('workCode', '=', workCode).where('deletedAt', 'is', null)
      .orderBy('createdAt', 'desc').limit(1)
      .executeTakeFirst() as Promise<WorkCardRow | undefined>;
  },

  async save(db: DbOrTx, schoolId: number, workGuid: string, patch: { cardOptions: Partial<AnswerCardOptions> | null; answerSheetType?: number }): Promise<void> {
    await db.updateTable('works')
      .set({ cardOptions: patch.cardOptions === null ? null : JSON.stringify(patch.cardOptions), ...(patch.answerSheetType ? { answerSheetType: patch.answerSheetType } : {}) })
      .where('schoolId', '=', schoolId).where('guid', '=', workGuid).execute();
  },
};

/** A homework's own card options as stored (only the fields it sets). */
export function ownCardOptions(row: Pick<WorkCardRow, 'cardOptions'> | undefined): Partial<AnswerCardOptions> | null {
  const o = row?.cardOptions;
  return o && typeof o === 'object' ? (o as Partial<AnswerCardOptions>) : null;
}

/** The options a homework's card is printed and read with: the school's defaults, then the homework's own. */
export async function cardOptionsOfWork(db: DbOrTx, schoolId: number, row: Pick<WorkCardRow, 'cardOptions'> | undefined): Promise<AnswerCardOptions> {
  return { ...(await answerCardOptionsOf(db, schoolId)), ...ownCardOptions(row) };
}

/** The school's answer-card defaults (A4, one column, 8 digits without a saved row). */
export async function answerCardOptionsOf(db: DbOrTx, schoolId: number): Promise<AnswerCardOptions> {
  const row = await cardSettingsRepository.find(db, schoolId);
  return row ? { paperSize: row.paperSize, columns: row.columns, studentIdDigits: row.studentIdDigits } : { ...DEFAULT_ANSWER_CARD_OPTIONS };
}

/** The school's machine-read settings, for the scan pipeline (DEFAULT_SCAN_SETTINGS without a saved row). */
export async function scanSettingsOf(db: DbOrTx, schoolId: number): Promise<ScanSettings> {
  const row = await cardSettingsRepository.find(db, schoolId);
  if (!row) return { ...DEFAULT_SCAN_SETTINGS, band: { ...DEFAULT_SCAN_SETTINGS.band } };
  return { reviewType: row.reviewType === 0 ? 0 : 1, studentIdDigits: row.studentIdDigits, band: { low: Number(row.bandLow), high: Number(row.bandHigh) } };
}
