import dayjs, { type Dayjs } from 'dayjs';
import { WorkState, WorkType, defaultWorkTimes } from '@zuoyeben/shared';

/** Start now plus 2 hours, end 16:00 the next day (spec 01 §5), from the shared rule the server also uses. */
export function defaultPublishTimes(now: Date = new Date()): { startTime: Dayjs; endTime: Dayjs } {
  const { startTime, endTime } = defaultWorkTimes(now);
  return { startTime: dayjs(startTime).second(0).millisecond(0), endTime: dayjs(endTime) };
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** Date pickers refuse days before today. */
export function disabledPastDate(current: Dayjs | null, now: Dayjs = dayjs()): boolean {
  return !!current && current.isBefore(now.startOf('day'));
}

/** On today, times before now are refused; other days are free. */
export function disabledPastTime(current: Dayjs | null, now: Dayjs = dayjs()) {
  const today = !current || current.isSame(now, 'day');
  return {
    disabledHours: () => (today ? range(0, now.hour()) : []),
    disabledMinutes: (hour: number) => (today && hour === now.hour() ? range(0, now.minute()) : []),
  };
}

/** Which publish fields an edit may change (spec 01 §4). `classes`: free, keep (same grade, none removed), all locked. */
export interface PublishLocks {
  name: boolean;
  startTime: boolean;
  endTime: boolean;
  classes: 'free' | 'keep' | 'all';
}

export function publishLocks(edit: { isEdit: boolean; state: number; workType: number }): PublishLocks {
  if (!edit.isEdit || edit.state === WorkState.Unpublished) return { name: false, startTime: false, endTime: false, classes: 'free' };
  if (edit.state === WorkState.Started) return { name: true, startTime: true, endTime: false, classes: 'keep' };
  // Offline and further kinds (3–7) may still gain classes after they ended; the phone kinds may not.
  const offline = edit.workType >= WorkType.TestPaper;
  return { name: true, startTime: true, endTime: true, classes: offline ? 'keep' : 'all' };
}

/** Overdue submission cannot be switched off once a published work has it on (spec 01 §4). */
export function canTurnOffOverdue(edit: { isEdit: boolean; state: number; originalOverdue: boolean }): boolean {
  return !(edit.isEdit && edit.state !== WorkState.Unpublished && edit.originalOverdue);
}

/** Who sees 'allow others to view': the creator, a school administrator or a super administrator (spec 01 §6). */
export function canSetAllowOthersView(role: string, isCreator: boolean): boolean {
  return isCreator || role === 'Collector' || role === 'Salesman';
}
