/** Homework kinds, states and settings of spec 01 §1, §3, §4, §9 and spec 03 §9. */

/** workType: 1 online (phone), 2/3 offline or test paper, 4 machine-read, 5 teaching-aid, 6/7 further kinds. */
export const WorkType = { Online: 1, Offline: 2, TestPaper: 3, MachineRead: 4, TeachingAid: 5 } as const;
export type WorkTypeValue = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WorkTypeNames: Record<number, string> = {
  1: '在线作业',
  2: '线下作业',
  3: '线下作业',
  4: '扫描作业',
  5: '教辅作业',
  6: '其他作业',
  7: '其他作业',
};

/** state: 0 unpublished (not started), 1 started, 2 ended — derived from the start and end time. */
export const WorkState = { Unpublished: 0, Started: 1, Ended: 2 } as const;
export type WorkStateValue = 0 | 1 | 2;
export const WorkStateNames: Record<WorkStateValue, string> = { 0: '未开始', 1: '进行中', 2: '已结束' };

export function workStateAt(start: Date, end: Date, now: Date = new Date()): WorkStateValue {
  if (now < start) return WorkState.Unpublished;
  if (now <= end) return WorkState.Started;
  return WorkState.Ended;
}

/** Submission states of spec 03 §9. */
export const SubmissionStatus = { NotSubmitted: 0, Submitted: 1, Overdue: 2, MissingSheet: 3 } as const;
export type SubmissionStatusValue = 0 | 1 | 2 | 3;
export const SubmissionStatusNames: Record<SubmissionStatusValue, string> = {
  0: '未提交',
  1: '已提交',
  2: '逾期提交',
  3: '已提交（缺答题卡）',
};

/** releaseTime kind: 0 answers shown after scoring; 1 at a set time. */
export const ReleaseType = { AfterScoring: 0, Timed: 1 } as const;
/** reviewType: 0 mark first then scan with marks; 1 scan first then mark online. */
export const ReviewType = { MarkThenScan: 0, ScanThenMark: 1 } as const;
/** answerSheetType: 1 combined question and answer card; 2 separate card. */
export const AnswerSheetType = { Combined: 1, Separate: 2 } as const;
/** use: 1 lesson homework; 2 weekly test. */
export const UseType = { Lesson: 1, WeeklyTest: 2 } as const;
/** jobType: 1 phone answer; 2 paper. */
export const JobType = { Phone: 1, Paper: 2 } as const;
/** scoreType: 0 score; 1 right/wrong. showType: 0 score; 1 ABCDE grade. */
export const ScoreType = { Score: 0, RightWrong: 1 } as const;
export const ShowType = { Score: 0, Grade: 1 } as const;

/** Limits of spec 01 §9, used by schemas, services and antd inputs alike. */
export const HomeworkLimits = {
  nameMaxLength: 30,
  maxQuestions: 100,
  maxStartNumber: 100,
  minTh: 1,
  maxTh: 199,
  minOptions: 2,
  maxOptions: 7,
  defaultOptions: 4,
  /** Letters a choice question can use (A–H exist on answer sheets). */
  optionLetters: 'ABCDEFGH',
  defaultObjectiveScore: 2,
  defaultSubjectiveScore: 10,
  scoreStep: 0.5,
  minScore: 0.5,
  maxScore: 100,
  maxQuestionImages: 9,
  maxAnswerImages: 2,
  maxDocumentBytes: 10 * 1024 * 1024,
  /** Images under 5MB are uploaded as they are; 5–10MB compressed at 0.8; larger at 0.6. */
  compressAboveBytes: 5 * 1024 * 1024,
  strongCompressAboveBytes: 10 * 1024 * 1024,
  compressQuality: 0.8,
  strongCompressQuality: 0.6,
  /** Student answer photos per question. */
  maxStudentImagesPerQuestion: 6,
  /** Default start: now plus 2 hours; default end: 16:00 the next day. */
  defaultStartOffsetHours: 2,
  defaultEndHour: 16,
} as const;

/** File extensions the upload accepts (spec 01 §5); the server also checks the bytes. */
export const UPLOAD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'jpe', 'png'] as const;
export const UPLOAD_DOCUMENT_EXTENSIONS = ['doc', 'docx', 'pdf'] as const;

