import type { ColumnType } from 'kysely';

/** Column types of the correction tables (migration 20261129T0600_corrections), camelCase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface CorrectionsTable {
  guid: string;
  schoolId: number;
  workGuid: string;
  createdByUserId: number;
  createdAt: Timestamp;
  /** Set when the teacher ends the round; null while it is in progress (Status 0). */
  endedAt: Defaulted<Date | null>;
}
export interface CorrectionStudentsTable {
  correctionGuid: string;
  schoolId: number;
  studentGuid: string;
  classGuid: string;
  submittedAt: Defaulted<Date | null>;
}
export interface CorrectionItemsTable {
  correctionGuid: string;
  schoolId: number;
  studentGuid: string;
  th: number;
  firstAnswer: Defaulted<string>;
  firstScore: number;
  fullScore: number;
  /** The corrected answer; null until the student submits the correction. */
  answer: Defaulted<string | null>;
  imageKeys: Defaulted<string[]>;
  score: Defaulted<number | null>;
  /** Objective: scored at submission; subjective: the teacher's 已订正/未订正 mark; null while waiting. */
  isCorrect: Defaulted<boolean | null>;
  markedBy: Defaulted<number | null>;
  markedAt: Defaulted<Date | null>;
}
export interface WrongQuestionMarksTable {
  schoolId: number;
  studentGuid: string;
  workGuid: string;
  th: number;
  masteredAt: Timestamp;
}

export interface CorrectionTables {
  corrections: CorrectionsTable;
  correctionStudents: CorrectionStudentsTable;
  correctionItems: CorrectionItemsTable;
  wrongQuestionMarks: WrongQuestionMarksTable;
}
