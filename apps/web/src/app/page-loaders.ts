import type { PageLoaders } from './router';

/** The code of each implemented page, loaded when first visited. */
export const PAGE_LOADERS: PageLoaders = {
  login: () => import('./routes/auth/login').then((m) => ({ Component: m.LoginRoute })),
  phoneLogin: () => import('./routes/auth/phone-login').then((m) => ({ Component: m.PhoneLoginRoute })),
  changeRole: () => import('./routes/auth/change-role').then((m) => ({ Component: m.ChangeRoleRoute })),
  serverError: () => import('./routes/server-error').then((m) => ({ Component: m.ServerErrorRoute })),
  teachInfo: () => import('@/features/teach-info').then((m) => ({ Component: m.TeachInfoPage })),
  classManagement: () => import('@/features/classes').then((m) => ({ Component: m.ClassManagementPage })),
  sameNameStudents: () => import('@/features/students').then((m) => ({ Component: m.SameNameStudentsPage })),
  importSuccess: () => import('@/features/students').then((m) => ({ Component: m.ImportSuccessPage })),
  studentList: () => import('@/features/students').then((m) => ({ Component: m.StudentListPage })),
};
