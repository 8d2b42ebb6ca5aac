import { App, Button, Flex, Tooltip } from 'antd';
import { AlertOutlined, BarChartOutlined, LayoutOutlined, PlusCircleOutlined, SendOutlined, ToolOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { isComprehensiveSubject, layoutButtonOf, PaperDetailMessages, PaperSource, PreparingSource, WorkType, type TPaperDetail, type TSubjectScope } from '@zuoyeben/shared';
import { GuardedButton, useCurrentUser, useSelectedPeriodKm } from '@/features/auth';
import { PaperCollectButton } from '@/components/paper-collect-button';
import { PaperDownloadButtons } from '@/features/paper-print';
import { PrepareButton } from '@/features/preparing-work';
import { paths } from '@/config/paths';
import { useAddPaperToBasket } from '../api/add-paper-to-basket';
import { addAllRefusal } from '../lib/add-all-check';

/** Where a preparation says its paper came from: the school library, my papers, else my collections. */
const preparingSourceOf = (source: number) =>
  source === PaperSource.SchoolPractice ? PreparingSource.SchoolPapers : source === PaperSource.MyPaper ? PreparingSource.MyPapers : PreparingSource.Collections;

interface PaperActionsProps {
  paper: TPaperDetail;
  onAnalyse(): void;
  onNotice(): void;
  onManual(): void;
}

/**
 * The action bar of the paper detail (spec 02 paper detail screen, §5, §6): add all (hidden for the comprehensive
 * subject), 排版 / 查看排版 by the §6 rule, collect, publish, analysis, problem report and manual handling. While the
 * paper is handled manually, adding, layout and publishing are closed.
 */
export function PaperActions({ paper, onAnalyse, onNotice, onManual }: PaperActionsProps) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const scope = useSelectedPeriodKm();
  const add = useAddPaperToBasket(scope ?? { period: paper.period as TSubjectScope['period'], km: paper.km });
  const layout = layoutButtonOf({ creatorPhone: paper.creatorPhone, userPhone: user.userPhone, role: user.userRole, isClickable: paper.isClickable,
    km: paper.km });
  const held = !paper.isClickable;
  const heldTip = held ? PaperDetailMessages.manualPending : undefined;

  const addAll = () => {
    const refusal = addAllRefusal(paper, scope);
    if (refusal) {
      message.warning(refusal);
      return;
    }
    modal.confirm({
      title: '温馨提示',
      content: PaperDetailMessages.addAllConfirm,
      onOk: () => add.mutateAsync(paper.paperGuid).then((r) => {
        message.success(r.skipped > 0 ? `${PaperDetailMessages.done}（${r.skipped}题已在试题篮中）` : PaperDetailMessages.done);
      }, () => undefined),
    });
  };
  const openLayout = () => navigate(paths.groupTypesetting.getHref({ paperGuid: paper.paperGuid, workType: WorkType.TestPaper, source: 0,
    period: paper.period, km: paper.km, gradeCode: paper.gradeCode, ...(layout === 'view' ? { view: 1 } : {}) }));
  const publish = () => navigate(paths.jobManager.jobBasic.getHref({ paperGuid: paper.paperGuid, workType: WorkType.Online, km: paper.km,
    period: paper.period }));

  return (
    <Flex wrap gap={8} role="toolbar" aria-label="试卷操作">
      {!isComprehensiveSubject(paper.km) && (
        <Tooltip title={heldTip}>
          <Button type="primary" icon={<PlusCircleOutlined />} loading={add.isPending} disabled={held} onClick={addAll}>全部加入试题篮</Button>
        </Tooltip>
      )}
      {layout && (
        <Button icon={<LayoutOutlined />} onClick={openLayout}>{layout === 'layout' ? '排版' : '查看排版'}</Button>
      )}
      <PaperCollectButton paperGuid={paper.paperGuid} isCollection={paper.isCollection} type="default" size="middle"
        labels={{ collect: '收藏试卷', collected: '已收藏' }} />
      <Tooltip title={heldTip}>
        <GuardedButton icon={<SendOutlined />} disabled={held} onClick={publish}>发布作业</GuardedButton>
      </Tooltip>
      <PrepareButton paper={{ ...paper, paperSource: preparingSourceOf(paper.source) }} disabled={held} />
      <Button icon={<BarChartOutlined />} onClick={onAnalyse}>试卷分析</Button>
      <Button icon={<AlertOutlined />} onClick={onNotice}>问题反馈</Button>
      <Tooltip title={held ? PaperDetailMessages.manualAlready : undefined}>
        <Button icon={<ToolOutlined />} disabled={held} onClick={onManual}>转人工处理</Button>
      </Tooltip>
      {!held && <PaperDownloadButtons paperGuid={paper.paperGuid} />}
    </Flex>
  );
}
