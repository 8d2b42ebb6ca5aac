import { ZPaperLayoutSchema, type TAdjustPaperConfigRequest, type TPaperLayout, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { useLayoutMutation } from './layout-mutation';

type Change = Omit<TAdjustPaperConfigRequest, 'period' | 'km'>;

/** POST /api/PaperLayout/AdjustPaperConfig: the title and print settings of the draft. */
export function adjustPaperConfig(body: TAdjustPaperConfigRequest) {
  return api.post('/api/PaperLayout/AdjustPaperConfig', { body, schema: ZPaperLayoutSchema });
}

export function useAdjustPaperConfig(scope: TSubjectScope) {
  return useLayoutMutation(scope, (vars: Change) => adjustPaperConfig({ ...scope, ...vars }),
    (layout, { title, ...settings }): TPaperLayout => ({
      ...layout,
      title: title ?? layout.title,
      settings: { ...layout.settings, ...Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, Number(v)])) },
    }));
}
