/** 备课 (PreparingWork) constants (spec 02 §7, §9; spec 03 §9 preparation jobs default paperSource 0 = all). */

/** Draft while the teacher is still preparing; Saved once 保存 marks the preparation done. */
export const PreparingStatus = { Draft: 0, Saved: 1 } as const;
export type PreparingStatusCode = (typeof PreparingStatus)[keyof typeof PreparingStatus];
export const PreparingStatusNames: Record<PreparingStatusCode, string> = { 0: '备课中', 1: '已备课' };

/** Where the paper of a preparation came from (paper source values of spec 02 §9). */
export const PreparingSource = { SchoolPapers: 2, MyPapers: 4, Collections: 5 } as const;
export type PreparingSourceCode = (typeof PreparingSource)[keyof typeof PreparingSource];
export const PreparingSourceNames: Record<PreparingSourceCode, string> = { 2: '校本试卷', 4: '我的试卷', 5: '我的收藏' };

export const PreparingLimits = {
  maxNameLength: 50,
  maxNotesLength: 1000,
  maxClasses: 20,
  maxFiles: 10,
} as const;

export const PreparingMessages = {
  notFound: '备课不存在',
  created: '备课已创建',
  saved: '备课已保存',
  updated: '修改成功',
  deleted: '删除成功',
  uploaded: '上传成功',
  fileNotFound: '文件不存在',
  tooManyFiles: '每次备课最多上传10个资料',
  classNotFound: '班级不存在',
  classOfOtherGrade: '所选班级不属于该年级',
  paperUnavailable: '该试卷正在人工处理中，暂不可用，处理完成后即可使用',
} as const;
