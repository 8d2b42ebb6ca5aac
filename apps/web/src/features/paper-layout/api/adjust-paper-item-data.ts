import { layoutTotal, sectionTotal, ZPaperLayoutSchema, type TAdjustPaperItemDataRequest, type TPaperLayout, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { useLayoutMutation } from './layout-mutation';

type Change = { itemGuid: string; score?: number; answerAreaHeight?: number | null };

/** POST /api/PaperLayout/AdjustPaperItemData: scores, answer-area heights and multi-select rules of questions. */
export function adjustPaperItemData(body: TAdjustPaperItemDataRequest) {
  return api.post('/api/PaperLayout/AdjustPaperItemData', { body, schema: ZPaperLayoutSchema });
}

/** The layout with scores and heights changed, totals kept (shown before the server answers). */
export function withItemChanges(layout: TPaperLayout, changes: readonly Change[]): TPaperLayout {
  const byGuid = new Map(changes.map((c) => [c.itemGuid, c]));
  const groups = layout.groups.map((g) => {
    const items = g.items.map((i) => {
      const c = byGuid.get(i.itemGuid);
      if (!c) return i;
      return { ...i, score: c.score ?? i.score, answerAreaHeight: c.answerAreaHeight === undefined ? i.answerAreaHeight : c.answerAreaHeight };
    });
    return { ...g, items, score: sectionTotal({ items }) };
  });
  return { ...layout, groups, totalScore: layoutTotal(groups) };
}

export function useAdjustPaperItemData(scope: TSubjectScope) {
  return useLayoutMutation(scope,
    (items: TAdjustPaperItemDataRequest['items']) => adjustPaperItemData({ ...scope, items }),
    (layout, items) => withItemChanges(layout, items as Change[]));
}
