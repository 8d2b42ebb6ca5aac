import { questionCount, ZPaperLayoutSchema, type TPaperLayout, type TSortLayoutRequest, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { useLayoutMutation } from './layout-mutation';

/** POST /api/PaperLayout/SortPaperItem: the order of sections and of the questions in them. */
export function sortPaperItems(body: TSortLayoutRequest) {
  return api.post('/api/PaperLayout/SortPaperItem', { body, schema: ZPaperLayoutSchema });
}

/** The request for a layout in a new order. */
export const structureOf = (groups: TPaperLayout['groups']) =>
  groups.map((g) => ({ itemTypeGuid: g.itemTypeGuid, items: g.items.map((i) => ({ itemGuid: i.itemGuid })) }));

/** Question numbers follow the new order at once. */
function renumbered(layout: TPaperLayout, groups: TPaperLayout['groups']): TPaperLayout {
  let next = 1;
  const numbered = (i: TPaperLayout['groups'][number]['items'][number]) => {
    const th = next;
    next += questionCount(i);
    return { ...i, th };
  };
  return { ...layout, groups: groups.map((g) => ({ ...g, items: g.items.map(numbered) })) };
}

export function useSortPaperItems(scope: TSubjectScope) {
  return useLayoutMutation(scope,
    (groups: TPaperLayout['groups']) => sortPaperItems({ ...scope, structureData: structureOf(groups) }),
    (layout, groups) => renumbered(layout, groups));
}
