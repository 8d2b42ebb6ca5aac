/** Question corrections (纠错, spec 02 §2, §5, §9): the seven failure reasons, review states, limits and texts. */

/** Reasons a teacher may give when reporting a defective question (spec 02 §9). */
export const CorrectionReason = {
  Stem: 1,
  Answer: 2,
  Explanation: 3,
  Knowledge: 4,
  ItemType: 5,
  Difficulty: 6,
  Format: 7,
} as const;
export type CorrectionReasonCode = (typeof CorrectionReason)[keyof typeof CorrectionReason];

export const CorrectionReasonNames: Record<CorrectionReasonCode, string> = {
  1: '题干有误',
  2: '答案有误',
  3: '解析有误',
  4: '知识点标错',
  5: '题型标错',
  6: '难度差别大',
  7: '符号、公式、格式或图片问题',
};
/** The reasons in the order the dialog lists them. */
export const CORRECTION_REASONS: readonly { code: CorrectionReasonCode; name: string }[] = Object.values(CorrectionReason)
  .map((code) => ({ code, name: CorrectionReasonNames[code] }));
export const CORRECTION_REASON_CODES: readonly number[] = Object.values(CorrectionReason);

/** Review state of a correction: waiting for an administrator, fixed by a new item version, or dismissed. */
export const CorrectionStatus = { Pending: 0, Fixed: 1, Dismissed: 2 } as const;
export type CorrectionStatusCode = (typeof CorrectionStatus)[keyof typeof CorrectionStatus];
export const CorrectionStatusNames: Record<CorrectionStatusCode, string> = { 0: '待处理', 1: '已修正', 2: '已忽略' };
export const CORRECTION_STATUSES = Object.values(CorrectionStatus);

export const CorrectionLimits = {
  /** The teacher's remark (spec 02 §5, §9). */
  remarkMaxLength: 100,
  /** The administrator's note when dismissing or fixing. */
  noteMaxLength: 100,
} as const;

/** Texts of the correction dialog and the administrators' list. */
export const CorrectionMessages = {
  reasonRequired: '请选择纠错原因',
  reasonInvalid: '纠错原因不正确',
  remarkTooLong: `备注不能超过${CorrectionLimits.remarkMaxLength}个字符`,
  noteTooLong: `处理说明不能超过${CorrectionLimits.noteMaxLength}个字符`,
  submitted: '提交成功，感谢您的反馈！',
  itemNotFound: '试题不存在',
  itemVersionNotFound: '试题版本不存在',
  notFound: '纠错记录不存在',
  forbidden: '无权限处理试题纠错，请联系学校管理员',
  dismissed: '已忽略该纠错',
  fixed: '已标记为已修正',
  fixedCannotDismiss: '该纠错已修正，不能忽略',
  fixedVersionNotNewer: '修正后的试题版本必须高于纠错时的版本',
  fixedVersionMissing: '试题尚未保存该修正版本，请先保存试题',
} as const;
