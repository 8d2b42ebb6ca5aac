/**
 * Every route of the app (spec 01 §2, spec 02 §2, spec 03 §2.1), so links are never hand-built strings.
 * `path` is what the router matches; `getHref` builds a link with an optional query.
 */

export type Query = Record<string, string | number | boolean | null | undefined>;

/** Appends the defined query values to a path (empty strings and nullish values are left out). */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function page<P extends string>(path: P) {
  return { path, getHref: (query?: Query) => withQuery(path, query) } as const;
}

export const paths = {
  login: page('/login'),
  phoneLogin: page('/phoneLogin'),
  phoneView: page('/phoneView'),
  changeRole: page('/change-role'),
  serverError: page('/500'),

  jobManager: {
    root: page('/jobManager'),
    job: page('/jobManager/job'),
    jobTiku: page('/jobManager/job-tiku'),
    jobUpload: page('/jobManager/job-upload'),
    jobBasic: page('/jobManager/job-basic'),
    jobFinish: page('/jobManager/job-finish'),
    jobEditTiku: page('/jobManager/job-edit-tiku'),
    jobDetails: page('/jobManager/job-details'),
    /** Marking of a work's subjective answers (?workGuid=). */
    marking: page('/jobManager/marking'),
    /** Entering scanned answers of a machine-read work (?workGuid=). */
    machineRead: page('/jobManager/machine-read'),
    detailsWarehouse: page('/jobManager/details-warehouse'),
    jobAnalyze: page('/jobManager/job-analyze'),
    examAnalyze: page('/jobManager/exam-analyze'),
    examBasic: page('/jobManager/exam-basic'),
    examUpload: page('/jobManager/exam-upload'),
    examFinish: page('/jobManager/exam-finish'),
    examDetails: page('/jobManager/exam-details'),
    jobExamDetails: page('/jobManager/job-exam-details'),
    examSubmit: page('/jobManager/exam-submit'),
    analysisPaper: page('/jobManager/analysis-paper'),
    paperSetting: page('/jobManager/paper-setting'),
    paperView: page('/jobManager/paper-view'),
    /** Administrators: transfers to manual handling and teachers' problem reports of papers. */
    paperManual: page('/jobManager/paper-manual'),
    jobSubmit: page('/jobManager/job-submit'),
    jobAdjustment: page('/jobManager/job-adjustment'),
    tikuRecommend: page('/jobManager/tiku-recommend'),
    /** 错题打磨 (spec 03 §2.5; the spec names no path: it sits beside the recommendation pages it feeds). */
    wrongGrind: page('/jobManager/wrong-grind'),
    situationDetail: page('/jobManager/situation-detail'),
    combinationPractice: page('/jobManager/combination-practice'),
    weakPractice: page('/jobManager/weak-practice'),
    revisedDetail: page('/jobManager/revised-detail'),
    /** 试题纠错: school administrators review reported questions (?status=&period=&km=). */
    itemCorrections: page('/jobManager/item-corrections'),
    /** Word paper import: upload, then review a draft (?draftGuid=). */
    paperImport: page('/jobManager/paper-import'),
  },

  reports: {
    root: page('/reports'),
    jobScanData: page('/reports/job-scanData'),
    reportList: page('/reports/report-list'),
    dashboard: page('/reports/dashboard'),
    knowledgePoint: page('/reports/knowlege-point'),
    jobStatistic: page('/reports/job-statistic'),
    board: page('/reports/board'),
    studentLook: page('/reports/studentLook'),
  },
  boardRevisedDetail: page('/board/revised-detail'),
  report: {
    root: page('/report'),
    analysis: page('/report/analysis'),
    recommend: page('/report/recommend'),
  },
  aiCorrection: {
    subjective: page('/ai-correction/subjective'),
    subjectiveDetail: page('/ai-correction/subjective-detail'),
  },
  microdj: page('/microdj'),
  scanDetail: page('/scan-detail'),

  usercenter: {
    root: page('/usercenter'),
    grade: page('/usercenter/grade'),
    grademain: page('/usercenter/grademain'),
    graderepeat: page('/usercenter/graderepeat'),
    importsuccess: page('/usercenter/importsuccess'),
    student: page('/usercenter/student'),
    teachinfo: page('/usercenter/teachinfo'),
    /** 个人信息: my name, phone, password and signed-in devices (issue 15 item 2). */
    personal: page('/usercenter/personal'),
    /** 教师管理 (administrators): accounts and class-joining requests. */
    teachers: page('/usercenter/teachers'),
    answercard: page('/usercenter/answercard'),
    preferenceSetting: page('/usercenter/preference-setting'),
    machineReadable: page('/usercenter/machine-readable'),
    scanStatus: page('/usercenter/scan-status'),
    /** 操作日志 (administrators): the school's audit log of administrator actions (issue 16 item 7). */
    auditLog: page('/usercenter/audit-log'),
  },

  helpCenter: {
    root: page('/help-center'),
    question: {
      path: '/help-center/question/:guid',
      getHref: (guid: string, query?: Query) => withQuery(`/help-center/question/${encodeURIComponent(guid)}`, query),
    },
    feedBack: page('/help-center/feed-back'),
  },

  /** 智能阅卷: full-screen marking of one question at a time (?workGuid=&th=). */
  smartViewer: page('/smart-viewer'),
  /** 批阅: one student's whole scanned sheet (?workGuid=&stuGuid=). */
  review: page('/review'),
  viewPaper: page('/view-paper'),
  viewAnswer: page('/view-answer'),
  aiIndex: page('/ai/index'),
  homework: {
    preview: page('/homework/preview'),
    paperDetail: page('/homework/paper-detail'),
    /** Redirects to /groupTypesetting with the same query (spec 02 §2). */
    paper: page('/homework/paper'),
  },
  answer: page('/answer'),
  answerRead: page('/answerRead'),
  groupTypesetting: page('/groupTypesetting'),

  /** Student pages (phone first), outside the staff login. */
  student: {
    login: page('/student/login'),
    works: page('/student'),
    work: {
      path: '/student/work/:workGuid',
      getHref: (workGuid: string, query?: Query) => withQuery(`/student/work/${encodeURIComponent(workGuid)}`, query),
    },
    password: page('/student/password'),
    /** 订正: the questions the student lost in one homework. */
    correction: {
      path: '/student/correction/:workGuid',
      getHref: (workGuid: string) => `/student/correction/${encodeURIComponent(workGuid)}`,
    },
    wrongBook: page('/student/wrong-book'),
  },

  questionEditor: page('/questionEditor'),
  previewPdf: page('/preview/pdf'),
  schoolBased: {
    root: page('/school-based'),
    teachDetail: page('/school-based/teach-detail'),
  },
  zxxk: {
    root: page('/zxxk'),
    iframe: page('/zxxk-iframe'),
    middleware: page('/zxxk-middleware'),
  },
} as const;

/** Where a user lands after login or an unknown path. */
export const HOME_PATH = paths.jobManager.job.path;
