import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMachineReadSaveResultSchema, type TMachineReadSaveRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/MachineRead/Save: the changed rows; all or none. */
export function saveMachineRead(body: TMachineReadSaveRequest) {
  return api.post('/api/MachineRead/Save', { body, schema: ZMachineReadSaveResultSchema });
}

export function useSaveMachineRead(workGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMachineRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['machine-read', 'sheet', workGuid] }),
  });
}
