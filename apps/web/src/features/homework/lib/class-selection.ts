import { HomeworkMessages } from '@zuoyeben/shared';

/** A grade and its classes as GET /api/WorkInfo/GetAllClass lists them. */
export interface GradeClasses {
  gradeCode: string;
  gradeName: string;
  clazzes: readonly { classGuid: string; name: string }[];
}

/** The chosen classes; all of one grade (spec 01 §5). */
export interface ClassSelection {
  gradeCode: string | null;
  classGuids: string[];
}

export const EMPTY_SELECTION: ClassSelection = { gradeCode: null, classGuids: [] };

interface Outcome {
  selection: ClassSelection;
  error: string | null;
}

/**
 * Ticks or unticks one class. A class of another grade replaces the selection, because a homework belongs to one
 * grade — unless `fixed` classes (already published to) must stay, in which case only the same grade is allowed.
 */
export function toggleClass(sel: ClassSelection, gradeCode: string, classGuid: string, checked: boolean, fixed: readonly string[] = []): Outcome {
  if (!checked) {
    if (fixed.includes(classGuid)) return { selection: sel, error: HomeworkMessages.classesCannotRemove };
    const classGuids = sel.classGuids.filter((g) => g !== classGuid);
    return { selection: { gradeCode: classGuids.length ? sel.gradeCode : null, classGuids }, error: null };
  }
  if (sel.gradeCode && sel.gradeCode !== gradeCode) {
    if (fixed.length) return { selection: sel, error: HomeworkMessages.oneGradeOnly };
    return { selection: { gradeCode, classGuids: [classGuid] }, error: null };
  }
  if (sel.classGuids.includes(classGuid)) return { selection: sel, error: null };
  return { selection: { gradeCode, classGuids: [...sel.classGuids, classGuid] }, error: null };
}

/** Ticks a whole grade (replacing another grade's classes) or unticks it; a grade without classes is refused. */
export function toggleGrade(sel: ClassSelection, grade: GradeClasses, checked: boolean, fixed: readonly string[] = []): Outcome {
  if (grade.clazzes.length === 0) return { selection: sel, error: HomeworkMessages.gradeWithoutClasses };
  if (!checked) {
    const kept = sel.classGuids.filter((g) => fixed.includes(g));
    return { selection: { gradeCode: kept.length ? sel.gradeCode : null, classGuids: kept }, error: null };
  }
  if (sel.gradeCode && sel.gradeCode !== grade.gradeCode && fixed.length) {
    return { selection: sel, error: HomeworkMessages.oneGradeOnly };
  }
  return { selection: { gradeCode: grade.gradeCode, classGuids: grade.clazzes.map((c) => c.classGuid) }, error: null };
}

/**
 * The grades the homework of subject `km` can go to: grades of the periods that teach `km` holding classes the user may
 * assign, and for a teacher (`taught`) only the classes they teach that subject in. A grade without such classes is
 * not offered (a 七年级 maths teacher is not shown 高一–高三).
 */
export function gradesForSubject(
  allClass: readonly GradeClasses[],
  periods: readonly { period: string; subjects: readonly string[] }[],
  km: string,
  grades: readonly { code: string; name: string; period: string }[],
  taught: ReadonlySet<string> | null = null,
): GradeClasses[] {
  const teaching = periods.filter((p) => p.subjects.includes(km)).map((p) => p.period);
  return grades
    .filter((g) => teaching.includes(g.period))
    .flatMap((g) => {
      const found = allClass.find((a) => a.gradeCode === g.code);
      const clazzes = (found?.clazzes ?? []).filter((c) => !taught || taught.has(c.classGuid));
      return clazzes.length ? [{ gradeCode: g.code, gradeName: found?.gradeName ?? g.name, clazzes }] : [];
    });
}

/**
 * The classes a teacher teaches `km` in, from their taught classes (GetTeacherTeachInfo), plus `kept` (the classes a homework being edited
 * already went to); null (no narrowing) for administrators and until the teaching info is known.
 */
export function classesTaughtIn(
  taughtClasses: readonly { Subject: string; classGuid: string }[] | undefined,
  km: string,
  isAdmin: boolean,
  kept: readonly string[] = [],
): ReadonlySet<string> | null {
  if (isAdmin || !taughtClasses) return null;
  return new Set([...taughtClasses.filter((t) => t.Subject === km).map((t) => t.classGuid), ...kept]);
}
