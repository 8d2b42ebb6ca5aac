import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { TUserInfo } from '@zuoyeben/shared';
import { RequireAuth, userInfoQueryKey, withReturnTo } from '@/features/auth';
import { AppProvider } from '../provider';
import { buildRoutes, type PageLoader, type PageLoaders } from '../router';
import { createQueryClient } from '../query-client';

const stub = (text: string): PageLoader => async () => ({ Component: () => <p>{text}</p> });

/**
 * The app's own pages, with the pages of other features stubbed: the router is under test here,
 * not those screens.
 */
export const TEST_LOADERS: PageLoaders = {
  login: async () => ({ Component: (await import('../routes/auth/login')).LoginRoute }),
  phoneLogin: async () => ({ Component: (await import('../routes/auth/phone-login')).PhoneLoginRoute }),
  changeRole: async () => ({ Component: (await import('../routes/auth/change-role')).ChangeRoleRoute }),
  serverError: async () => ({ Component: (await import('../routes/server-error')).ServerErrorRoute }),
  teachInfo: stub('教学信息页面'),
  classManagement: stub('班级管理页面'),
  sameNameStudents: stub('同名学生页面'),
  importSuccess: stub('导入成功页面'),
  studentList: stub('学生管理页面'),
  staff: stub('教师管理页面'),
  auditLog: stub('操作日志页面'),
  jobAnalyze: stub('作业分析页面'),
  studentLogin: stub('学生登录页面'),
  studentWorks: stub('学生作业列表页面'),
  studentWork: stub('学生作答页面'),
  studentPassword: stub('学生修改密码页面'),
  studentCorrection: stub('学生订正页面'),
  wrongBook: stub('错题本页面'),
  revisedDetail: stub('订正详情页面'),
  revisedBoard: stub('订正看板页面'),
  marking: stub('网页阅卷页面'),
  smartViewer: stub('智能阅卷页面'),
  review: stub('批阅页面'),
  markAssist: stub('辅助批改页面'),
  markAssistDetail: stub('批改详情页面'),
  assistants: stub('教学助手页面'),
  machineRead: stub('录入答案页面'),
  homeworkList: stub('作业列表页面'),
  jobTiku: stub('选择题库页面'),
  jobEditTiku: stub('题库选题页面'),
  jobUpload: stub('上传设置页面'),
  jobBasic: stub('发布设置页面'),
  jobFinish: stub('操作成功页面'),
  jobDetails: stub('作业详情页面'),
  schoolBased: stub('校本作业页面'),
  teachDetail: stub('教辅详情页面'),
  questionEditor: stub('试题编辑页面'),
  itemCorrections: stub('试题纠错页面'),
  paperImport: stub('导入Word试卷页面'),
  previewPdf: stub('PDF 预览页面'),
  groupTypesetting: stub('组卷排版页面'),
  paperDetail: stub('试卷详情页面'),
  paperView: stub('试卷预览页面'),
  paperSetting: stub('试卷设置页面'),
  viewPaper: stub('查看试卷页面'),
  viewAnswer: stub('查看答案页面'),
  homeworkPreview: stub('作业预览页面'),
  paperManual: stub('试卷人工处理页面'),
  examBasic: stub('考试基本信息页面'),
  examUpload: stub('考试上传设置页面'),
  examFinish: stub('考试创建完成页面'),
  examDetails: stub('考试详情页面'),
  examSubmit: stub('考试提交情况页面'),
  jobSubmit: stub('作业提交情况页面'),
  examAnalyze: stub('考试分析页面'),
  analysisPaper: stub('试卷分析页面'),
  jobStatistic: stub('作业统计页面'),
  reportList: stub('报告列表页面'),
  analysisReport: stub('分析报告页面'),
  dashboard: stub('学情分析页面'),
  board: stub('数据看板页面'),
  studentLook: stub('学生学情页面'),
  knowledgePoint: stub('知识点分析页面'),
  answerCard: stub('答题卡页面'),
  machineReadable: stub('机阅设置页面'),
  preferenceSetting: stub('偏好设置页面'),
  personal: stub('个人信息页面'),
  helpCenter: stub('帮助中心页面'),
  helpArticle: stub('问题详情页面'),
  helpFeedback: stub('意见反馈页面'),
  jobAdjustment: stub('作业调整页面'),
  answer: stub('答案页面'),
  answerRead: stub('答案解读页面'),
  detailsWarehouse: stub('作业详情（资源库）页面'),
  phoneView: stub('手机查看页面'),
  wrongGrind: stub('错题打磨页面'),
  tikuRecommend: stub('推荐练习页面'),
  situationDetail: stub('查看详情页面'),
  combinationPractice: stub('组合练习页面'),
  weakPractice: stub('薄弱点练习页面'),
  scanStatus: stub('扫描状态页面'),
  scanDetail: stub('扫描详情页面'),
  jobScanData: stub('扫描数据页面'),
  microdj: stub('精准教学页面'),
  zxxk: stub('学科网题库页面'),
  zxxkIframe: stub('学科网题库框架页面'),
  zxxkMiddleware: stub('学科网选题返回页面'),
};

/** Renders the whole app (provider and router) at `path`, as the browser would. */
export function renderApp(path: string, options: { user?: TUserInfo } = {}) {
  const router = createMemoryRouter(buildRoutes(TEST_LOADERS), { initialEntries: [path] });
  const queryClient = createQueryClient();
  if (options.user) queryClient.setQueryData(userInfoQueryKey, options.user);
  const navigate = (to: string) => void router.navigate(withReturnTo(to, router.state.location));
  const view = render(
    <AppProvider navigate={navigate} queryClient={() => queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders a component below the providers and <RequireAuth>, with the given signed-in user. */
export function renderWithUser(ui: ReactNode, user: TUserInfo) {
  const queryClient: QueryClient = createQueryClient();
  queryClient.setQueryData(userInfoQueryKey, user);
  return render(
    <AppProvider navigate={() => undefined} queryClient={() => queryClient}>
      <MemoryRouter>
        <RequireAuth>{ui}</RequireAuth>
      </MemoryRouter>
    </AppProvider>,
  );
}
