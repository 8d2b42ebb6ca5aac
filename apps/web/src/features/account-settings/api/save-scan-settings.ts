import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZScanSettingsSchema, type TSaveScanSettingsRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { scanSettingsKey } from './get-scan-settings';

/** POST /api/MachineRead/SaveScanSettings (administrators). The student-number length is the card's too. */
export const saveScanSettings = (body: TSaveScanSettingsRequest) => api.post('/api/MachineRead/SaveScanSettings', { body, schema: ZScanSettingsSchema });

export function useSaveScanSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScanSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(scanSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['account-settings'] });
    },
  });
}
