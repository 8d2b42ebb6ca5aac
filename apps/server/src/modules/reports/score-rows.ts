import {
  NO_LEVEL,
  NOT_SUBMITTED_TIME,
  ShowType,
  SubmissionStatus,
  SubmissionStatusNames,
  type ScoreLevel,
  type SubmissionStatusValue,
  type TScoreRow,
} from '@zuoyeben/shared';
import type { RosterRow } from './reports.repository.js';

/** China has one time zone and no daylight saving, so report times are UTC+8 whatever the server's zone. */
const CN_OFFSET_MS = 8 * 3600_000;

/** 'YYYY-MM-DD HH:mm:ss' in China time, the format of spec 03 §3 subTime. */
export function formatCnTime(date: Date): string {
  return new Date(date.getTime() + CN_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** How late a submission was, in the largest whole unit: 逾期5分钟, 逾期2小时, 逾期3天. */
export function overdueReason(lateMs: number): string {
  const minutes = Math.max(1, Math.ceil(lateMs / 60_000));
  if (minutes < 60) return `逾期${minutes}分钟`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `逾期${hours}小时`;
  return `逾期${Math.floor(hours / 24)}天`;
}

/** Status text; an overdue submission carries how late it was after a hyphen (spec 03 §3: 逾期提交-逾期2小时). */
export function statusText(row: Pick<RosterRow, 'status' | 'isOverdue' | 'submittedAt'>, endTime: Date): string {
  const status = (row.status ?? SubmissionStatus.NotSubmitted) as SubmissionStatusValue;
  const name = SubmissionStatusNames[status] ?? SubmissionStatusNames[SubmissionStatus.NotSubmitted];
  const isLate = status === SubmissionStatus.Overdue || (status !== SubmissionStatus.NotSubmitted && row.isOverdue === true);
  if (!isLate || !row.submittedAt || row.submittedAt <= endTime) return name;
  return `${name}-${overdueReason(row.submittedAt.getTime() - endTime.getTime())}`;
}

/** What turns roster rows into report rows: the work's display settings, the level of a score, the row's class. */
export interface ScoreRowContext {
  work: { showType: number; endTime: Date };
  /** Ranks a score among the work's submissions (levelLookup). */
  levelOf: (score: number) => ScoreLevel;
  classOf: (classGuid: string) => { classCode: string; className: string };
}

/** A roster row as the score report shows it. Students who have not submitted score 0 and get no level. */
export function toScoreRow(row: RosterRow, { work, levelOf, classOf }: ScoreRowContext): TScoreRow {
  const submitted = row.status !== null && row.status > SubmissionStatus.NotSubmitted;
  const score = submitted ? Number(row.totalScore ?? 0) : 0;
  const level = submitted ? levelOf(score) : NO_LEVEL;
  const showScore = !submitted ? '-' : work.showType === ShowType.Grade ? level : String(score);
  return {
    stuGuid: row.stuGuid,
    name: row.name,
    buddies: row.buddies,
    ...classOf(row.classGuid),
    score,
    showScore,
    duration: submitted ? Number(row.durationSeconds ?? 0) : 0,
    level,
    status: submitted ? Number(row.status) : SubmissionStatus.NotSubmitted,
    desc: submitted ? statusText(row, work.endTime) : SubmissionStatusNames[SubmissionStatus.NotSubmitted],
    subTime: submitted && row.submittedAt ? formatCnTime(row.submittedAt) : NOT_SUBMITTED_TIME,
    showType: work.showType,
  };
}
