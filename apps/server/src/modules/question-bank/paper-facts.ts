import { gradeInfo, PAPER_NEW_DAYS } from '@zuoyeben/shared';
import { formatCnTime } from '../reports/score-rows.js';

const DAY_MS = 86_400_000;

/** A paper row as every paper list reads it. */
export interface PaperFactsRow {
  guid: string;
  name: string;
  periodCode: string;
  km: string;
  gradeCode: string | null;
  year: number;
  itemCount: number | string | null;
  totalScore: number | string;
  source: number;
}

/**
 * The facts every paper card shows (spec 02 §2): grade name, item count, recommend date and the NEW tag for a paper
 * entered in the last PAPER_NEW_DAYS days, and whether this teacher collected it.
 */
export function paperFacts(r: PaperFactsRow, enteredAt: Date, isCollection: boolean, now = Date.now()) {
  return {
    paperGuid: r.guid,
    name: r.name,
    period: r.periodCode,
    km: r.km,
    gradeCode: r.gradeCode,
    gradeName: r.gradeCode ? (gradeInfo(r.gradeCode)?.name ?? null) : null,
    year: r.year,
    itemCount: Number(r.itemCount ?? 0),
    totalScore: Number(r.totalScore),
    source: r.source,
    recommendDate: formatCnTime(enteredAt).slice(0, 10),
    isNew: now - enteredAt.getTime() <= PAPER_NEW_DAYS * DAY_MS,
    isCollection,
  };
}
