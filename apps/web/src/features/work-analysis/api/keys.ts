/**
 * Query keys of 答卷分析. They sit under the analysis page's key of the jobpaper tab (['reports', workGuid,
 * 'jobpaper']), so switching tabs on /jobManager/job-analyze clears them and the tab reloads (spec 03 §4).
 */
export const workAnalysisKeys = {
  tab: (workGuid: string) => ['reports', workGuid, 'jobpaper'] as const,
  call: (workGuid: string, call: string, params: object) => ['reports', workGuid, 'jobpaper', call, params] as const,
};

/** A work and a class ('' for all), as every WorkAnswer call takes them. */
export interface WorkAnswerParams {
  ruCode: string;
  workGuid: string;
  classCode: string;
}

export const bodyOf = (p: WorkAnswerParams) => ({ RuCode: p.ruCode, WorkGuid: p.workGuid, ClassCode: p.classCode });
