/** Exams (spec 01 §2 exam wizard, §3 exam form, §4 exam states, §5 exam rules, §8, §9 exam constants). */

/** Exam wizard state: 0 still being set up (only the basic step saved), 1 published (step 2 saved). */
export const ExamState = { Editing: 0, Published: 1 } as const;
export type ExamStateValue = 0 | 1;

/** Limits and defaults of spec 01 §9 for exams. */
export const ExamLimits = {
  /** Exam start default: two hours ahead. */
  defaultStartOffsetHours: 2,
  /** Duration default 120 minutes; at least 1; capped at a school day so a typo cannot open an exam for weeks. */
  defaultDurationMinutes: 120,
  minDurationMinutes: 1,
  maxDurationMinutes: 600,
  /** Extra delay for photo upload: 15 minutes, on by default; off is 0. */
  defaultDelayMinutes: 15,
  /** Time extension (TimeExpand) per call: 1 to 180 minutes. */
  maxExtendMinutes: 180,
  minOptions: 2,
  maxOptions: 8,
  defaultOptions: 4,
  defaultObjectiveScore: 2,
  defaultSubjectiveScore: 10,
  maxQuestions: 100,
  maxStartNumber: 100,
  minTh: 1,
  maxTh: 199,
  scoreStep: 0.5,
  minScore: 0.5,
  maxScore: 100,
} as const;

/** The exam wizard's messages, verbatim from spec 01 §5 and §8 where the spec gives them. */
export const ExamMessages = {
  subjectRequired: '请选择科目',
  nameRequired: '请填写考试名称',
  startTimeRequired: '请选择考试开始时间',
  durationRequired: '请填写考试时长',
  durationNumeric: '考试时长必须为数字值',
  classesRequired: '请选择参考班级',
  gradeWithoutClasses: '该年级下暂无班级,无法选择',
  questionCountRequired: '请设置考试题数',
  questionsRequired: '请设置题目',
  choiceAnswerRequired: (th: number) => `请设置题号为${th}的选择题答案`,
  questionFilesRequired: '请上传题目',
  startNumberRequired: '请正确设置题号',
  startNumberInvalid: '起始题数是不能小于1的正整数',
  startNumberTooLarge: '题号数不能超过100',
  thDecimal: '题号不能为小数！',
  thBelowStart: '不能小于当前起始题号数',
  thDuplicate: '题号数不能重复',
  keepTwoOptions: '最少要保留2项哦',
  maxEightOptions: '最多只能添加8项哦',
  optionsOverEight: '选项数不能大于8',
  scoreRequired: (th: number) => `请设置题号为${th}的分值`,
  batchNoneChosen: '您还未选择需要修改的题目哦~',
  resetConfirm: '此操作将会改变现有的题型、题号及分值，是否继续?',
  fileTypeInvalid: '只支持上传pdf,word和图片格式的文件',
  fileSameType: '只能传和前面文件格式相同的文件',
  tooManyQuestionImages: '最多只能上传9张图片哦',
  tooManyAnswerImages: '最多只能上传2张图片哦',
  numberingProblem: '题号数存在问题，请检查修改才能做下一步操作',
  uploadFailed: '上传失败，请稍候重试',
  publishedTypeLocked: '已发布的考试不能修改题型',
  // Checks the spec implies without giving words for them.
  startTimePast: '考试开始时间不能早于当前时间',
  durationTooLong: '考试时长不能超过600分钟',
  delayInvalid: '延时只能是0或15分钟',
  questionCountTooMany: '考试题数不能超过100',
  thMax: '最大题号为199，无法继续添加',
  scoreInvalid: (th: number) => `题号为${th}的分值须为0.5的整数倍，且在0.5到100之间`,
  answerOutOfOptions: (th: number) => `题号为${th}的答案超出了选项范围`,
  singleOneAnswer: (th: number) => `题号为${th}的单选题只能设置一个答案`,
  examNotFound: '考试不存在',
  notExam: '该作业不是考试',
  startedLocked: '考试已开始，不能修改考试名称、开始时间和时长',
  classesCannotRemove: '考试已发布，不能移除已选班级',
  // Students sitting the exam.
  examNotStarted: '考试尚未开始',
  examOver: '考试已结束，答案未能提交',
  examOverNoChange: '考试已结束，不能再修改答案',
  // Time extension.
  extendMinutes: '延长时间须为1到180分钟的整数',
  extendEnded: '考试已结束，不能延长时间',
  extendClassNotInExam: '该班级没有参加本场考试',
  // Ending early (UpdateWorkInfoStatus).
  endNotStarted: '考试尚未开始，不能提前收卷',
  endAlreadyEnded: '考试已结束，无需收卷',
  // Reviewers.
  notSubjective: '该题不是主观题，不能分配阅卷老师',
  reviewerNotMember: '阅卷老师不是本校老师',
  notYourQuestion: '该题没有分配给您批阅',
  // Double marking (双评).
  doubleMarkingStarted: '该题已开始阅卷，不能修改双评设置',
  doubleMarkingTwoReviewers: '双评需要至少两位阅卷老师',
  arbiterNotMember: '仲裁老师不是本校老师',
  alreadyDoubleMarked: '该答案已由两位老师评分',
  notArbiter: '您不是该题的仲裁老师',
  notInArbitration: '该答案不需要仲裁',
  // Reviewer changes and merged questions.
  reviewerAlready: '该老师已是本题的阅卷老师',
  reviewerNotAssigned: '该老师不是本题的阅卷老师',
  sameTeacher: '请选择另一位老师',
  mergeTwoSubjective: '合并的题目须为两道及以上主观题',
  mergeOverlap: (th: number) => `第${th}题已在其他合并组中`,
  mergeStarted: '已开始阅卷的题目不能合并或取消合并',
} as const;
