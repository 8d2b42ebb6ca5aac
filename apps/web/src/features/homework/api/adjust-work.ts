import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZWorkAdjustInfoSchema,
  type TWorkAdjustClassesRequest,
  type TWorkAdjustEndTimeRequest,
  type TWorkAdjustExtendRequest,
  type TWorkAdjustInfo,
} from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { workAdjustQueryOptions } from './get-work-adjust';

/** POST /api/WorkAdjust/EndTime: moves the end of a homework that has not ended. */
export const adjustEndTime = (body: TWorkAdjustEndTimeRequest) =>
  api.post('/api/WorkAdjust/EndTime', { body, schema: ZWorkAdjustInfoSchema });

/** POST /api/WorkAdjust/Classes: the new class list; confirmRemove after the teacher agreed to drop submissions. */
export const adjustClasses = (body: TWorkAdjustClassesRequest) =>
  api.post('/api/WorkAdjust/Classes', { body, schema: ZWorkAdjustInfoSchema });

/** POST /api/WorkAdjust/ExtendStudent: one student's own later deadline. */
export const extendStudent = (body: TWorkAdjustExtendRequest) =>
  api.post('/api/WorkAdjust/ExtendStudent', { body, schema: ZWorkAdjustInfoSchema });

/** POST /api/WorkAdjust/CancelExtension. */
export const cancelExtension = (body: { workGuid: string; studentGuid: string }) =>
  api.post('/api/WorkAdjust/CancelExtension', { body, schema: ZWorkAdjustInfoSchema });

/** A mutation whose answer is the page's new data: written to the cache, the homework lists refreshed. */
export function useAdjustWork<T>(workGuid: string, fn: (input: T) => Promise<TWorkAdjustInfo>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => {
      queryClient.setQueryData(workAdjustQueryOptions(workGuid).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['homework'], predicate: (q) => q.queryKey[1] !== 'adjust' });
    },
  });
}
