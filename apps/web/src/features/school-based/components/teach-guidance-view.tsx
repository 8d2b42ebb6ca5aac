import { useState, type ReactNode } from 'react';
import { Card, Empty, Flex, Skeleton } from 'antd';
import { findGuidanceChapter, SchoolBasedMessages, type TBasket, type TSubjectScope, type TTeachingMaterial } from '@zuoyeben/shared';
import { useCacheGuidanceSelection } from '../api/cache-guidance-selection';
import { useTeachingGuidance } from '../api/get-teaching-guidance';
import { GuidanceItemsPanel } from './guidance-items-panel';
import { GuidanceSidebar } from './guidance-sidebar';
import { TeachingMaterialPicker } from './teaching-material-picker';

interface TeachGuidanceViewProps {
  scope: TSubjectScope;
  basket: TBasket | undefined;
  /** The book shown; null shows 暂无教辅数据. */
  guidanceGuid: string | null;
  /** The remembered chapter of this book, opened first. */
  initialChapterGuid?: string | null;
  /** Drawn at the top of the right panel's filter card (the bank's source tabs). */
  header?: ReactNode;
  /** Another book was chosen in the 切换 dialog. */
  onPick(material: TTeachingMaterial): void;
}

/**
 * 校本教辅 (spec 02 §2 teaching guidance question bank): the book on the left with its chapters, the chosen
 * chapter's questions on the right; the chosen chapter is remembered for the teacher (CacheSelectTeachingGuidence).
 */
export function TeachGuidanceView({ scope, basket, guidanceGuid, initialChapterGuid, header, onPick }: TeachGuidanceViewProps) {
  const guidance = useTeachingGuidance(guidanceGuid);
  const remember = useCacheGuidanceSelection();
  const [chapterGuid, setChapterGuid] = useState<string | undefined>(initialChapterGuid ?? undefined);
  const [isPickerOpen, setPickerOpen] = useState(false);
  const book = guidance.data;

  if (guidance.isLoading) return <Card style={{ flex: 1 }}><Skeleton active paragraph={{ rows: 10 }} /></Card>;
  if (!book) {
    return <Card title={header ? undefined : '校本教辅'} style={{ flex: 1 }}>{header}<Empty description={SchoolBasedMessages.noGuidance} /></Card>;
  }
  // A remembered chapter the book no longer has shows the whole book.
  const chapter = chapterGuid ? findGuidanceChapter(book.chapters, chapterGuid)?.chapter : undefined;
  const choose = (guid: string | undefined) => {
    setChapterGuid(guid);
    remember.mutate({ period: book.period as TSubjectScope['period'], km: book.subject, teachingGuidenceGuid: book.guid, chapterGuid: guid });
  };

  return (
    <Flex gap={16} align="flex-start" style={{ flex: 1, minWidth: 0 }}>
      <GuidanceSidebar guidance={book} chapterGuid={chapter?.chapterGuid} onSelect={choose} onSwitch={() => setPickerOpen(true)} />
      <GuidanceItemsPanel
        key={`${book.guid}-${chapter?.chapterGuid ?? ''}`}
        scope={scope}
        basket={basket}
        guidance={book}
        chapterGuid={chapter?.chapterGuid}
        chapterName={chapter?.chapterName}
        header={header}
      />
      <TeachingMaterialPicker
        open={isPickerOpen}
        scope={scope}
        currentGuid={book.guid}
        onClose={() => setPickerOpen(false)}
        onPick={(m) => {
          setPickerOpen(false);
          onPick(m);
        }}
      />
    </Flex>
  );
}
