import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZManualRequestPageSchema, type TManualRequestsRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { paperDetailKeys } from './keys';

/** GET /api/QuestionBank/Papers/ManualRequests (administrators): pending (1) or finished (2) transfers. */
export function getManualRequests(params: TManualRequestsRequest) {
  return api.get('/api/QuestionBank/Papers/ManualRequests', { params, schema: ZManualRequestPageSchema });
}

export function useManualRequests(params: TManualRequestsRequest) {
  return useQuery({ queryKey: [...paperDetailKeys.manual, params], queryFn: () => getManualRequests(params), placeholderData: keepPreviousData });
}
