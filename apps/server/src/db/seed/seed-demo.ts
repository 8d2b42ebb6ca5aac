import { randomUUID } from 'node:crypto';
import { gradeInfo } from '@zuoyeben/shared';
import type { Db } from '../database.js';
import { hashPassword } from '../../modules/account/password.js';
import { createRandom, randomChineseName, randomPhone } from './chinese-names.js';
import { DEMO_PASSWORD, DEMO_SCHOOLS, DEMO_USERS, type DemoSchool } from './demo-data.js';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Class code and display name of a demo class, e.g. A701 / 七年级1班. */
export function demoClassCode(gradeCode: string, number: number): string {
  return `${gradeCode}${pad2(number)}`;
}

async function seedSchool(db: Db, school: DemoSchool, schoolYear: number, seed: number) {
  const { id: schoolId } = await db
    .insertInto('schools')
    .values({ ruCode: school.ruCode, schoolGuid: school.schoolGuid, name: school.name, schoolYear })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('schoolPeriods').values(school.periods.map((periodCode) => ({ schoolId, periodCode }))).execute();
  await db
    .insertInto('schoolServices')
    .values(school.services.map((status, i) => ({ schoolId, serviceType: i + 1, status, expiresAt: null })))
    .execute();

  const rand = createRandom(seed);
  const classGuids = new Map<string, string>();
  for (const c of school.classes) {
    const guid = randomUUID();
    classGuids.set(`${c.gradeCode}-${c.number}`, guid);
    const grade = gradeInfo(c.gradeCode)!;
    await db
      .insertInto('classes')
      .values({
        guid,
        schoolId,
        classCode: demoClassCode(c.gradeCode, c.number),
        name: `${grade.name}${c.number}班`,
        gradeCode: c.gradeCode,
        isTeachClass: false,
        number: c.number,
      })
      .execute();
    // Student number: year the class entered its period (七年级 of 2026 entered 2026), period, class, seat —
    // unique within the school because two grades of one period never share an entry year.
    const entryYear = schoolYear - (Number(grade.alias.slice(1)) - 1);
    const periodIndex = ['X', 'C', 'G'].indexOf(grade.period) + 1;
    const names = Array.from({ length: c.students }, () => randomChineseName(rand));
    // The first class of each school keeps one same-name pair, so the 同名学生 screen has something to show.
    if (c === school.classes[0]) names[17] = names[5]!;
    await db
      .insertInto('students')
      .values(
        names.map((name, i) => ({
          guid: randomUUID(),
          schoolId,
          classGuid: guid,
          name,
          phone: rand() < 0.6 ? randomPhone(rand) : null,
          buddies: `${entryYear}${periodIndex}${pad2(c.number)}${String(i + 1).padStart(3, '0')}`,
        })),
      )
      .execute();
  }
  return { schoolId, classGuids };
}

/** Seeds the demo schools and accounts of README.md, once: a database that has a school is left alone. */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  const existing = await db.selectFrom('schools').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const schoolYear = now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
  await db.transaction().execute(async (tx) => {
    const schools = new Map<string, Awaited<ReturnType<typeof seedSchool>>>();
    for (const [i, school] of DEMO_SCHOOLS.entries()) {
      schools.set(school.ruCode, await seedSchool(tx as unknown as Db, school, schoolYear, 20260 + i));
    }
    for (const user of DEMO_USERS) {
      const { id: userId } = await tx
        .insertInto('users')
        .values({ phone: user.phone, name: user.name, passwordHash: await hashPassword(DEMO_PASSWORD), lastSchoolId: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const m of user.memberships) {
        await tx.insertInto('memberships').values({ userId, schoolId: schools.get(m.ruCode)!.schoolId, role: m.role,
          zwjyjPower: m.zwjyjPower ?? false, boutiquePower: m.boutiquePower ?? false }).execute();
      }
      for (const t of user.teachInfos) {
        const school = schools.get(t.ruCode)!;
        for (const [index, info] of t.infos.entries()) {
          const guid = randomUUID();
          const gradeCodes = [...new Set(info.classes.map((c) => c.split('-')[0]!))];
          await tx
            .insertInto('teachInfos')
            .values({ guid, schoolId: school.schoolId, userId, periodCode: info.period, km: info.km, textbookVersion: info.textbookVersion, gradeCodes, isSelect: index === 0 })
            .execute();
          await tx
            .insertInto('teachInfoClasses')
            // The demo's classes are approved since always (see ClassJoinStatus).
            .values(info.classes.map((c) => ({ teachInfoGuid: guid, schoolId: school.schoolId, classGuid: school.classGuids.get(c)!, status: 1, joinedAt: new Date(0) })))
            .execute();
        }
      }
    }
  });
  return true;
}
