/** School periods (学段), spec 03 §9. */
export const Period = { Primary: 'X', Junior: 'C', Senior: 'G' } as const;
export type PeriodCode = (typeof Period)[keyof typeof Period];
export const PERIOD_CODES = ['X', 'C', 'G'] as const;
export const PeriodNames: Record<PeriodCode, string> = { X: '小学', C: '初中', G: '高中' };

export interface GradeInfo {
  code: GradeCode;
  name: string;
  period: PeriodCode;
  /** Per-period alias of spec 03 §9: A1–A6 map to X1–X6 and A7–A9 to C1–C3. */
  alias: string;
}

export const GRADE_CODES = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'G1', 'G2', 'G3'] as const;
export type GradeCode = (typeof GRADE_CODES)[number];

const gradeNames = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级', '七年级', '八年级', '九年级', '高一', '高二', '高三'];

/** Grade codes in school order: X = A1–A6, C = A7–A9, G = G1–G3. */
export const GRADES: readonly GradeInfo[] = GRADE_CODES.map((code, i) => {
  const period: PeriodCode = i < 6 ? 'X' : i < 9 ? 'C' : 'G';
  const alias = period === 'X' ? `X${i + 1}` : period === 'C' ? `C${i - 5}` : code;
  return { code, name: gradeNames[i]!, period, alias };
});

export function gradeInfo(code: string): GradeInfo | undefined {
  return GRADES.find((g) => g.code === code);
}

export function gradesOfPeriod(period: PeriodCode): GradeInfo[] {
  return GRADES.filter((g) => g.period === period);
}
