import { Button } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatScore, toChineseNumeral, type TPaperLayout } from '@zuoyeben/shared';
import { ScoreCommitInput } from './commit-input';
import { LayoutQuestion, type QuestionActions } from './layout-question';

type Group = TPaperLayout['groups'][number];

interface LayoutSectionProps extends QuestionActions {
  group: Group;
  index: number;
  settings: TPaperLayout['settings'];
  /** What is being dragged: 'section' or 'item' and the section it belongs to; null when nothing is. */
  draggingKind: string | null;
  draggingSection: string | null;
  /** Gives every question of the section this score. */
  onSectionScore(group: Group, score: number): void;
}

/** The score every question of a section has, or null when they differ. */
const commonScore = (group: Group) => (group.items.every((i) => i.score === group.items[0]?.score) ? (group.items[0]?.score ?? null) : null);

/** A type section: 一、单选题（共3题，共9分）, its questions in order, and tools to move it and score it as a whole. */
export function LayoutSection({ group, index, settings, onSectionScore, draggingKind, draggingSection, ...actions }: LayoutSectionProps) {
  const id = `section:${group.itemTypeGuid}`;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id, disabled: { draggable: false, droppable: draggingKind === 'item' },
  });
  const isItemDropDisabled = draggingKind === 'section' || (draggingKind === 'item' && draggingSection !== id);
  const heading = `${toChineseNumeral(index + 1)}、${group.itemTypeName}`;
  return (
    <section
      ref={setNodeRef}
      className="layout-section"
      aria-label={heading}
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 6 : undefined, position: 'relative' }}
    >
      <div className={`layout-section-head${isDragging ? ' layout-dragging' : ''}`}>
        <div className="layout-tools">
          <Button ref={setActivatorNodeRef} type="text" size="small" className="layout-handle" icon={<HolderOutlined />}
            aria-label={`拖动${group.itemTypeName}`} {...attributes} {...listeners} />
          <span>每题</span>
          <ScoreCommitInput value={commonScore(group)} label={`${group.itemTypeName}每题分值`} onCommit={(v) => onSectionScore(group, v)} />
          <span>分</span>
        </div>
        <h3 className="layout-section-title">
          {heading}（共{group.total}题，共{formatScore(group.score)}分）
        </h3>
      </div>
      <SortableContext items={group.items.map((i) => `item:${i.itemGuid}`)} strategy={verticalListSortingStrategy}>
        {group.items.map((item) => <LayoutQuestion key={item.itemGuid} item={item} settings={settings} isDropDisabled={isItemDropDisabled} {...actions} />)}
      </SortableContext>
    </section>
  );
}
