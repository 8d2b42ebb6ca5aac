import { useEffect, useState } from 'react';
import { Button, Card, Flex, Form, Input, Radio, Select, Statistic, Typography } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import {
  AccountLimits, formatScore, PAPER_FONT_SIZES, PAPER_LINE_HEIGHTS, PaperTypeNames, SideTypeNames, StructureStatusNames,
  type TAdjustPaperConfigRequest, type TPaperLayout,
} from '@zuoyeben/shared';

type ConfigChange = Omit<TAdjustPaperConfigRequest, 'period' | 'km'>;

interface LayoutToolbarProps {
  layout: TPaperLayout;
  isSaving: boolean;
  /** 排版 (edit) or 打印效果 (the PDF's own layout). */
  view: 'edit' | 'print';
  onView(view: 'edit' | 'print'): void;
  onConfig(change: ConfigChange): void;
  onSave(): void;
  onBack(): void;
}

const optionsOf = (names: Record<number, string>) => Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));

/** The title, when left, if it changed and is not blank (the server refuses a blank title). */
function TitleInput({ value, onCommit }: { value: string; onCommit(title: string): void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    const title = draft.trim();
    if (!title || title === value) setDraft(value);
    else onCommit(title);
  };
  return <Input id="layout-title" value={draft} maxLength={AccountLimits.defaultMaxLength} showCount onChange={(e) => setDraft(e.target.value)}
    onBlur={commit} onPressEnter={commit} style={{ width: 320 }} />;
}

/**
 * The layout's settings panel above the sheet: title, paper type, sheet (A4 / A3 双栏), font size, line height and
 * whether the answer card is separate; the live count, total and difficulty; 继续选题 and 保存试卷.
 */
export function LayoutToolbar({ layout, isSaving, view, onView, onConfig, onSave, onBack }: LayoutToolbarProps) {
  const s = layout.settings;
  return (
    <Card size="small" role="region" aria-label="排版设置" style={{ position: 'sticky', top: 0, zIndex: 20 }}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Form layout="inline" style={{ rowGap: 8 }}>
            <Form.Item label="试卷标题" htmlFor="layout-title" style={{ marginBottom: 0 }}>
              <TitleInput value={layout.title} onCommit={(title) => onConfig({ title })} />
            </Form.Item>
            <Form.Item style={{ marginBottom: 0 }}>
              <Radio.Group aria-label="视图" optionType="button" value={view} onChange={(e) => onView(e.target.value as 'edit' | 'print')}
                options={[{ value: 'edit', label: '排版编辑' }, { value: 'print', label: '打印效果' }]} />
            </Form.Item>
          </Form>
          <Flex align="center" gap={24}>
            <Statistic title="题数" value={layout.total} suffix="题" valueStyle={{ fontSize: 18 }} />
            <Statistic title="总分" value={formatScore(layout.totalScore)} suffix="分" valueStyle={{ fontSize: 18 }}
              aria-label={`总分 ${formatScore(layout.totalScore)} 分`} />
            <Statistic title="难度" value={layout.difficulty?.name ?? '—'} valueStyle={{ fontSize: 18 }} />
            <Button icon={<ArrowLeftOutlined />} onClick={onBack}>继续选题</Button>
            <Button type="primary" icon={<SaveOutlined />} loading={isSaving} onClick={onSave}>保存试卷</Button>
          </Flex>
        </Flex>
        <Form layout="inline" style={{ rowGap: 8 }}>
          <Form.Item label="试卷类型" htmlFor="layout-paper-type">
            <Select id="layout-paper-type" value={s.paperType} options={optionsOf(PaperTypeNames)} style={{ width: 200 }}
              onChange={(paperType) => onConfig({ paperType })} />
          </Form.Item>
          <Form.Item label="纸张版式">
            <Radio.Group aria-label="纸张版式" optionType="button" buttonStyle="solid" value={s.sideType} options={optionsOf(SideTypeNames)}
              onChange={(e) => onConfig({ sideType: e.target.value as number })} />
          </Form.Item>
          <Form.Item label="字号" htmlFor="layout-font-size">
            <Select id="layout-font-size" value={s.fontSize} style={{ width: 90 }}
              options={PAPER_FONT_SIZES.map((v) => ({ value: v, label: `${v}px` }))} onChange={(fontSize) => onConfig({ fontSize })} />
          </Form.Item>
          <Form.Item label="行距" htmlFor="layout-line-height">
            <Select id="layout-line-height" value={s.lineHeight} style={{ width: 90 }}
              options={PAPER_LINE_HEIGHTS.map((v) => ({ value: v, label: `${v}倍` }))} onChange={(lineHeight) => onConfig({ lineHeight })} />
          </Form.Item>
          <Form.Item label="答题卡">
            <Radio.Group aria-label="答题卡" optionType="button" value={s.structureStatus} options={optionsOf(StructureStatusNames)}
              onChange={(e) => onConfig({ structureStatus: e.target.value as number })} />
          </Form.Item>
        </Form>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          鼠标移到题目或题型上可调整分值、答题区高度，拖动手柄调整顺序；修改会自动保存为草稿。
        </Typography.Text>
      </Flex>
    </Card>
  );
}
