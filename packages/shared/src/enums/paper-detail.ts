/** Constants of the paper detail screen (spec 02 "Paper detail screen", §4, §5, §6): notices and manual handling. */

/** A transfer to manual handling (转人工处理): pending while the school's staff work on the paper, then finished. */
export const ManualStatus = { Pending: 1, Finished: 2 } as const;
export type ManualStatusCode = (typeof ManualStatus)[keyof typeof ManualStatus];
export const ManualStatusNames: Record<ManualStatusCode, string> = { 1: '人工处理中', 2: '已处理' };

/** Limits of the notice (AddNotice) and the manual-transfer form; the spec's default input length is 50. */
export const PaperDetailLimits = {
  /** A teacher's problem report (AddNotice message). */
  maxNoticeLength: 200,
  /** The optional remark of a manual transfer. */
  maxRemarkLength: 200,
  /** The administrator's note when finishing a request. */
  maxResultLength: 200,
} as const;

/** Texts of the paper detail screen; spec quotes are kept to the character. */
export const PaperDetailMessages = {
  otherSubject: '当前试卷科目与页面右上角「学段、科目」不一致，请切换学段、科目',
  answerMissing: '试卷中存在答案缺失，请补充答案，否则将无法使用试题~',
  addAllConfirm: '确定全部加入试题篮？',
  done: '操作成功！',
  manualPending: '该试卷正在人工处理中，暂不可用，处理完成后即可使用',
  manualAlready: '该试卷已提交人工处理，请耐心等待',
  manualSubmitted: '已转人工处理，处理完成前该试卷暂不可用',
  manualFinished: '已完成处理',
  manualNotFound: '处理申请不存在',
  manualDone: '该申请已处理完成',
  noticeSent: '反馈成功，学校管理员会尽快处理',
  noticeEmpty: '请填写问题描述',
  questionNumberInvalid: '题号不正确',
} as const;
