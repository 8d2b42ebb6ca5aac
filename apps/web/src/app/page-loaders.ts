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
  jobAnalyze: () => import('@/features/reports').then((m) => ({ Component: m.JobAnalyzePage })),
  studentLogin: () => import('@/features/student').then((m) => ({ Component: m.StudentLoginPage })),
  studentWorks: () => import('@/features/student').then((m) => ({ Component: m.StudentWorksPage })),
  studentWork: () => import('@/features/student').then((m) => ({ Component: m.StudentWorkPage })),
  studentPassword: () => import('@/features/student').then((m) => ({ Component: m.ChangePasswordPage })),
  marking: () => import('@/features/marking').then((m) => ({ Component: m.MarkingPage })),
  machineRead: () => import('@/features/machine-read').then((m) => ({ Component: m.MachineReadPage })),
  homeworkList: () => import('@/features/homework').then((m) => ({ Component: m.HomeworkListPage })),
  jobTiku: () => import('@/features/homework').then((m) => ({ Component: m.JobTikuPage })),
  jobEditTiku: () => import('@/features/question-bank').then((m) => ({ Component: m.QuestionBankPage })),
  jobUpload: () => import('@/features/homework').then((m) => ({ Component: m.JobUploadPage })),
  jobBasic: () => import('@/features/homework').then((m) => ({ Component: m.JobBasicPage })),
  jobFinish: () => import('@/features/homework').then((m) => ({ Component: m.JobFinishPage })),
  jobDetails: () => import('@/features/homework').then((m) => ({ Component: m.JobDetailsPage })),
  itemCorrections: () => import('@/features/question-bank').then((m) => ({ Component: m.ItemCorrectionsPage })),
};
