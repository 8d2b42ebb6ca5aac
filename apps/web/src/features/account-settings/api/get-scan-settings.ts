import { useQuery } from '@tanstack/react-query';
import { ZScanSettingsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const scanSettingsKey = ['account-settings', 'scan'] as const;

/** GET /api/MachineRead/GetScanSettings: the school's machine-read settings (机阅设置). */
export const getScanSettings = () => api.get('/api/MachineRead/GetScanSettings', { schema: ZScanSettingsSchema });

export const useScanSettings = () => useQuery({ queryKey: scanSettingsKey, queryFn: getScanSettings });
