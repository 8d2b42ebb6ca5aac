import { paths } from '@/config/paths';

/**
 * Every page of spec 01 §2, spec 02 §2 and spec 03 §2.1 as data: the router builds its routes from this
 * table, the header reads `menu`, and tests check it without loading any page code.
 */

/**
 * Which frame a page sits in: `job` main layout plus the homework sidebar; `main` header and menu;
 * `usercenter` main layout plus the account side menu; `bare` signed in but no header; `public` no login;
 * `entry` login and role pages that draw their own full-screen layout.
 */
export type LayoutKind = 'job' | 'main' | 'usercenter' | 'bare' | 'public' | 'entry';

/** Entries of the header's main menu (spec 02 §2). */
export type MenuKey = 'jobManager' | 'schoolBased' | 'reports' | 'microdj' | 'helpCenter';

/** Pages with real screens; every other entry renders the planned-page notice. */
export type PageKey =
  | 'answerCard'
  | 'machineReadable'
  | 'preferenceSetting'
  | 'personal'
  | 'login'
  | 'wrongGrind'
  | 'combinationPractice'
  | 'weakPractice'
  | 'tikuRecommend'
  | 'situationDetail'
  | 'phoneLogin'
  | 'changeRole'
  | 'serverError'
  | 'teachInfo'
  | 'classManagement'
  | 'sameNameStudents'
  | 'importSuccess'
  | 'studentList'
  | 'staff'
  | 'auditLog'
  | 'jobAnalyze'
  | 'studentLogin'
  | 'studentWorks'
  | 'studentWork'
  | 'studentPassword'
  | 'marking'
  | 'smartViewer'
  | 'review'
  | 'machineRead'
  | 'homeworkList'
  | 'jobTiku'
  | 'jobEditTiku'
  | 'jobUpload'
  | 'jobBasic'
  | 'jobFinish'
  | 'jobDetails'
  | 'schoolBased'
  | 'teachDetail'
  | 'questionEditor'
  | 'itemCorrections'
  | 'paperImport'
  | 'previewPdf'
  | 'groupTypesetting'
  | 'paperDetail'
  | 'paperView'
  | 'paperSetting'
  | 'viewPaper'
  | 'viewAnswer'
  | 'homeworkPreview'
  | 'paperManual'
  | 'examBasic'
  | 'examUpload'
  | 'examFinish'
  | 'examDetails'
  | 'examSubmit'
  | 'analysisPaper'
  | 'examAnalyze'
  | 'jobStatistic'
  | 'reportList'
  | 'analysisReport'
  | 'dashboard'
  | 'board'
  | 'studentLook'
  | 'revisedDetail'
  | 'revisedBoard'
  | 'studentCorrection'
  | 'wrongBook'
  | 'knowledgePoint'
  | 'jobSubmit'
  | 'markAssist'
  | 'markAssistDetail'
  | 'assistants'
  | 'helpCenter'
  | 'helpArticle'
  | 'helpFeedback'
  | 'jobAdjustment'
  | 'answer'
  | 'answerRead'
  | 'detailsWarehouse'
  | 'phoneView'
  | 'scanStatus'
  | 'scanDetail'
  | 'jobScanData'
  | 'microdj'
  | 'zxxk'
  | 'zxxkIframe'
  | 'zxxkMiddleware';

export interface PageDef {
  path: string;
  /** Chinese page title, also the browser tab title. */
  title: string;
  layout: LayoutKind;
  /** The spec section defining the page, shown while the page is planned. */
  spec: string;
  /** The implemented screen; absent means planned. */
  page?: PageKey;
  menu?: MenuKey;
  /** Phone routes set the phone-mode flag; every other route clears it (spec 03 §2.1). */
  phone?: boolean;
  /** Activity code of spec 03 §2.1. */
  act?: string;
}

type Extra = Partial<Pick<PageDef, 'page' | 'menu' | 'phone' | 'act'>>;

const def = (layout: LayoutKind, menu?: MenuKey) => (path: string, title: string, spec: string, extra: Extra = {}): PageDef => ({
  path,
  title,
  spec,
  layout,
  ...(menu ? { menu } : {}),
  ...extra,
});

const job = def('job', 'jobManager');
const jobMain = def('main', 'jobManager');
const reports = def('main', 'reports');
const schoolBased = def('main', 'schoolBased');
const main = def('main');
const user = def('usercenter');
const bare = def('bare');
const open = def('public');
const entry = def('entry');
const jm = paths.jobManager;
const uc = paths.usercenter;

