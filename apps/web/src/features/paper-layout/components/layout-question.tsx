import { Button, Popconfirm, Typography } from 'antd';
import { DeleteOutlined, HolderOutlined, SettingOutlined, SwapOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ANSWER_AREA_HEIGHT_RANGE, answerAreaHeightOf, formatScore, hasAnswerArea, ItemType, PaperType, StructureStatus,
  type TLayoutItem, type TPaperLayout,
} from '@zuoyeben/shared';
import { HeightCommitInput, ScoreCommitInput } from './commit-input';
import { LayoutItemBody, LayoutItemKey } from './layout-item-body';

export interface QuestionActions {
  onScore(item: TLayoutItem, score: number): void;
  onHeight(item: TLayoutItem, height: number): void;
  onMultSetting(item: TLayoutItem): void;
  onReplace(item: TLayoutItem): void;
  onRemove(item: TLayoutItem): void;
}

interface LayoutQuestionProps extends QuestionActions {
  item: TLayoutItem;
  settings: TPaperLayout['settings'];
  isDropDisabled: boolean;
}

/**
 * One question as it prints: number, score, stem and options (KaTeX, SVG), the teacher copy's answer, and the boxed
 * answer area of a subjective question when the answer card is combined. Its tools show on hover.
 */
export function LayoutQuestion({ item, settings, isDropDisabled, ...actions }: LayoutQuestionProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: `item:${item.itemGuid}`, disabled: { draggable: false, droppable: isDropDisabled },
  });
  const height = answerAreaHeightOf(item.itemTypeGuid, item.answerAreaHeight);
  const showsArea = settings.structureStatus !== StructureStatus.Separate && height > 0;
  return (
    <div
      ref={setNodeRef}
      className={`layout-question${isDragging ? ' layout-dragging' : ''}`}
      role="group"
      aria-label={`第${item.th}题`}
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 5 : undefined }}
    >
      <div className="layout-tools">
        <Button ref={setActivatorNodeRef} type="text" size="small" className="layout-handle" icon={<HolderOutlined />}
          aria-label={`拖动第${item.th}题`} {...attributes} {...listeners} />
        <span>分值</span>
        <ScoreCommitInput value={item.score} label={`第${item.th}题分值`} onCommit={(v) => actions.onScore(item, v)} />
        {hasAnswerArea(item.itemTypeGuid) && (
          <>
            <span>答题区</span>
            <HeightCommitInput value={height} label={`第${item.th}题答题区高度`} max={ANSWER_AREA_HEIGHT_RANGE.max}
              onCommit={(v) => actions.onHeight(item, v)} />
          </>
        )}
        {item.itemTypeGuid === ItemType.MultipleChoice && (
          <Button size="small" icon={<SettingOutlined />} onClick={() => actions.onMultSetting(item)} aria-label={`第${item.th}题多选规则`}>
            {item.multSetting ? '已设规则' : '多选规则'}
          </Button>
        )}
        <Button size="small" icon={<SwapOutlined />} onClick={() => actions.onReplace(item)} aria-label={`第${item.th}题换一题`}>换一题</Button>
        <Popconfirm title="确定删除该试题吗？" okText="删除" cancelText="取消" onConfirm={() => actions.onRemove(item)}>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`删除第${item.th}题`}>删除</Button>
        </Popconfirm>
      </div>
      <div className="layout-question-line">
        <span className="layout-question-no">{item.subItems?.length ? '' : `${item.th}．`}（{formatScore(item.score)}分）</span>
        <div className="layout-question-body">
          <LayoutItemBody item={item} />
        </div>
      </div>
      {showsArea && (
        <div className="answer-area" role="img" aria-label={`第${item.th}题答题区，高${height}px`}
          style={{ height: `calc(${height}px * var(--s))` }}>
          <Typography.Text type="secondary" style={{ fontSize: '0.8em', padding: '0 0.4em' }}>{item.th}.</Typography.Text>
        </div>
      )}
      {settings.paperType === PaperType.Teacher && (
        <LayoutItemKey item={item} />
      )}
    </div>
  );
}
