import { isSchoolAdmin } from '@zuoyeben/shared';
import type { Actor } from '../../plugins/session.js';

/** Which classes a user may see: the whole school for administrators, else the classes of their teaching info. */
export interface ClassScope {
  schoolId: number;
  /** Restricts to the classes in this user's teaching info; null for administrators. */
  teacherId: number | null;
}

export function classScopeOf(actor: Pick<Actor, 'userId' | 'schoolId' | 'role'>): ClassScope {
  return { schoolId: actor.schoolId, teacherId: isSchoolAdmin(actor.role) ? null : actor.userId };
}

/** The whole school, whatever the role: for checks such as 'does this class exist at all'. */
export function schoolScope(schoolId: number): ClassScope {
  return { schoolId, teacherId: null };
}
