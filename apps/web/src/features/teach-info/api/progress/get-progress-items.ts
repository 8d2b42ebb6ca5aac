import { useQuery } from '@tanstack/react-query';
import { ZTeachProgressItemListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

/** GET /api/TeachinfoProgress/TeachinfoProgressItemList: a progress's chapter tree with states and planned dates. */
export function getProgressItems(guid: string) {
  return api.get('/api/TeachinfoProgress/TeachinfoProgressItemList', { params: { guid }, schema: ZTeachProgressItemListSchema });
}

export function useProgressItems(guid: string | undefined) {
  return useQuery({ queryKey: progressKeys.items(guid ?? ''), queryFn: () => getProgressItems(guid!), enabled: !!guid });
}
