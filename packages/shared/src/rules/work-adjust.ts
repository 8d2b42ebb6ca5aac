import { HomeworkMessages, ReleaseType, WorkState, workStateAt, WorkType } from '../enums/homework.js';

/**
 * 作业调整 (spec 03 §2.1 job-adjustment) on a published homework, within the state rules of spec 01 §4:
 * - the end time moves only while the homework has not ended, never before its start and never into the past
 *   (an ended homework is reopened for single students instead, so no one who has seen the answers answers again);
 * - classes may be added until the end (after it only for workTypes 3 to 7, as in the edit form) and removed before
 *   the end; a class with submissions is removed only after the teacher confirms. Its submissions are kept, no longer
 *   counted for this homework, and count again if the class is added back;
 * - one student may be given a later deadline (补交) on a started or ended phone homework they have not submitted,
 *   unless the answers are already published to the class at a set time.
 */
export const WorkAdjustMessages = {
  examNotAdjustable: '考试请在考试详情中调整',
  endTimeEnded: '作业已结束，不能修改截止时间；可以为单个学生延期补交',
  endBeforeStart: HomeworkMessages.startAfterEnd,
  endInPast: '截止时间不能早于当前时间',
  classesEnded: '作业已结束，不能再调整班级',
  removeEnded: '作业已结束，不能移除班级',
  keepOneClass: '请至少保留一个班级',
  confirmRemove: (className: string, submitted: number) =>
    `${className}已有${submitted}名学生提交，移除后这些提交不再计入本作业（重新添加该班级后恢复）。确定移除吗？`,
  extendNotOnline: '只有手机作答的作业可以为学生延期',
  extendNotStarted: '作业还没有开始，不需要延期',
  extendInPast: '延期截止时间须晚于当前时间',
  extendBeforeEnd: '延期截止时间须晚于作业的截止时间',
  extendSubmitted: '该学生已提交，不需要延期',
  extendAnswersPublished: '答案已公布，不能再为学生延期',
  studentNotInWork: '该学生不在本作业的班级中',
  nothingChanged: '班级没有变化',
} as const;

export interface AdjustableWork {
  workType: number;
  startTime: Date;
  endTime: Date;
  releaseType: number;
  releaseTime: Date | null;
}

/** Why the end time cannot move to `endTime`, or null. */
export function checkEndTimeMove(work: AdjustableWork, endTime: Date, now: Date = new Date()): string | null {
  if (workStateAt(work.startTime, work.endTime, now) === WorkState.Ended) return WorkAdjustMessages.endTimeEnded;
  if (endTime < work.startTime) return WorkAdjustMessages.endBeforeStart;
  if (endTime < now) return WorkAdjustMessages.endInPast;
  return null;
}

/** Why the classes cannot change from `before` to `after` (guids), or null. Removal needing a confirm is separate. */
export function checkClassChange(work: AdjustableWork, before: readonly string[], after: readonly string[], now: Date = new Date()): string | null {
  if (after.length === 0) return WorkAdjustMessages.keepOneClass;
  const added = after.filter((g) => !before.includes(g));
  const removed = before.filter((g) => !after.includes(g));
  if (added.length === 0 && removed.length === 0) return WorkAdjustMessages.nothingChanged;
  if (workStateAt(work.startTime, work.endTime, now) === WorkState.Ended) {
    if (removed.length > 0) return WorkAdjustMessages.removeEnded;
    if (work.workType < WorkType.TestPaper) return WorkAdjustMessages.classesEnded;
  }
  return null;
}

/** Why one student cannot get the later deadline `endTime`, or null. */
export function checkStudentExtension(work: AdjustableWork, hasSubmitted: boolean, endTime: Date, now: Date = new Date()): string | null {
  if (work.workType !== WorkType.Online) return WorkAdjustMessages.extendNotOnline;
  if (workStateAt(work.startTime, work.endTime, now) === WorkState.Unpublished) return WorkAdjustMessages.extendNotStarted;
  if (hasSubmitted) return WorkAdjustMessages.extendSubmitted;
  if (work.releaseType === ReleaseType.Timed && work.releaseTime !== null && work.releaseTime <= now) return WorkAdjustMessages.extendAnswersPublished;
  if (endTime <= now) return WorkAdjustMessages.extendInPast;
  if (endTime <= work.endTime) return WorkAdjustMessages.extendBeforeEnd;
  return null;
}

/** The end of a student's submit window: the homework's end, or their later extension. */
export function studentEndTime(workEnd: Date, extension: Date | null | undefined): Date {
  return extension && extension > workEnd ? extension : workEnd;
}
