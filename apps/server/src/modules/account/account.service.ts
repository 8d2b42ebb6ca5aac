import {
  MEMBER_DISABLED_ADVICE,
  PeriodNames,
  RoleNames,
  ServiceType,
  isSchoolAdmin,
  isSubjectOfPeriod,
  type PeriodCode,
  type RoleValue,
  type TPeriodSubjects,
  type TRoleList,
  type TUserInfo,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { accountRepository, type SchoolRow } from './account.repository.js';
import { verifyPassword } from './password.js';
import { auditService } from '../audit/audit.service.js';

const WRONG_CREDENTIALS = '账号或密码错误';

/** Where a login or school switch lands: a school, and a role unless the user must choose one. */
export interface SessionTarget {
  userId: number;
  schoolId: number;
  role: RoleValue | null;
}

/** The school and role a session lands on; a user whose memberships there are all disabled is refused (403). */
async function targetInSchool(db: Db, userId: number, schoolId: number): Promise<SessionTarget> {
  const roles = await accountRepository.enabledRolesInSchool(db, userId, schoolId);
  if (roles.length === 0) throw forbidden(MEMBER_DISABLED_ADVICE);
  return { userId, schoolId, role: roles.length === 1 ? roles[0]! : null };
}

function toSchool(s: SchoolRow) {
  return { ru: s.ruCode, schoolGuid: s.schoolGuid, schoolName: s.name, schoolYear: s.schoolYear };
}

export const accountService = {
  /** Checks the password and picks the school last used, else the first (spec 03 §4). */
  async login(db: Db, userCode: string, password: string): Promise<SessionTarget> {
    const user = await accountRepository.findUserByPhone(db, userCode);
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!user || !valid) throw forbidden(WRONG_CREDENTIALS);
    const schools = await accountRepository.schoolsOfUser(db, user.id);
    if (schools.length === 0) throw forbidden('该账号尚未加入任何学校，请联系本校管理员');
    // The school last used, else the first; a school where every membership is disabled is passed over.
    const ordered = [...schools.filter((s) => s.id === user.lastSchoolId), ...schools.filter((s) => s.id !== user.lastSchoolId)];
    for (const school of ordered) {
      if ((await accountRepository.enabledRolesInSchool(db, user.id, school.id)).length === 0) continue;
      await accountRepository.setLastSchool(db, user.id, school.id);
      return targetInSchool(db, user.id, school.id);
    }
    throw forbidden(MEMBER_DISABLED_ADVICE);
  },

  async schoolsOf(db: Db, userId: number) {
    return (await accountRepository.schoolsOfUser(db, userId)).map(toSchool);
  },

  async roleList(db: Db, userId: number, schoolId: number): Promise<TRoleList> {
    const roles = await accountRepository.enabledRolesInSchool(db, userId, schoolId);
    return { roles: roles.map((role) => ({ role, roleName: RoleNames[role] })) };
  },

  async checkRole(db: Db, userId: number, schoolId: number, role: RoleValue): Promise<void> {
    const roles = await accountRepository.rolesInSchool(db, userId, schoolId);
    if (!roles.includes(role)) throw forbidden('您在本校没有该角色');
    if (!(await accountRepository.enabledRolesInSchool(db, userId, schoolId)).includes(role)) throw forbidden(MEMBER_DISABLED_ADVICE);
  },

  async selectSchool(db: Db, userId: number, ru: string, ip?: string): Promise<SessionTarget> {
    const schools = await accountRepository.schoolsOfUser(db, userId);
    const school = schools.find((s) => s.ruCode === ru);
    if (!school) throw notFound('学校不存在或您不属于该学校');
    await accountRepository.setLastSchool(db, userId, school.id);
    const target = await targetInSchool(db, userId, school.id);
    // An administrator (a Collector above all) entering a school as its administrator is in that school's log.
    if (isSchoolAdmin(target.role)) {
      await auditService.record(db, { schoolId: school.id, userId, role: target.role!, ip }, { action: 'school.switch', target: school.name, detail: '切换到本校' });
    }
    return target;
  },

  async saveSelection(db: Db, userId: number, schoolId: number, period: PeriodCode, km: string): Promise<void> {
    const offered = await accountRepository.periodSubjectsOfSchool(db, schoolId);
    if (!offered.some((p) => p.period === period)) throw badRequest(`本校没有${PeriodNames[period]}学段`);
    if (!isSubjectOfPeriod(period, km)) throw badRequest(`${PeriodNames[period]}没有科目「${km}」`);
    await accountRepository.saveSelection(db, { userId, schoolId, periodCode: period, km });
  },

  /** Everything the web app needs about the session: user, school, permission object, services, periods. */
  async userInfo(db: Db, userId: number, schoolId: number, role: RoleValue): Promise<TUserInfo> {
    const [user, school, schools, roles, membership, services, periodRows, selection] = await Promise.all([
      accountRepository.findUserById(db, userId),
      accountRepository.findSchoolById(db, schoolId),
      accountRepository.schoolsOfUser(db, userId),
      accountRepository.enabledRolesInSchool(db, userId, schoolId),
      accountRepository.findMembership(db, userId, schoolId, role),
      accountRepository.servicesOfSchool(db, schoolId),
      accountRepository.periodSubjectsOfSchool(db, schoolId),
      accountRepository.findSelection(db, userId, schoolId),
    ]);
    // Before any choice, default the top-right 学段、科目 to what the teacher teaches rather than the first subject.
    const chosen = selection ?? (await accountRepository.firstTeachInfo(db, userId, schoolId));
    if (!user || !school || !membership) throw unauthorized();
    const online = services.find((s) => s.serviceType === ServiceType.OnlineHomework);
    const periods: TPeriodSubjects[] = [];
    for (const row of periodRows) {
      let entry = periods.find((p) => p.period === row.period);
      if (!entry) periods.push((entry = { period: row.period as PeriodCode, periodName: row.periodName, subjects: [] }));
      entry.subjects.push(row.km);
    }
    return {
      user: { userPhone: user.phone, userName: user.name, userRole: role },
      school: toSchool(school),
      schools: schools.map(toSchool),
      roles,
      permission: {
        paperPower: membership.paperPower,
        onlineWork: membership.onlineWork,
        reviewPower: membership.reviewPower,
        questionPower: membership.questionPower,
        boutiquePower: membership.boutiquePower,
        zwjyjPower: membership.zwjyjPower,
        sjymxcyPower: membership.sjymxcyPower,
        teachInfoPower: membership.teachInfoPower,
        createOffline: membership.createOffline,
        createOnline: membership.createOnline,
        isSKJS: membership.isSkjs,
        isdisable: membership.isDisable,
        serverstatus: online?.status ?? 1,
      },
      services: services.map((s) => ({ serviceType: s.serviceType, status: s.status })),
      periods,
      selected: chosen ? { period: chosen.periodCode as PeriodCode, km: chosen.km } : null,
    };
  },
};
