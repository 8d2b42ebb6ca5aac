import type { ColumnType, Generated } from 'kysely';
import type { HomeworkTables } from './schema-homework.js';
import type { PaperCollectionTables } from './schema-paper-collections.js';
import type { QuestionBankUserTables } from './schema-question-bank-user.js';
import type { PaperImportTables } from './schema-paper-import.js';
import type { TeachGuidanceTables } from './schema-teach-guidance.js';
import type { TaskTables } from './schema-tasks.js';
import type { PaperLayoutTables } from './schema-paper-layout.js';
import type { PaperDetailTables } from './schema-paper-detail.js';
import type { ExamTables } from './schema-exams.js';
import type { MarkAssistTables } from './schema-mark-assist.js';
import type { CorrectionTables } from './schema-corrections.js';
import type { SubjectNetworkTables } from './schema-subject-network.js';
import type { AuditLogTables } from './schema-audit-log.js';
import type { TeachProgressTables } from './schema-teach-progress.js';
import type { CardSettingsTables } from './schema-card-settings.js';
import type { HelpCenterTables } from './schema-help-center.js';
import type { WorkAdjustTables } from './schema-work-adjust.js';
import type { ScanTables } from './schema-scan.js';
import type { OfflineWorkTables } from './schema-offline-works.js';

/** Column types of the database, in camelCase (the CamelCasePlugin maps them to snake_case). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PeriodsTable { code: string; name: string; sort: number }
export interface GradesTable { code: string; name: string; periodCode: string; alias: string; sort: number }
export interface SubjectsTable { periodCode: string; km: string; sort: number }

export interface SchoolsTable {
  id: Generated<number>;
  ruCode: string;
  schoolGuid: string;
  name: string;
  schoolYear: number;
  /** Length of the initial passwords the school hands out to students: 6, 8 or 10 digits. */
  studentPasswordDigits: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
}
export interface SchoolPeriodsTable { schoolId: number; periodCode: string }
export interface SchoolServicesTable {
  schoolId: number;
  serviceType: number;
  status: number;
  expiresAt: Date | null;
}

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  name: string;
  passwordHash: string;
  lastSchoolId: number | null;
  createdAt: Timestamp;
}

