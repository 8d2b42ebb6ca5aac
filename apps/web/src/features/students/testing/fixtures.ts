import type { TAllClass, TStudent } from '@zuoyeben/shared';

export const CLASS_A = '11111111-1111-4111-8111-111111111111';
export const CLASS_B = '22222222-2222-4222-8222-222222222222';

/** Two classes of grade seven, as GET /api/WorkInfo/GetAllClass groups them. */
export const ALL_CLASS: TAllClass = [
  {
    gradeCode: 'A7',
    gradeName: '七年级',
    clazzes: [
      { code: 'A701', name: '七年级1班', classGuid: CLASS_A, isTeachClass: false, number: 1 },
      { code: 'A702', name: '七年级2班', classGuid: CLASS_B, isTeachClass: false, number: 2 },
    ],
  },
];

let seq = 0;
/** A student of 七年级1班 with a fresh guid. */
export function buildStudent(overrides: Partial<TStudent> = {}): TStudent {
  seq += 1;
  const n = String(seq).padStart(12, '0');
  return {
    stuGuid: `33333333-3333-4333-8333-${n}`,
    stuName: '王芳',
    stuPhone: null,
    buddies: `20260701${String(seq).padStart(2, '0')}`,
    classCode: 'A701',
    className: '七年级1班',
    classGuid: CLASS_A,
    gradeGuid: 'A7',
    ...overrides,
  };
}
