import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** An exam whose basic step is saved and whose questions are not (state 0; migration 20261128T1400). */
export interface ExamDraftsTable {
  guid: string;
  schoolId: number;
  creatorUserId: number;
  km: string;
  name: string;
  gradeCode: string;
  startTime: Timestamp;
  duration: number;
  delay: number;
  classGuids: string[];
  showStudentInfo: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Extra minutes a class was given on a running exam (TimeExpand). */
export interface ExamTimeExtensionsTable {
  workGuid: string;
  classGuid: string;
  schoolId: number;
  minutes: number;
  updatedAt: Timestamp;
}

/** Answers to a running exam as the student goes (migration 20261128T1410). */
export interface ExamProgressTable {
  workGuid: string;
  studentGuid: string;
  schoolId: number;
  classGuid: string;
  /** [{ th, answer, imageKeys }], written as a JSON string. */
  answers: ColumnType<{ th: number; answer: string; imageKeys: string[] }[], string, string>;
  savedAt: Timestamp;
}

/** Reviewers of an exam's subjective questions (migration 20261128T1420). */
export interface ExamReviewersTable {
  workGuid: string;
  th: number;
  userId: number;
  schoolId: number;
}

/** Double-marking settings of a subjective exam question (migration 20261128T2100). */
export interface ExamDoubleMarkingTable {
  workGuid: string;
  th: number;
  tolerance: number;
  arbiterUserId: number | null;
  schoolId: number;
}

/** One mark of a double-marked answer: round 1 and 2 the reviewers', 3 the arbiter's (migration 20261128T2100). */
export interface ExamMarksTable {
  submissionGuid: string;
  th: number;
  round: number;
  workGuid: string;
  userId: number;
  score: number;
  markedAt: Timestamp;
  schoolId: number;
}

/** A subjective question merged into a group marked as one task (migration 20261128T2110). */
export interface ExamMergedThsTable {
  workGuid: string;
  th: number;
  groupTh: number;
  schoolId: number;
}

export interface ExamTables {
  examReviewers: ExamReviewersTable;
  examMergedThs: ExamMergedThsTable;
  examDoubleMarking: ExamDoubleMarkingTable;
  examMarks: ExamMarksTable;
  examDrafts: ExamDraftsTable;
  examTimeExtensions: ExamTimeExtensionsTable;
  examProgress: ExamProgressTable;
}
