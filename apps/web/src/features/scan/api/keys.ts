/** Query keys of the scan feature. */
export const scanKeys = {
  all: ['scan'] as const,
  works: () => ['scan', 'works'] as const,
  batches: () => ['scan', 'batches'] as const,
  batch: (batchGuid: string) => ['scan', 'batch', batchGuid] as const,
  summary: (workGuid: string) => ['scan', 'summary', workGuid] as const,
};

/** Image URLs of a page (served with the session cookie). */
export const pageImageUrl = (pageGuid: string, thumb = false) => `/api/Scan/PageImage?pageGuid=${pageGuid}${thumb ? '&thumb=1' : ''}`;
export const cropUrl = (pageGuid: string, th: number) => `/api/Scan/Crop?pageGuid=${pageGuid}&th=${th}`;
