import { useState } from 'react';
import { App, Button, Empty, Flex, Result, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  answerLetters, applySectionScore, DEFAULT_MULT_SETTING, PaperLayoutMessages, type MultSetting, type PeriodCode, type TLayoutItem,
  type TSubjectScope,
} from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useSelectedPeriodKm } from '@/features/auth';
import { MultSettingModal, type MultQuestion } from '@/features/homework';
import { SimilarQuestionDialog, type ReplacedItem } from '@/features/question-bank';
import { useAdjustPaperConfig } from '../api/adjust-paper-config';
import { useAdjustPaperItemData } from '../api/adjust-paper-item-data';
import { usePaperStructure } from '../api/get-paper-structure';
import { layoutKeys } from '../api/keys';
import { useRemoveLayoutItem } from '../api/remove-layout-item';
import { useSavePaper } from '../api/save-paper';
import { useSortPaperItems } from '../api/sort-paper-items';
import { toSavePayload } from '../lib/save-payload';
import { LayoutToolbar } from './layout-toolbar';
import { LayoutViewOnly } from './layout-view-only';
import { PaperSheet } from './paper-sheet';
import { PrintPreview } from './print-preview';

/** Waits until no layout change is still on its way, so the paper is saved as the teacher last saw it. */
async function settled(isMutating: () => number) {
  while (isMutating() > 0) await new Promise((resolve) => setTimeout(resolve, 50));
}

function LayoutEditor({ scope, paperGuid }: { scope: TSubjectScope; paperGuid?: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const query = usePaperStructure(scope, paperGuid);
  const config = useAdjustPaperConfig(scope);
  const adjust = useAdjustPaperItemData(scope);
  const sort = useSortPaperItems(scope);
  const remove = useRemoveLayoutItem(scope);
  const save = useSavePaper();
  const [multFor, setMultFor] = useState<MultQuestion & { itemGuid: string } | null>(null);
  const [replacing, setReplacing] = useState<ReplacedItem | null>(null);
  const [view, setView] = useState<'edit' | 'print'>('edit');
  const back = () => navigate(paths.jobManager.jobEditTiku.getHref({ workType: params.get('workType') ?? 3, period: scope.period, km: scope.km }));

  if (query.isLoading) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (query.isError || !query.data) {
    return <Result status="warning" title="试卷加载失败" extra={<Button onClick={() => void query.refetch()}>重试</Button>} />;
  }
  const layout = query.data;
  if (layout.total === 0) {
    return (
      // The page still says what it is (组卷排版) above the spec's 请先选择试题！ and the way to the bank.
      <Result
        icon={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />}
        title="组卷排版"
        subTitle={PaperLayoutMessages.selectFirst}
        extra={<Button type="primary" onClick={back}>去选题</Button>}
      />
    );
  }

  const submit = async () => {
    await settled(() => queryClient.isMutating({ mutationKey: layoutKeys.all }));
    const latest = queryClient.getQueryData<typeof layout>(layoutKeys.layout(scope)) ?? layout;
    if (latest.total === 0) {
      void message.warning(PaperLayoutMessages.selectFirst);
      return;
    }
    save.mutate(toSavePayload(latest, { gradeCode: params.get('gradeCode') }), {
      onSuccess: (result) => {
        void message.success(latest.isSaved ? PaperLayoutMessages.updated : PaperLayoutMessages.saved);
        navigate(paths.homework.paperDetail.getHref({ paperGuid: result.paperGuid, period: scope.period, km: scope.km }));
      },
    });
  };
  const openMult = (item: TLayoutItem) =>
    setMultFor({ itemGuid: item.itemGuid, th: item.th, score: item.score, answer: [...answerLetters(item.answer.join(''))].join(''), multSetting: item.multSetting });
  const saveMult = (_th: number, setting: MultSetting) =>
    adjust.mutateAsync([{ itemGuid: multFor!.itemGuid, multSetting: setting.isDefault ? null : setting }]);

  return (
    <Flex vertical gap={16}>
      <LayoutToolbar layout={layout} isSaving={save.isPending} view={view} onView={setView} onConfig={(change) => config.mutate(change)} onSave={() => void submit()} onBack={back} />
      {view === 'print' ? <PrintPreview layout={layout} /> : <PaperSheet
        layout={layout}
        onReorder={(groups) => sort.mutate(groups)}
        onSectionScore={(group, score) => adjust.mutate(applySectionScore(group.items, score).map((i) => ({ itemGuid: i.itemGuid, score })))}
        onScore={(item, score) => adjust.mutate([{ itemGuid: item.itemGuid, score }])}
        onHeight={(item, answerAreaHeight) => adjust.mutate([{ itemGuid: item.itemGuid, answerAreaHeight }])}
        onMultSetting={openMult}
        onReplace={(item) => setReplacing({ itemGuid: item.itemGuid, itemTypeGuid: item.itemTypeGuid, score: item.score,
          answerAreaHeight: item.answerAreaHeight, index: item.th - 1 })}
        onRemove={(item) => remove.mutate(item.itemGuid, { onSuccess: () => void message.success('删除成功') })}
      />}
      <MultSettingModal question={multFor} fallback={DEFAULT_MULT_SETTING} onSave={saveMult} onClose={() => setMultFor(null)} />
      <SimilarQuestionDialog scope={scope} original={replacing} onClose={() => setReplacing(null)}
        basketGuids={new Set(layout.groups.flatMap((g) => g.items.map((i) => i.itemGuid)))}
        onReplaced={() => void queryClient.invalidateQueries({ queryKey: layoutKeys.layout(scope) })} />
    </Flex>
  );
}

/**
 * 组卷排版 (/groupTypesetting; /homework/paper redirects here with its query): the basket's questions as the paper
 * will print, edited in place and kept as a draft on the server, then saved as 我的试卷 (spec 02 §2–§5, §7). With
 * paperGuid one of the teacher's saved papers is edited; with view=1 a paper is shown read-only (查看排版).
 */
export function PaperLayoutPage() {
  const [params] = useSearchParams();
  const selected = useSelectedPeriodKm();
  const paperGuid = params.get('paperGuid') ?? undefined;
  if (paperGuid && params.get('view') === '1') return <LayoutViewOnly paperGuid={paperGuid} />;
  const period = (params.get('period') ?? selected?.period) as PeriodCode | undefined;
  const km = params.get('km') ?? selected?.km;
  if (!period || !km) return <Result status="info" title="请先在右上角选择学段、科目" />;
  const scope = { period, km };
  return <LayoutEditor key={`${period}-${km}`} scope={scope} paperGuid={paperGuid} />;
}
