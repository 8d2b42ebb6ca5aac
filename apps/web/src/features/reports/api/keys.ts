/**
 * Query keys of the analysis page: everything of one work sits under ['reports', workGuid], and each tab's data
 * under its tab key, so switching tabs can clear exactly that tab before it reloads (spec 03 §2.3, §4).
 */
export type AnalyzeTab = 'jobreport' | 'jobrelease' | 'jobpaper' | 'jobComments';

export const reportsKeys = {
  work: (workGuid: string) => ['reports', workGuid] as const,
  tab: (workGuid: string, tab: AnalyzeTab) => ['reports', workGuid, tab] as const,
};

/** Identifies a work and, optionally, one of its classes ('' means all) in every report call. */
export interface WorkClassParams {
  ruCode: string;
  workGuid: string;
  classCode: string;
}