/** Chinese messages of the publish and upload forms (spec 01 §5, §8); the spec's own Chinese where it gives it. */
export const HomeworkMessages = {
  subjectRequired: '请选择科目',
  nameRequired: '请填写作业名称',
  nameBlank: '作业名称不能为空',
  classesRequired: '请选择参考班级',
  gradeWithoutClasses: '该年级下暂无班级,无法选择',
  startAfterEnd: '开始时间不能晚于结束时间',
  releaseTimeRequired: '请选择发布时间',
  releaseTimePast: '发布时间不能早于当前时间',
  overdueLocked: '当前作业不支持关闭逾期提交',
  questionFilesRequired: '请上传题目',
  questionCountZero: '请正确设置题目',
  questionCountTooMany: '题目数量不能超过100',
  startNumberInvalid: '起始题数是不能小于1的正整数',
  startNumberTooLarge: '题号数不能超过100',
  thDecimal: '题号不能为小数！',
  thBelowStart: '不能小于当前起始题号数',
  thDuplicate: '题号数不能重复',
  thMax: '最大题号为199，无法继续添加',
  answerRequired: (th: number) => `请设置第${th}题的答案`,
  scoreRequired: (th: number) => `请正确设置第${th}题的分值`,
  batchOptionRange: '选项数必须在2-7之间',
  batchScoreMax: '最高分不能超过100',
  batchScorePositive: '分值必须大于0',
  batchNoneChosen: '您还未选择需要修改的题目哦~',
  keepTwoOptions: '最少要保留2项哦',
  maxSevenOptions: '最多只能添加7项哦',
  fileTypeInvalid: '只能上传jpg、jpeg、jpe、png、word、pdf格式的文件',
  documentOnce: '文档只能上传一次',
  noMixing: '只能传和前面文件格式相同的文件',
  documentTooLarge: '只能上传10MB以内的pdf/word文件',
  tooManyQuestionImages: '最多只能上传9张图片哦',
  tooManyAnswerImages: '最多只能上传2张图片哦',
  resetConfirm: '此操作将会改变现有的题型、题号及分值，是否继续?',
  uploadFailed: '上传失败，请稍后重试',
  defaultNameFailed: '获取默认名称失败，请稍后重试',
  workCodePending: '作业号生成中，请稍后重试！',
  downloading: '正在下载中，请稍后',
  generating: '作业生成中…',
  firstImage: '已是第一张',
  lastImage: '已是最后一张',
  noPermissionOnline: '您暂无在线作业权限，请联系本校管理员开通',
  // Server-side checks the spec implies but gives no wording for.
  nameTooLong: '作业名称不能超过30个字符',
  startTimeRequired: '请选择开始时间',
  startBeforeToday: '开始时间不能早于今天',
  noPermissionCreate: '暂无布置作业的权限，请联系学校管理员',
  endTimeRequired: '请选择结束时间',
  timeInvalid: '时间格式不正确',
  oneGradeOnly: '只能选择同一年级的班级',
  answerOutOfOptions: (th: number) => `第${th}题的答案超出了选项范围`,
  singleOneAnswer: (th: number) => `第${th}题是单选题，只能设置一个答案`,
  imageTooLarge: '图片不能超过10MB，请压缩后重新上传',
  fileContentMismatch: '文件内容与格式不符，请上传真实的jpg、png、word或pdf文件',
  fileEmpty: '上传的文件是空的，请重新选择',
  fileNotFound: '文件不存在',
  workNotFound: '作业不存在',
  paperNotFound: '试卷不存在',
  workNotVisible: '您没有权限查看该作业',
  notEditor: '只有作业创建者或学校管理员可以修改该作业',
  workTypeMismatch: '作业类型不正确，不能在这里修改',
  startedLocked: '作业已开始，不能修改作业名称和开始时间',
  endedLocked: '作业已结束，不能修改作业名称、开始时间和结束时间',
  classesLocked: '作业已结束，不能修改班级',
  classesCannotRemove: '作业已发布，不能移除已选班级',
  questionsLocked: '已有学生提交，不能修改题型、题号、题数和选项数',
  notMultipleChoice: (th: number) => `第${th}题不是多选题`,
  subjectInvalid: '所选年级的学段没有该科目',
  classNotFound: '班级不存在',
  classNotVisible: '您不是该班级的任课老师',
  fileReused: '同一个文件不能既是题目又是答案',
  // Web-side confirms the spec describes without wording.
  reviewTypeResetConfirm: '修改批阅方式将重置当前作业数据，是否继续？',
  exitConfirm: '确定退出吗？退出后本次设置将不会保留。',
} as const;
