import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { theme } from 'antd';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type CollisionDetection, type DragEndEvent, type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { moveInList, PaperSheets, PaperType, type SideTypeValue, type TPaperLayout } from '@zuoyeben/shared';
import { LayoutSection } from './layout-section';
import type { QuestionActions } from './layout-question';
import './paper-layout.css';

type Group = TPaperLayout['groups'][number];
const PX_PER_MM = 96 / 25.4;

interface PaperSheetProps extends QuestionActions {
  layout: TPaperLayout;
  onReorder(groups: Group[]): void;
  onSectionScore(group: Group, score: number): void;
}

/** The scale that fits a sheet of `widthMm` into `available` px, never above 1 (print size). */
export const sheetScale = (available: number, widthMm: number) => Math.min(1, Math.max(0.3, available / (widthMm * PX_PER_MM)));

const kindOf = (id: string | number) => String(id).split(':')[0] ?? '';

/**
 * The paper as it prints (WYSIWYG): the sheet of the side type (A4 one column, A3 landscape two columns) in its
 * geometry, the font size and line height, the title and the numbered sections. Sections and questions are dragged
 * by their handles (mouse, touch or keyboard); a question moves only inside its own section.
 */
export function PaperSheet({ layout, onReorder, onSectionScore, ...actions }: PaperSheetProps) {
  const { token } = theme.useToken();
  const stageRef = useRef<HTMLDivElement>(null);
  const sheet = PaperSheets[layout.settings.sideType as SideTypeValue] ?? PaperSheets[1];
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    // A change smaller than a scroll bar is ignored: the bar appearing as the sheet grows must not rescale it back.
    const measure = () => {
      const next = sheetScale(stage.clientWidth, sheet.widthMm);
      setScale((prev) => (Math.abs(prev - next) * sheet.widthMm * PX_PER_MM > 24 || next === 1 ? next : prev));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, [sheet.widthMm]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const sectionOf = new Map<string, string>(layout.groups.flatMap((g) => g.items.map((i) => [`item:${i.itemGuid}`, `section:${g.itemTypeGuid}`] as const)));
  // A section is dropped among sections, a question among the questions of its own section.
  const collision: CollisionDetection = (args) => {
    const activeId = String(args.active.id);
    const kind = kindOf(activeId);
    const droppableContainers = args.droppableContainers.filter((c) =>
      kindOf(c.id) === kind && (kind === 'section' || sectionOf.get(String(c.id)) === sectionOf.get(activeId)));
    return closestCenter({ ...args, droppableContainers });
  };
  // While one kind is dragged, the other kind (and other sections' questions) are no drop targets, so the keyboard
  // sensor moves a section past whole sections and a question past its neighbours.
  const [dragging, setDragging] = useState<string | null>(null);
  const dragStart = ({ active }: DragStartEvent) => setDragging(String(active.id));
  const dragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over || active.id === over.id) return;
    if (kindOf(active.id) === 'section') {
      const ids = layout.groups.map((g) => `section:${g.itemTypeGuid}`);
      onReorder(moveInList(layout.groups, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
      return;
    }
    const groups = layout.groups.map((g) => {
      const ids = g.items.map((i) => `item:${i.itemGuid}`);
      const from = ids.indexOf(String(active.id));
      const to = ids.indexOf(String(over.id));
      return from >= 0 && to >= 0 ? { ...g, items: moveInList(g.items, from, to) } : g;
    });
    onReorder(groups);
  };

  const style = {
    '--s': scale,
    '--layout-hover-border': token.colorPrimaryBorder,
    '--layout-hover-bg': token.colorPrimaryBg,
    '--layout-tools-bg': token.colorBgElevated,
    '--layout-ui-font': token.fontFamily,
    width: `calc(${sheet.widthMm}mm * var(--s))`,
    minHeight: `calc(${sheet.heightMm}mm * var(--s))`,
    padding: `calc(${sheet.marginMm}mm * var(--s))`,
    fontSize: `calc(${layout.settings.fontSize}px * var(--s))`,
    lineHeight: layout.settings.lineHeight,
  } as CSSProperties;
  return (
    <div ref={stageRef} className="paper-stage">
      <article className="paper-sheet" aria-label="试卷" data-side-type={layout.settings.sideType} style={style}>
        <header className="paper-sheet-header">
          <h1 className="paper-sheet-title">{layout.title}</h1>
          {/* As rules/paper-print prints it: the student line on the student copy only. */}
          {layout.settings.paperType === PaperType.Student && (
            <div className="paper-sheet-student">
              <span>班级：________</span><span>姓名：________</span><span>学号：________</span>
            </div>
          )}
        </header>
        <div className="paper-sheet-body" style={{ columnCount: sheet.columns, columnGap: `calc(${sheet.columnGapMm}mm * var(--s))`,
          columnRule: sheet.columns > 1 ? `1px dashed ${token.colorBorder}` : undefined }}>
          <DndContext sensors={sensors} collisionDetection={collision} onDragStart={dragStart} onDragEnd={dragEnd}
            onDragCancel={() => setDragging(null)}>
            <SortableContext items={layout.groups.map((g) => `section:${g.itemTypeGuid}`)} strategy={verticalListSortingStrategy}>
              {layout.groups.map((group, index) => (
                <LayoutSection key={group.itemTypeGuid} group={group} index={index} settings={layout.settings}
                  draggingKind={dragging ? kindOf(dragging) : null}
                  draggingSection={dragging ? (kindOf(dragging) === 'section' ? dragging : (sectionOf.get(dragging) ?? null)) : null}
                  onSectionScore={onSectionScore} {...actions} />
              ))}
            </SortableContext>
          </DndContext>
        </div>
      </article>
    </div>
  );
}
