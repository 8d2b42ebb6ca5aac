import type { ColumnType, Generated } from 'kysely';

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
export interface TeachInfoClassesTable { teachInfoGuid: string; schoolId: number; classGuid: string }

export interface Database {
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
}
