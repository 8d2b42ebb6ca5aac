/** Roles of a membership (spec 03 §6). Salesman is the school administrator, Collector the super administrator. */
export const Role = {
  Teacher: 'Teacher',
  Salesman: 'Salesman',
  Collector: 'Collector',
} as const;
export type RoleValue = (typeof Role)[keyof typeof Role];
export const ROLES = [Role.Teacher, Role.Salesman, Role.Collector] as const;

export const RoleNames: Record<RoleValue, string> = {
  Teacher: '教师',
  Salesman: '学校管理员',
  Collector: '超级管理员',
};

/** Administrators manage the whole school; teachers only their own classes. */
export function isSchoolAdmin(role: RoleValue | null | undefined): boolean {
  return role === Role.Salesman || role === Role.Collector;
}
