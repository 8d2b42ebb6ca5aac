import { HomeworkMessages, type TWorkForm } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf, schoolScope } from '../classes/class-scope.js';
import { classesRepository, type ClassRow } from '../classes/classes.repository.js';

type ClazzInput = NonNullable<TWorkForm['clazzes']>[number];

/**
 * The classes of a homework form, resolved by guid or code within the school: another school's class is 404, a class
 * the teacher does not teach is 403 unless the work already had it, and all must be of one grade (spec 01 §5).
 */
export async function resolveWorkClasses(
  db: DbOrTx,
  actor: Actor,
  input: { clazzes: readonly ClazzInput[]; gradeCode?: string; keep?: readonly string[] },
): Promise<ClassRow[]> {
  if (input.clazzes.length === 0) {
    if (input.gradeCode) {
      const inGrade = await classesRepository.list(db, classScopeOf(actor), { gradeCode: input.gradeCode });
      if (inGrade.length === 0) throw badRequest(HomeworkMessages.gradeWithoutClasses);
    }
    throw badRequest(HomeworkMessages.classesRequired);
  }
  const guids = input.clazzes.flatMap((c) => (c.classGuid ? [c.classGuid] : []));
  const codes = input.clazzes.flatMap((c) => (!c.classGuid && c.code ? [c.code] : []));
  if (guids.length + codes.length < input.clazzes.length) throw badRequest(HomeworkMessages.classesRequired);
  const school = schoolScope(actor.schoolId);
  const found = [
    ...(guids.length ? await classesRepository.list(db, school, { classGuids: guids }) : []),
    ...(codes.length ? await classesRepository.list(db, school, { classCodes: codes }) : []),
  ];
  const byGuid = new Map(found.map((c) => [c.guid, c]));
  if (guids.some((g) => !byGuid.has(g)) || codes.some((code) => !found.some((c) => c.classCode === code))) {
    throw notFound(HomeworkMessages.classNotFound);
  }
  const classes = [...byGuid.values()].sort((a, b) => a.number - b.number || a.classCode.localeCompare(b.classCode));
  const grade = input.gradeCode ?? classes[0]!.gradeCode;
  if (classes.some((c) => c.gradeCode !== grade)) throw badRequest(HomeworkMessages.oneGradeOnly);
  const scope = classScopeOf(actor);
  for (const c of classes) {
    if (input.keep?.includes(c.guid)) continue;
    if (!(await classesRepository.isVisible(db, scope, c.guid))) throw forbidden(HomeworkMessages.classNotVisible);
  }
  return classes;
}