export const PAGES: readonly PageDef[] = [
  job(jm.job.path, '作业列表', '01 §2', { act: '1-1', page: 'homeworkList' }),
  job(jm.jobTiku.path, '选择题库', '02 §2', { page: 'jobTiku' }),
  job(jm.jobUpload.path, '上传设置', '01 §2', { page: 'jobUpload' }),
  job(jm.jobBasic.path, '发布设置', '01 §2', { page: 'jobBasic' }),
  job(jm.jobFinish.path, '操作成功', '01 §2', { page: 'jobFinish' }),
  job(jm.jobEditTiku.path, '题库选题', '02 §2', { page: 'jobEditTiku' }),
  job(jm.jobDetails.path, '作业详情', '01 §2', { page: 'jobDetails' }),
  bare(jm.detailsWarehouse.path, '作业详情（资源库）', '03 §2.1', { page: 'detailsWarehouse' }),
  job(jm.jobAnalyze.path, '作业分析', '03 §2.2', { page: 'jobAnalyze' }),
  job(jm.examAnalyze.path, '考试分析', '03 §2.3', { act: '2-1', page: 'examAnalyze' }),
  job(jm.examBasic.path, '考试基本信息', '01 §2', { page: 'examBasic' }),
  job(jm.examUpload.path, '考试上传设置', '01 §2', { page: 'examUpload' }),
  job(jm.examFinish.path, '考试创建完成', '01 §2', { page: 'examFinish' }),
  job(jm.examDetails.path, '考试详情', '01 §2', { page: 'examDetails' }),
  job(jm.jobExamDetails.path, '考试详情', '01 §2', { page: 'examDetails' }),
  job(jm.examSubmit.path, '考试提交情况', '03 §2.1', { page: 'examSubmit' }),
  job(jm.analysisPaper.path, '试卷分析', '03 §2.1', { page: 'analysisPaper' }),
  job(jm.paperSetting.path, '试卷设置', '03 §2.1', { page: 'paperSetting' }),
  job(jm.paperView.path, '试卷预览', '03 §2.1', { page: 'paperView' }),
  job(jm.jobSubmit.path, '作业提交情况', '03 §2.1', { page: 'jobSubmit' }),
  job(jm.jobAdjustment.path, '作业调整', '03 §2.1', { page: 'jobAdjustment' }),
  // Recommendation and situation pages live under jobManager but belong to the reports menu (spec 03 §2.1).
  reports(jm.revisedDetail.path, '订正详情', '03 §2.1', { page: 'revisedDetail' }),
  reports(jm.tikuRecommend.path, '推荐练习', '03 §2.6', { page: 'tikuRecommend' }),
  reports(jm.situationDetail.path, '查看详情', '03 §2.6', { page: 'situationDetail' }),
  reports(jm.wrongGrind.path, '错题打磨', '03 §2.5', { page: 'wrongGrind' }),
  reports(jm.combinationPractice.path, '组合练习', '03 §2.1', { page: 'combinationPractice' }),
  reports(jm.weakPractice.path, '薄弱点练习', '03 §2.1', { page: 'weakPractice' }),

  reports(paths.reports.jobScanData.path, '扫描数据', '03 §2.1', { page: 'jobScanData' }),
  reports(paths.reports.reportList.path, '报告列表', '03 §2.1', { page: 'reportList' }),
  reports(paths.reports.dashboard.path, '学情分析', '03 §2.1', { page: 'dashboard' }),
  reports(paths.reports.knowledgePoint.path, '知识点分析', '03 §2.1', { page: 'knowledgePoint' }),
  reports(paths.reports.jobStatistic.path, '作业统计', '03 §7.1', { page: 'jobStatistic' }),
  reports(paths.reports.board.path, '数据看板', '03 §2.1', { page: 'board' }),
  reports(paths.reports.studentLook.path, '学生学情', '03 §2.1', { page: 'studentLook' }),
  reports(paths.boardRevisedDetail.path, '订正看板', '03 §2.1', { page: 'revisedBoard' }),
  reports(paths.report.analysis.path, '分析报告', '03 §2.1', { page: 'analysisReport' }),
  reports(paths.report.recommend.path, '推荐练习', '03 §2.6', { page: 'tikuRecommend' }),

  bare(paths.aiCorrection.subjective.path, '智能批改-辅助批改', '03 §2.1', { page: 'markAssist' }),
  bare(paths.aiCorrection.subjectiveDetail.path, '批改详情', '03 §2.1', { page: 'markAssistDetail' }),
  def('main', 'microdj')(paths.microdj.path, '精准教学', '03 §2.1', { page: 'microdj' }),
  main(paths.scanDetail.path, '扫描详情', '03 §2.1', { page: 'scanDetail' }),

  user(uc.teachinfo.path, '教学信息', '03 §2.9', { page: 'teachInfo' }),
  user(uc.personal.path, '个人信息', 'issue 15', { page: 'personal' }),
  user(uc.grade.path, '班级管理', '03 §2.9', { page: 'classManagement' }),
  user(uc.grademain.path, '班级管理', '03 §2.9', { page: 'classManagement' }),
  user(uc.graderepeat.path, '同名学生', '03 §2.8', { page: 'sameNameStudents' }),
  user(uc.importsuccess.path, '导入成功', '03 §2.9', { page: 'importSuccess' }),
  user(uc.student.path, '学生管理', '03 §2.9', { page: 'studentList' }),
  user(uc.teachers.path, '教师管理', '03 §6', { page: 'staff' }),
  user(uc.answercard.path, '答题卡', '03 §2.9', { page: 'answerCard' }),
  user(uc.preferenceSetting.path, '偏好设置', '03 §2.9', { page: 'preferenceSetting' }),
  user(uc.machineReadable.path, '机阅设置', '03 §2.9', { page: 'machineReadable' }),
  user(uc.scanStatus.path, '扫描状态', '03 §2.9', { page: 'scanStatus' }),
  user(uc.auditLog.path, '操作日志', 'issue 16', { page: 'auditLog' }),

  def('main', 'helpCenter')(paths.helpCenter.root.path, '帮助中心', '03 §2.1', { page: 'helpCenter' }),
  def('main', 'helpCenter')(paths.helpCenter.question.path, '问题详情', '03 §2.1', { page: 'helpArticle' }),
  def('main', 'helpCenter')(paths.helpCenter.feedBack.path, '意见反馈', '03 §2.1', { page: 'helpFeedback' }),

  bare(paths.smartViewer.path, '智能阅卷', '03 §2.1', { page: 'smartViewer' }),
  bare(paths.review.path, '批阅', '03 §2.1', { page: 'review' }),
  bare(paths.viewPaper.path, '查看试卷', '03 §2.1', { page: 'viewPaper' }),
  bare(paths.viewAnswer.path, '查看答案', '03 §2.1', { page: 'viewAnswer' }),
  main(paths.aiIndex.path, '教学助手', '03 §2.1', { page: 'assistants' }),
  jobMain(paths.homework.preview.path, '作业预览', '03 §2.1', { page: 'homeworkPreview' }),
  jobMain(paths.homework.paperDetail.path, '试卷详情', '02 §2', { page: 'paperDetail' }),
  // Students (and parents on the student's phone) read the answers; the pages check the student session themselves.
  entry(paths.answer.path, '答案', '03 §2.1', { page: 'answer' }),
  entry(paths.answerRead.path, '答案解读', '03 §2.1', { page: 'answerRead' }),
  jobMain(paths.groupTypesetting.path, '组卷排版', '02 §2', { page: 'groupTypesetting' }),

  open(paths.serverError.path, '服务器出错', '03 §8.1', { page: 'serverError' }),
  open(paths.questionEditor.path, '试题编辑', '02 §2', { page: 'questionEditor' }),
  open(paths.previewPdf.path, 'PDF 预览', '03 §2.1', { page: 'previewPdf' }),
  // The spec calls these public, but their lists belong to the session's school and its 学段、科目: signed in.
  schoolBased(paths.schoolBased.root.path, '校本作业', '02 §2', { page: 'schoolBased' }),
  schoolBased(paths.schoolBased.teachDetail.path, '教辅详情', '02 §2', { page: 'teachDetail' }),
  // The spec calls these public, but the questions they bring back go into a teacher's basket: signed in.
  jobMain(paths.zxxk.root.path, '学科网题库', '02 §2', { page: 'zxxk' }),
  bare(paths.zxxk.iframe.path, '学科网题库', '02 §2', { page: 'zxxkIframe' }),
  jobMain(paths.zxxk.middleware.path, '学科网选题返回', '02 §2', { page: 'zxxkMiddleware' }),

  entry(paths.login.path, '登录', '03 §2.1', { page: 'login' }),
  entry(paths.phoneLogin.path, '手机登录', '03 §2.1', { page: 'phoneLogin', phone: true }),
  entry(paths.changeRole.path, '选择角色', '03 §2.1', { page: 'changeRole' }),
  bare(paths.phoneView.path, '手机查看', '03 §2.1', { phone: true, page: 'phoneView' }),

  // Students answer on the phone under /student; their pages check the student session themselves (no staff login).
  entry(paths.student.login.path, '学生登录', '03 §9', { page: 'studentLogin' }),
  entry(paths.student.works.path, '我的作业', '03 §9', { page: 'studentWorks' }),
  entry(paths.student.work.path, '作答', '03 §9', { page: 'studentWork' }),
  entry(paths.student.password.path, '修改密码', '03 §9', { page: 'studentPassword' }),
  entry(paths.student.correction.path, '订正', 'issue 14', { page: 'studentCorrection' }),
  entry(paths.student.wrongBook.path, '错题本', 'issue 14', { page: 'wrongBook' }),
  job(jm.marking.path, '网页阅卷', '01 §2', { page: 'marking' }),
  job(jm.machineRead.path, '录入答案', '01 §1', { page: 'machineRead' }),
  job(jm.itemCorrections.path, '试题纠错', '02 §2', { page: 'itemCorrections' }),
  job(jm.paperImport.path, '导入Word试卷', 'issue 10', { page: 'paperImport' }),
  job(jm.paperManual.path, '试卷人工处理', '02 §4', { page: 'paperManual' }),
];

/** Pages reachable without a session; /change-role needs a login but no role yet, so it loads no user info. */
export function requiresAuth(page: Pick<PageDef, 'layout'>): boolean {
  return page.layout !== 'public' && page.layout !== 'entry';
}
