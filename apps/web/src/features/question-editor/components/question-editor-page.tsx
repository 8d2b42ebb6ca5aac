import { Card, Empty, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { ITEM_TYPES, PERIOD_CODES, type PeriodCode } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { RequireAuth, useSelectedPeriodKm } from '@/features/auth';
import { useItemInfo } from '../api/get-item-info';
import { draftFromInfo, emptyDraft, newItemSource } from '../lib/draft';
import { ItemEditor } from './item-editor';

/** Back where the editor came from; opened on its own (a new tab), to the bank of the item's source. */
function useGoBack(source: number) {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.jobManager.jobEditTiku.getHref({ sourceType: source }));
  };
}

function Editor() {
  const [params] = useSearchParams();
  const itemGuid = params.get('itemGuid');
  const correction = Number(params.get('correctionId'));
  const correctionId = Number.isInteger(correction) && correction > 0 ? correction : null;
  const selected = useSelectedPeriodKm();
  const info = useItemInfo(itemGuid);
  const source = info.data?.source ?? newItemSource(params.get('source'));
  const goBack = useGoBack(source);

  if (itemGuid) {
    if (info.isLoading) return <Card><Skeleton active paragraph={{ rows: 10 }} /></Card>;
    if (!info.data) return <Result status="404" title="试题不存在" subTitle={info.error?.message} />;
    return <ItemEditor key={`${info.data.itemGuid}-${info.data.itemVersion}`} initial={draftFromInfo(info.data)} existing={info.data}
      source={source} correctionId={correctionId} onDone={goBack} />;
  }
  const asked = params.get('period');
  const period = asked && (PERIOD_CODES as readonly string[]).includes(asked) ? (asked as PeriodCode) : selected?.period;
  const km = params.get('km') ?? selected?.km;
  if (!period || !km) return <Card><Empty description="请先在右上角选择学段、科目" /></Card>;
  const type = ITEM_TYPES.find((t) => t.name === params.get('itemTypeName'))?.code ?? null;
  return <ItemEditor initial={emptyDraft({ period, km }, type)} existing={null} source={source} correctionId={null} onDone={goBack} />;
}

/**
 * 试题编辑 (/questionEditor, spec 02 §2): query itemGuid (edit; without it a new item), itemTypeName, km, period,
 * source (200 school bank, 300 my bank), and correctionId when it fixes a reported question. The route is public,
 * so the editor asks for the session itself.
 */
export function QuestionEditorPage() {
  return (
    <RequireAuth>
      <Editor />
    </RequireAuth>
  );
}