export interface MembershipsTable {
  id: Generated<number>;
  userId: number;
  schoolId: number;
  role: string;
  paperPower: ColumnType<boolean, boolean | undefined, boolean>;
  onlineWork: ColumnType<boolean, boolean | undefined, boolean>;
  reviewPower: ColumnType<boolean, boolean | undefined, boolean>;
  questionPower: ColumnType<boolean, boolean | undefined, boolean>;
  boutiquePower: ColumnType<boolean, boolean | undefined, boolean>;
  zwjyjPower: ColumnType<boolean, boolean | undefined, boolean>;
  sjymxcyPower: ColumnType<boolean, boolean | undefined, boolean>;
  teachInfoPower: ColumnType<boolean, boolean | undefined, boolean>;
  createOffline: ColumnType<boolean, boolean | undefined, boolean>;
  createOnline: ColumnType<boolean, boolean | undefined, boolean>;
  isSkjs: ColumnType<boolean, boolean | undefined, boolean>;
  isDisable: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface UserSelectionsTable { userId: number; schoolId: number; periodCode: string; km: string }

export interface SessionsTable {
  id: string;
  userId: number;
  schoolId: number | null;
  role: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  /** The browser that logged in (User-Agent, at most 300 characters) and its address (the personal page's 登录设备). */
  userAgent: ColumnType<string | null, string | null | undefined, string | null>;
  ip: ColumnType<string | null, string | null | undefined, string | null>;
  /** Last request, moved at most once a minute. */
  lastSeenAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ClassesTable {
  guid: string;
  schoolId: number;
  classCode: string;
  name: string;
  gradeCode: string;
  isTeachClass: boolean;
  number: number;
  createdAt: Timestamp;
}

export interface StudentsTable {
  guid: string;
  schoolId: number;
  classGuid: string;
  name: string;
  phone: string | null;
  buddies: string;
  /** argon2 hash of the student's password (migration 20261122T0700); null until the school hands one out. */
  passwordHash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The password is one the school handed out (generated or reset): the student must change it at login. */
  mustChangePassword: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Timestamp;
}

export interface TeachInfosTable {
  guid: string;
  schoolId: number;
  userId: number;
  periodCode: string;
  km: string;
  textbookVersion: string;
  gradeCodes: string[];
  isSelect: boolean;
  createdAt: Timestamp;
}
export interface TeachInfoClassesTable {
  teachInfoGuid: string;
  schoolId: number;
  classGuid: string;
  /** 0 pending an administrator's approval, 1 approved, 2 refused (see ClassJoinStatus). */
  status: ColumnType<number, number | undefined, number>;
  requestedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** When the class was approved: the teacher sees the class's homework published from then on. */
  joinedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Login failures per key (account or address) in a window, so throttling survives a restart. */
export interface LoginFailuresTable { key: string; windowStart: Date; count: number }

/** jsonb columns: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface TextbooksTable {
  guid: string;
  periodCode: string;
  km: string;
  pressName: string;
  versionName: string;
  gradeCode: string;
  volume: string;
  name: string;
  sort: number;
}
export interface ChaptersTable { guid: string; textbookGuid: string; parentGuid: string | null; name: string; sort: number }
export interface KnowledgePointsTable { guid: string; periodCode: string; km: string; parentGuid: string | null; name: string; sort: number }

export interface ItemOptionRow { label: string; text: string }
export interface SubItemRow { type: number; stem: string; options: ItemOptionRow[]; answer: string[]; explanation?: string }

export interface ItemsTable {
  guid: string;
  version: ColumnType<number, number | undefined, number>;
  schoolId: number | null;
  ownerUserId: number | null;
  source: number;
  type: number;
  stem: string;
  options: Json<ItemOptionRow[]>;
  answer: Json<string[]>;
  subItems: ColumnType<SubItemRow[] | null, string | null, string | null>;
  explanation: string;
  difficulty: number;
  periodCode: string;
  km: string;
  gradeCode: string | null;
  year: number;
  provinceCodes: string[];
  chapterGuid: string | null;
  useCount: ColumnType<number, number | undefined, number>;
  scoreRate: number | null;
  schoolRate: number | null;
  discrimination: number | null;
  /** Generated from the stem by PostgreSQL (migration 20261122T1000_item_search); never written. */
  searchText: ColumnType<string, never, never>;
  searchBigrams: ColumnType<string[], never, never>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  deletedAt: Date | null;
}
export interface ItemKnowledgeTable { itemGuid: string; knowledgeGuid: string; isPrimary: boolean }
export interface ItemChaptersTable { itemGuid: string; chapterGuid: string }
/** A version an edit replaced (migration 20261122T0810_item_versions); items holds the current one. */
export interface ItemVersionsTable {
  itemGuid: string;
  version: number;
  schoolId: number | null;
  type: number;
  stem: string;
  options: Json<ItemOptionRow[]>;
  answer: Json<string[]>;
  subItems: ColumnType<SubItemRow[] | null, string | null, string | null>;
  explanation: string;
  difficulty: number;
  periodCode: string;
  km: string;
  gradeCode: string | null;
  chapterGuid: string | null;
  /** The knowledge points it had, primary first. */
  knowledge: Json<{ guid: string; isPrimary: boolean }[]>;
  writtenAt: Timestamp;
  replacedAt: Timestamp;
  replacedByUserId: number | null;
}

export interface PapersTable {
  guid: string;
  name: string;
  periodCode: string;
  km: string;
  gradeCode: string | null;
  source: number;
  schoolId: number | null;
  creatorUserId: number | null;
  year: number;
  totalScore: number;
  difficulty: number | null;
  structureStatus: ColumnType<number, number | undefined, number>;
  shareStatus: ColumnType<number, number | undefined, number>;
  /** A teacher's own paper (source 4): prepared in the layout (备课) or uploaded (上传); migration 20261122T1010. */
  entry: ColumnType<'prepare' | 'upload', 'prepare' | 'upload' | undefined, 'prepare' | 'upload'>;
  /** Print settings of the layout (migration 20261128T1000; values in @zuoyeben/shared enums/paper-layout). */
  paperType: ColumnType<number, number | undefined, number>;
  sideType: ColumnType<number, number | undefined, number>;
  fontSize: ColumnType<number, number | undefined, number>;
  /** numeric: read through Number(); pg returns it as a string. */
  lineHeight: ColumnType<number | string, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
export interface PaperItemsTable {
  paperGuid: string;
  itemGuid: string;
  itemVersion: number;
  groupNo: number;
  groupType: number;
  groupName: string;
  sort: number;
  score: number;
  /** Answer-area height in px of a subjective question; null = the default (migration 20261128T1000). */
  answerAreaHeight: ColumnType<number | null, number | null | undefined, number | null>;
  /** The multiple-choice rule (shared MultSetting); null = the default rule. */
  multSetting: ColumnType<unknown | null, string | null | undefined, string | null>;
}
export interface TeachingGuidancesTable {
  guid: string;
  name: string;
  periodCode: string;
  km: string;
  gradeCode: string;
  pressName: string;
  textbookGuid: string | null;
  schoolId: number | null;
  coverImage: string | null;
  createdAt: Timestamp;
}
export interface TeachingGuidanceChaptersTable {
  guid: string;
  guidanceGuid: string;
  parentGuid: string | null;
  name: string;
  sort: number;
  paperGuid: string | null;
}

export interface Database extends HomeworkTables, QuestionBankUserTables, PaperCollectionTables, TeachGuidanceTables, TaskTables, PaperImportTables,
  PaperLayoutTables, PaperDetailTables, ExamTables, MarkAssistTables, CorrectionTables, SubjectNetworkTables, CardSettingsTables,
  HelpCenterTables, WorkAdjustTables, ScanTables, OfflineWorkTables, AuditLogTables, TeachProgressTables {
  periods: PeriodsTable;
  grades: GradesTable;
  subjects: SubjectsTable;
  schools: SchoolsTable;
  schoolPeriods: SchoolPeriodsTable;
  schoolServices: SchoolServicesTable;
  users: UsersTable;
  memberships: MembershipsTable;
  userSelections: UserSelectionsTable;
  sessions: SessionsTable;
  classes: ClassesTable;
  students: StudentsTable;
  teachInfos: TeachInfosTable;
  teachInfoClasses: TeachInfoClassesTable;
  loginFailures: LoginFailuresTable;
  textbooks: TextbooksTable;
  chapters: ChaptersTable;
  knowledgePoints: KnowledgePointsTable;
  items: ItemsTable;
  itemKnowledge: ItemKnowledgeTable;
  itemChapters: ItemChaptersTable;
  itemVersions: ItemVersionsTable;
  papers: PapersTable;
  paperItems: PaperItemsTable;
  teachingGuidances: TeachingGuidancesTable;
  teachingGuidanceChapters: TeachingGuidanceChaptersTable;
}
