import type { ReactNode } from 'react';
import { App, Button, Card, Flex, Space, Tooltip, Typography } from 'antd';
import { PlusCircleOutlined, SendOutlined, StarOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  DIFFICULTY_LEVELS,
  findGuidanceChapter,
  TeachingAidMessages,
  WorkType,
  DifficultyNames,
  PageAddMessages,
  SchoolBasedMessages,
  type TBasket,
  type TSubjectScope,
  type TTeachingGuidance,
} from '@zuoyeben/shared';
import { TagRow, type Choice } from '@/components/tag-row';
import { paths } from '@/config/paths';
import { QuestionList, useAddPage } from '@/features/question-bank';
import { useCollectItems } from '../api/collect-items';
import { useGuidanceChapterItems } from '../api/get-guidance-chapter-items';
import { usePagedFilters } from '../hooks/use-paged-filters';

const ALL = '全部';

interface GuidanceItemsPanelProps {
  /** The basket's period and subject (chosen at the top right). */
  scope: TSubjectScope;
  basket: TBasket | undefined;
  guidance: TTeachingGuidance;
  chapterGuid?: string;
  chapterName?: string;
  /** Drawn at the top of the filter card (the bank's source tabs). */
  header?: ReactNode;
}

/**
 * The right panel of a teaching-guidance book (spec 02 §2): 题型, 难度 and the chapter's 小节 tags, 收藏本页 and
 * 本页加入试题篮 (guarded, then confirmed: spec 02 §5), the questions with paging 10–50. Mount it with a key per
 * book and chapter, so a new chapter starts again from page 1 without filters.
 */
export function GuidanceItemsPanel({ scope, basket, guidance, chapterGuid, chapterName, header }: GuidanceItemsPanelProps) {
  const { message } = App.useApp();
  const { filters, change, turnPage } = usePagedFilters<{ itemTypeGuid?: number; difficultyGuid?: number; guidanceSubtitleGuid?: string }>();
  const items = useGuidanceChapterItems({ teachingGuidanceGuid: guidance.guid, chapterGuid, ...filters });
  const add = useAddPage(scope);
  const collect = useCollectItems();
  const page = items.data;
  const list = page?.list ?? [];
  const navigate = useNavigate();
  // 布置教辅作业: the chosen section (小节 tag), else the chosen chapter, when it holds exactly one exercise paper.
  const targetGuid = filters.guidanceSubtitleGuid ?? chapterGuid;
  const target = targetGuid ? findGuidanceChapter(guidance.chapters, targetGuid)?.chapter : undefined;
  const assignBlocked = !target ? '请先在左侧选择章节'
    : target.paperGuids.length === 0 ? TeachingAidMessages.chapterWithoutPaper
      : target.paperGuids.length > 1 ? TeachingAidMessages.chapterWithManyPapers : null;
  const assign = () => target && navigate(paths.jobManager.jobBasic.getHref({
    workType: WorkType.TeachingAid, source: 3, km: guidance.subject, period: guidance.period, paperGuid: target.paperGuids[0],
    teachingGuidanceGuid: guidance.guid, chapterGuid: target.chapterGuid, gradeCode: guidance.gradeCode,
  }));

  const types: Choice<number>[] = [{ value: undefined, label: ALL },
    ...(page?.itemTypes ?? []).map((t) => ({ value: t.itemTypeGuid, label: t.itemTypeName }))];
  const difficulties: Choice<number>[] = [{ value: undefined, label: ALL }, ...DIFFICULTY_LEVELS.map((d) => ({ value: d, label: DifficultyNames[d] }))];
  const subtitles: Choice<string>[] = [{ value: undefined, label: ALL }, ...(page?.subtitles ?? []).map((s) => ({ value: s.guid, label: s.name }))];

  const collectPage = () => {
    if (list.length === 0) {
      message.warning(PageAddMessages.empty);
      return;
    }
    const open = list.filter((i) => !i.isCollection);
    if (open.length === 0) {
      message.info('本页试题已全部收藏');
      return;
    }
    collect.mutate(open.map((i) => ({ itemGuid: i.itemGuid, itemVersion: i.itemVersion })),
      { onSuccess: () => void message.success(SchoolBasedMessages.collected) });
  };

  return (
    <Flex vertical gap={16} style={{ flex: 1, minWidth: 0 }}>
      <Card size="small" styles={{ body: header ? { paddingTop: 0 } : undefined }}>
        {header}
        <Flex vertical gap={10}>
          <Typography.Text strong>{chapterName ?? `${guidance.name}（全部章节）`}</Typography.Text>
          <TagRow label="题型" choices={types} value={filters.itemTypeGuid} onChange={(itemTypeGuid) => change({ itemTypeGuid })} />
          <TagRow label="难度" choices={difficulties} value={filters.difficultyGuid} onChange={(difficultyGuid) => change({ difficultyGuid })} />
          {subtitles.length > 1 && (
            <TagRow label="小节" choices={subtitles} value={filters.guidanceSubtitleGuid}
              onChange={(guidanceSubtitleGuid) => change({ guidanceSubtitleGuid })} />
          )}
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text type="secondary">共 {page?.total ?? 0} 题</Typography.Text>
            <Space>
              <Button icon={<StarOutlined />} loading={collect.isPending} onClick={collectPage}>收藏本页</Button>
              <Button type="primary" icon={<PlusCircleOutlined />} loading={add.isPending} onClick={() => add.run(list, PageAddMessages.confirm)}>本页加入试题篮</Button>
              <Tooltip title={assignBlocked ?? `把「${target?.chapterName ?? ''}」的练习布置为教辅作业`}>
                <Button icon={<SendOutlined />} disabled={!!assignBlocked} onClick={assign}>布置教辅作业</Button>
              </Tooltip>
            </Space>
          </Flex>
        </Flex>
      </Card>
      <section aria-label="试题列表">
        <QuestionList
          page={page}
          isLoading={items.isLoading}
          scope={scope}
          basket={basket}
          pageIndex={filters.pageIndex}
          pageSize={filters.pageSize}
          onPageChange={(pageIndex, pageSize) => {
            turnPage(pageIndex, pageSize);
            window.scrollTo({ top: 0 });
          }}
        />
      </section>
    </Flex>
  );
}
