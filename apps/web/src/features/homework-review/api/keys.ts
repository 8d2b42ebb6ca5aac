/**
 * Query keys of the commentary: under the analysis page's ['reports', workGuid, 'jobComments'], so switching tabs
 * clears the commentary like any other tab (features/reports keys).
 */
export const reviewKeys = {
  tab: (workGuid: string) => ['reports', workGuid, 'jobComments'] as const,
};

/** A work and, optionally, one of its classes ('' means all). */
export interface ReviewParams {
  ruCode: string;
  workGuid: string;
  classCode: string;
}
