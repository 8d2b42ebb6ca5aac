import { WorkType } from '@zuoyeben/shared';
import type { DraftIdentity } from './draft-store';

/** The query keys the upload, publish and finish screens share (spec 01 §2). */
export interface WizardQuery extends DraftIdentity {
  workType: number;
  source: number;
  km: string | null;
  period: string | null;
  workInfoGuid: string | null;
  oldWorkInfoGuid: string | null;
  /** A bank paper to publish (job-basic?paperGuid=…): the work's questions come from the paper, not from files. */
  paperGuid: string | null;
  /**
   * A new teaching-aid work (workType 5) names the teaching-guidance book and chapter it comes from, and the book's
   * grade, whose classes alone may take it.
   */
  teaching: { teachingGuidanceGuid: string; chapterGuid: string; gradeCode: string | null } | null;
  isEdit: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const guid = (v: string | null) => (v && UUID.test(v) ? v : null);

export function readWizardQuery(params: URLSearchParams): WizardQuery {
  const workType = Number(params.get('workType'));
  const source = Number(params.get('source'));
  const workInfoGuid = guid(params.get('workInfoGuid'));
  const book = guid(params.get('teachingGuidanceGuid'));
  const chapter = guid(params.get('chapterGuid'));
  return {
    workType: Number.isInteger(workType) && workType >= 1 && workType <= 7 ? workType : WorkType.Online,
    source: Number.isInteger(source) && params.get('source') !== null ? source : 1,
    km: params.get('km'),
    period: params.get('period'),
    workInfoGuid,
    oldWorkInfoGuid: workInfoGuid ? null : guid(params.get('oldWorkInfoGuid')),
    paperGuid: workInfoGuid ? null : guid(params.get('paperGuid')),
    teaching: workType === WorkType.TeachingAid && !workInfoGuid && book && chapter
      ? { teachingGuidanceGuid: book, chapterGuid: chapter, gradeCode: params.get('gradeCode') }
      : null,
    isEdit: !!workInfoGuid,
  };
}

/** The query of the next or previous step: the same homework, marked as coming from the wizard. */
export function stepQuery(q: WizardQuery) {
  return {
    workType: q.workType,
    source: q.source,
    km: q.km,
    period: q.period,
    workInfoGuid: q.workInfoGuid,
    oldWorkInfoGuid: q.oldWorkInfoGuid,
    paperGuid: q.paperGuid ?? undefined,
    ...(q.teaching ? { teachingGuidanceGuid: q.teaching.teachingGuidanceGuid, chapterGuid: q.teaching.chapterGuid, gradeCode: q.teaching.gradeCode ?? undefined } : {}),
    isEdit: q.isEdit ? 1 : undefined,
    isStep: 1,
  };
}
