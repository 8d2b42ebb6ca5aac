import { ROLES, type RoleValue } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';

const roleOrder = (a: RoleValue, b: RoleValue) => ROLES.indexOf(a) - ROLES.indexOf(b);

export interface SchoolRow {
  id: number;
  ruCode: string;
  schoolGuid: string;
  name: string;
  schoolYear: number;
}

const schoolColumns = ['schools.id', 'schools.ruCode', 'schools.schoolGuid', 'schools.name', 'schools.schoolYear'] as const;

/** Users, memberships, schools and the reference data a session needs. */
export const accountRepository = {
  async findUserByPhone(db: DbOrTx, phone: string) {
    return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
  },

  /** The user's own name and phone (the personal page). */
  async updateProfile(db: DbOrTx, id: number, patch: { name: string; phone: string }): Promise<void> {
    await db.updateTable('users').set(patch).where('id', '=', id).execute();
  },

  async findUserById(db: DbOrTx, id: number) {
    return db.selectFrom('users').select(['id', 'phone', 'name', 'lastSchoolId']).where('id', '=', id).executeTakeFirst();
  },

  /** Schools the user belongs to (any role), in a stable order. */
  async schoolsOfUser(db: DbOrTx, userId: number): Promise<SchoolRow[]> {
    return db
      .selectFrom('schools')
      .select(schoolColumns)
      .where((eb) =>
        eb.exists(
          eb.selectFrom('memberships').select('memberships.id')
            .whereRef('memberships.schoolId', '=', 'schools.id')
            .where('memberships.userId', '=', userId),
        ),
      )
      .orderBy('schools.id')
      .execute();
  },

  async findSchoolByRu(db: DbOrTx, ru: string): Promise<SchoolRow | undefined> {
    return db.selectFrom('schools').select(schoolColumns).where('ruCode', '=', ru).executeTakeFirst();
  },

  async findSchoolById(db: DbOrTx, id: number): Promise<SchoolRow | undefined> {
    return db.selectFrom('schools').select(schoolColumns).where('id', '=', id).executeTakeFirst();
  },

  async rolesInSchool(db: DbOrTx, userId: number, schoolId: number): Promise<RoleValue[]> {
    const rows = await db
      .selectFrom('memberships')
      .select('role')
      .where('userId', '=', userId)
      .where('schoolId', '=', schoolId)
      .execute();
    return rows.map((r) => r.role as RoleValue).sort(roleOrder);
  },

  /** Roles the user may act in at the school: memberships whose isdisable is unset (spec 03 §4). */
  async enabledRolesInSchool(db: DbOrTx, userId: number, schoolId: number): Promise<RoleValue[]> {
    const rows = await db
      .selectFrom('memberships')
      .select('role')
      .where('userId', '=', userId)
      .where('schoolId', '=', schoolId)
      .where('isDisable', '=', false)
      .execute();
    return rows.map((r) => r.role as RoleValue).sort(roleOrder);
  },
  async findMembership(db: DbOrTx, userId: number, schoolId: number, role: string) {
    return db
      .selectFrom('memberships')
      .selectAll()
      .where('userId', '=', userId)
      .where('schoolId', '=', schoolId)
      .where('role', '=', role)
      .executeTakeFirst();
  },

  async servicesOfSchool(db: DbOrTx, schoolId: number) {
    return db
      .selectFrom('schoolServices')
      .select(['serviceType', 'status', 'expiresAt'])
      .where('schoolId', '=', schoolId)
      .orderBy('serviceType')
      .execute();
  },

  /** The school's periods with their subjects, in school order. */
  async periodSubjectsOfSchool(db: DbOrTx, schoolId: number) {
    return db
      .selectFrom('schoolPeriods')
      .innerJoin('periods', 'periods.code', 'schoolPeriods.periodCode')
      .innerJoin('subjects', 'subjects.periodCode', 'periods.code')
      .select(['periods.code as period', 'periods.name as periodName', 'subjects.km'])
      .where('schoolPeriods.schoolId', '=', schoolId)
      .orderBy('periods.sort')
      .orderBy('subjects.sort')
      .execute();
  },

  async findSelection(db: DbOrTx, userId: number, schoolId: number) {
    return db
      .selectFrom('userSelections')
      .select(['periodCode', 'km'])
      .where('userId', '=', userId)
      .where('schoolId', '=', schoolId)
      .executeTakeFirst();
  },

  /** The subject a teacher teaches (the selected teaching info first): the default 学段、科目 before any choice. */
  async firstTeachInfo(db: DbOrTx, userId: number, schoolId: number) {
    return db
      .selectFrom('teachInfos')
      .select(['periodCode', 'km'])
      .where('userId', '=', userId)
      .where('schoolId', '=', schoolId)
      .orderBy('isSelect', 'desc')
      .orderBy('createdAt')
      .limit(1)
      .executeTakeFirst();
  },

  async saveSelection(db: DbOrTx, row: { userId: number; schoolId: number; periodCode: string; km: string }) {
    await db
      .insertInto('userSelections')
      .values(row)
      .onConflict((oc) => oc.columns(['userId', 'schoolId']).doUpdateSet({ periodCode: row.periodCode, km: row.km }))
      .execute();
  },

  async setLastSchool(db: DbOrTx, userId: number, schoolId: number) {
    await db.updateTable('users').set({ lastSchoolId: schoolId }).where('id', '=', userId).execute();
  },
};
