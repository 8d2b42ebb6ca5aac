import dayjs, { type Dayjs } from 'dayjs';
import { HomeworkMessages, ReviewType, ScoreType, checkWorkSchedule, sanitizeName, type TPrefer } from '@zuoyeben/shared';
import type { ClassSelection } from './class-selection';
import type { PublishDraft } from './draft-store';

/** The publish form as antd holds it: times as Dayjs, classes as one selection. */
export interface PublishFormValues extends Omit<PublishDraft, 'startTime' | 'endTime' | 'releaseTime' | 'gradeCode' | 'classGuids'> {
  classes: ClassSelection;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
  releaseTime: Dayjs | null;
}

const toDayjs = (iso: string | null) => (iso ? dayjs(iso) : null);
const toIso = (d: Dayjs | null | undefined) => (d ? d.toISOString() : null);

export function toFormValues(p: PublishDraft): PublishFormValues {
  const { gradeCode, classGuids, startTime, endTime, releaseTime, ...rest } = p;
  return {
    ...rest,
    classes: { gradeCode, classGuids },
    startTime: toDayjs(startTime),
    endTime: toDayjs(endTime),
    releaseTime: toDayjs(releaseTime),
  };
}

export function toPublishDraft(v: PublishFormValues): PublishDraft {
  const { classes, startTime, endTime, releaseTime, ...rest } = v;
  return {
    ...rest,
    gradeCode: classes.gradeCode,
    classGuids: classes.classGuids,
    startTime: toIso(startTime),
    endTime: toIso(endTime),
    releaseTime: toIso(releaseTime),
  };
}

/** Name rule of spec 01 §5: required, and not blank once forbidden characters and spaces are dropped. */
export function checkWorkName(name: string | null | undefined): string | null {
  if (!name) return HomeworkMessages.nameRequired;
  if (!sanitizeName(name)) return HomeworkMessages.nameBlank;
  return null;
}

/** Times of spec 01 §5 through the shared rule the server applies; `previousRelease` lets an unchanged past time stay. */
export function checkPublishTimes(v: Pick<PublishFormValues, 'startTime' | 'endTime' | 'releaseType' | 'releaseTime'>, workType: number, previousRelease: string | null, now: Date = new Date()): string | null {
  return checkWorkSchedule(
    {
      workType,
      startTime: v.startTime?.toDate() ?? null,
      endTime: v.endTime?.toDate() ?? null,
      releaseType: v.releaseType,
      releaseTime: v.releaseTime?.toDate() ?? null,
      previousReleaseTime: previousRelease ? new Date(previousRelease) : null,
    },
    now,
  );
}

/**
 * What a new review type changes (spec 01 §4): scanning first (1) scores with points; marking first (0) takes the
 * teacher's preferred score type and switches the maths assistant off.
 */
export function reviewTypeEffects(next: 0 | 1, prefer: Pick<TPrefer, 'scoreType'> | undefined): Partial<PublishFormValues> {
  if (next === ReviewType.ScanThenMark) return { reviewType: next, scoreType: ScoreType.Score };
  return { reviewType: next, scoreType: prefer?.scoreType ?? ScoreType.Score, mathWitMarking: false };
}
