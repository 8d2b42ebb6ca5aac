import type { ColumnType } from 'kysely';

/** Column types of the homework tables (migration 20261122T0700_homework), camelCase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface FilesTable {
  key: string;
  schoolId: number;
  uploaderUserId: number | null;
  uploaderStudentGuid: string | null;
  purpose: 'question' | 'answer' | 'student-answer' | 'export' | 'item-image' | 'feedback';
  mime: string;
  size: number;
  originalName: string;
  pageCount: number | null;
  /** Where the bytes are in the file storage; null while they are still in file_blobs (before files:migrate). */
  storageKey: Defaulted<string | null>;
  createdAt: Timestamp;
}
/** Bytes of files uploaded before they went to the file storage; emptied by `npm run files:migrate`. */
export interface FileBlobsTable { key: string; bytes: Buffer }

export interface WorksTable {
  guid: string;
  schoolId: number;
  creatorUserId: number;
  workCode: Defaulted<string | null>;
  name: string;
  km: string;
  periodCode: string;
  gradeCode: string;
  workType: number;
  source: Defaulted<number>;
  startTime: Timestamp;
  endTime: Timestamp;
  releaseType: Defaulted<number>;
  releaseTime: Defaulted<Date | null>;
  overdueable: Defaulted<boolean>;
  showStudentInfo: Defaulted<boolean>;
  reviewType: Defaulted<number>;
  answerSheetType: Defaulted<number>;
  /** The homework's own answer-card options (AnswerCardOptions as JSON); null: the school's defaults. */
  cardOptions: ColumnType<unknown, string | null | undefined, string | null>;
  useType: Defaulted<number>;
  jobType: Defaulted<number>;
  scoreType: Defaulted<number>;
  showType: Defaulted<number>;
  witMarking: Defaulted<boolean>;
  mathWitMarking: Defaulted<boolean>;
  syncToOthers: Defaulted<boolean>;
  allowOthersView: Defaulted<boolean>;
  oldWorkGuid: Defaulted<string | null>;
  paperGuid: Defaulted<string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  deletedAt: Defaulted<Date | null>;
  /** Exams only (migration 20261128T1400): minutes; null for homework. */
  examDuration: Defaulted<number | null>;
  /** Exams only: extra minutes for photo upload after the end (0 or 15). */
  examDelay: Defaulted<number>;
}
export interface WorkClassesTable { workGuid: string; schoolId: number; classGuid: string }
export interface WorkFilesTable { workGuid: string; schoolId: number; fileKey: string; role: 'question' | 'answer'; sort: number }
export interface WorkQuestionsTable {
  workGuid: string;
  schoolId: number;
  th: number;
  type: number;
  optionCount: Defaulted<number>;
  score: number;
  answer: Defaulted<string>;
  multSetting: ColumnType<unknown, string | null | undefined, string | null>;
  /** A stable id of the question (migration 20261128T1400). */
  guid: Defaulted<string>;
  /** The bank item (version, sub-question of a group) of a work published from a paper; migration 20261128T1500. */
  itemGuid: Defaulted<string | null>;
  itemVersion: Defaulted<number | null>;
  subIndex: Defaulted<number | null>;
}
export interface PreferencesTable { userId: number; schoolId: number; settings: Json<unknown>; updatedAt: Timestamp }

export interface StudentSessionsTable {
  id: string;
  studentGuid: string;
  schoolId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

export interface SubmissionsTable {
  guid: string;
  schoolId: number;
  workGuid: string;
  studentGuid: string;
  /** 0 not submitted, 1 submitted, 2 overdue, 3 submitted with missing answer sheet. */
  status: number;
  isOverdue: Defaulted<boolean>;
  submittedAt: Date | null;
  durationSeconds: Defaulted<number>;
  objectiveScore: Defaulted<number>;
  subjectiveScore: Defaulted<number>;
  totalScore: Defaulted<number>;
  isFullyMarked: Defaulted<boolean>;
  /** The questions' scoring rules at scoring time; a later rule change never rescores silently. */
  rules: Json<unknown>;
  requestId: string | null;
  /** The teacher who typed the answers in (machine-read entry, migration 20261122T0720); null when the student submitted. */
  enteredByUserId: Defaulted<number | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
export interface SubmissionAnswersTable {
  submissionGuid: string;
  schoolId: number;
  workGuid: string;
  th: number;
  answer: string;
  imageKeys: string[];
  score: number | null;
  markedBy: number | null;
  markedAt: Date | null;
}

/**
 * A submission's answers in one row, kept by triggers on submission_answers (migration 20261130T0100): question
 * numbers and scores comma-separated ('' unmarked), given answers separated by U+0001. Read it through
 * answerSheetsRepository (modules/submissions/answer-sheets.repository.ts), never write it.
 */
export interface SubmissionAnswerSheetsTable {
  submissionGuid: string;
  schoolId: number;
  workGuid: string;
  ths: string;
  scores: string;
  answers: string;
}

/** Seconds a student spent answering a homework over every visit (migration 20261125T1400). */
export interface AnsweringTimesTable {
  workGuid: string;
  studentGuid: string;
  schoolId: number;
  seconds: Defaulted<number>;
  updatedAt: Defaulted<Date>;
}

export interface HomeworkTables {
  files: FilesTable;
  fileBlobs: FileBlobsTable;
  works: WorksTable;
  workClasses: WorkClassesTable;
  workFiles: WorkFilesTable;
  workQuestions: WorkQuestionsTable;
  preferences: PreferencesTable;
  studentSessions: StudentSessionsTable;
  submissions: SubmissionsTable;
  submissionAnswers: SubmissionAnswersTable;
  submissionAnswerSheets: SubmissionAnswerSheetsTable;
  answeringTimes: AnsweringTimesTable;
}

