import { useMemo, useState } from 'react';
import { App, Button, Card, Empty, Flex, Progress, Select, Space, Spin, Tabs, Tag, Tree, Typography } from 'antd';
import { useNavigate } from 'react-router';
import {
  ProgressItemState,
  ProgressItemStateNames,
  type TGradeKmQuery,
  type TProgressTeachInfo,
  type TTeachProgress,
  type TTeachProgressItem,
} from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useSelectedPeriodKm } from '@/features/auth';
import { useProgressItems } from '../api/progress/get-progress-items';
import { useProgressList } from '../api/progress/get-progress-list';
import { useProgressTeachInfos } from '../api/progress/get-progress-teach-infos';
import { useHasOtherProgress } from '../api/progress/has-other-progress';
import { useSaveProgress } from '../api/progress/save-progress';
import { ProgressPlanModal } from './progress-plan-modal';
import { ProgressSyncModal } from './progress-sync-modal';

const STATE_COLOR = { [ProgressItemState.Done]: 'success', [ProgressItemState.Current]: 'processing', [ProgressItemState.NotYet]: 'default' } as const;

const keyOf = (g: TGradeKmQuery) => `${g.period}-${g.km}-${g.gradeCode}`;
const sameGradeKm = (a: TGradeKmQuery, b: TGradeKmQuery) => keyOf(a) === keyOf(b);

function planText(item: TTeachProgressItem): string {
  if (!item.planStart && !item.planEnd) return '';
  return `计划 ${item.planStart ?? '…'} ~ ${item.planEnd ?? '…'}`;
}

interface TreeNode { key: string; title: React.ReactNode; children?: TreeNode[] }

/** The textbook's chapters with each one's state and plan, and the actions 设为当前 and 计划. */
function ChapterStates({ progress, onCurrent, busy }: { progress: TTeachProgress; onCurrent(chapterGuid: string): void; busy: boolean }) {
  const items = useProgressItems(progress.guid);
  const [planning, setPlanning] = useState<TTeachProgressItem | null>(null);
  const treeData = useMemo(() => {
    const toNode = (item: TTeachProgressItem): TreeNode => ({
      key: item.chapterGuid,
      title: (
        <Flex gap={8} align="center" wrap data-chapter={item.chapterName}>
          <span>{item.chapterName}</span>
          <Tag color={STATE_COLOR[item.state]} variant="filled">{ProgressItemStateNames[item.state]}</Tag>
          {planText(item) && <Typography.Text type="secondary">{planText(item)}</Typography.Text>}
          {item.remark && <Typography.Text type="secondary">（{item.remark}）</Typography.Text>}
          <Space size={0}>
            {item.chapterGuid !== progress.currentChapterGuid && (
              <Button size="small" type="link" disabled={busy} onClick={() => onCurrent(item.chapterGuid)} aria-label={`设为当前：${item.chapterName}`}>
                设为当前
              </Button>
            )}
            <Button size="small" type="link" onClick={() => setPlanning(item)} aria-label={`计划：${item.chapterName}`}>计划</Button>
          </Space>
        </Flex>
      ),
      ...(item.childList.length ? { children: item.childList.map(toNode) } : {}),
    });
    return (items.data?.list ?? []).map(toNode);
  }, [items.data, progress.currentChapterGuid, busy]);

  if (items.isLoading) return <Spin />;
  return (
    <>
      <Tree blockNode selectable={false} defaultExpandAll treeData={treeData} key={progress.textbookGuid} aria-label="教材章节" />
      <ProgressPlanModal progressGuid={progress.guid} item={planning} onClose={() => setPlanning(null)} />
    </>
  );
}

/** One grade and subject: its textbook volume, where the teacher stands, the chapters, and the sync from a colleague. */
function ProgressPanel({ info, progress }: { info: TProgressTeachInfo; progress: TTeachProgress | undefined }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const selected = useSelectedPeriodKm();
  const gradeKm: TGradeKmQuery = { period: info.period, km: info.km, gradeCode: info.gradeCode };
  const others = useHasOtherProgress(gradeKm);
  const save = useSaveProgress();
  const [syncOpen, setSyncOpen] = useState(false);
  const [textbookGuid, setTextbookGuid] = useState<string | undefined>(progress?.textbookGuid ?? info.textbooks[0]?.textbookGuid);
  const bookShown = progress?.textbookGuid ?? textbookGuid;

  const saveAt = (book: string, currentChapterGuid: string | null, done: string) =>
    save.mutateAsync({ ...gradeKm, textbookGuid: book, currentChapterGuid }).then(() => void message.success(done), () => undefined);
  const chooseBook = (book: string) => {
    setTextbookGuid(book);
    if (progress && book !== progress.textbookGuid) void saveAt(book, null, '已更换教材');
  };

  if (info.textbooks.length === 0) return <Empty description="题库暂无该年级学科的教材" />;
  const bankOpens = selected?.period === info.period && selected.km === info.km;
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="center" wrap>
        <span>教材</span>
        <Select aria-label="进度教材" style={{ width: 220 }} value={bookShown} onChange={chooseBook}
          options={info.textbooks.map((b) => ({ value: b.textbookGuid, label: b.name }))} />
        {!progress && (
          <Button type="primary" loading={save.isPending} onClick={() => bookShown && saveAt(bookShown, null, '已设置，请在章节中选择当前讲到的位置')}>
            设置教学进度
          </Button>
        )}
        {others.data?.hasOther && <Button onClick={() => setSyncOpen(true)}>同步其他老师进度（{others.data.count}）</Button>}
        {progress?.currentChapterGuid && bankOpens && (
          <Button type="link" onClick={() => navigate(paths.jobManager.jobEditTiku.getHref())}>去题库选题（打开在当前章节）</Button>
        )}
      </Flex>
      {progress && (
        <>
          <Flex gap={16} align="center" wrap>
            <span>当前进度：<Typography.Text strong>{progress.currentChapterName ?? '尚未开始'}</Typography.Text></span>
            <Progress percent={progress.totalCount ? Math.round((progress.doneCount / progress.totalCount) * 100) : 0} size="small"
              style={{ width: 240, margin: 0 }} format={() => `${progress.doneCount}/${progress.totalCount}`} aria-label="已完成章节" />
          </Flex>
          <ChapterStates progress={progress} busy={save.isPending}
            onCurrent={(chapterGuid) => saveAt(progress.textbookGuid, chapterGuid, '已设为当前进度，题库将打开在该章节')} />
        </>
      )}
      <ProgressSyncModal open={syncOpen} gradeKm={gradeKm} onClose={() => setSyncOpen(false)} />
    </Flex>
  );
}

/** 教学进度 (spec 03 §2.9, §7.5 TeachinfoProgress): per grade and subject taught, the textbook and the current chapter. */
export function TeachingProgressCard() {
  const infos = useProgressTeachInfos();
  const own = useProgressList();
  const list = infos.data?.list ?? [];
  return (
    <Card title="教学进度" extra={<Typography.Text type="secondary">设置讲到的章节后，题库的章节目录会打开在该章节</Typography.Text>}>
      <Spin spinning={infos.isLoading || own.isLoading}>
        {list.length === 0 ? (
          <Empty description="请先添加教学信息" />
        ) : (
          <Tabs items={list.map((info) => ({
            key: keyOf(info),
            label: `${info.gradeName}${info.km}`,
            children: <ProgressPanel key={keyOf(info)} info={info} progress={own.data?.list.find((p) => sameGradeKm(p, info))} />,
          }))} />
        )}
      </Spin>
    </Card>
  );
}
