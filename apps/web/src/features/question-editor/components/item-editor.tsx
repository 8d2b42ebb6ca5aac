import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Segmented, Select, Space, Tag, Typography, theme } from 'antd';
import {
  BankSource,
  BankSourceNames,
  DIFFICULTY_LEVELS,
  DifficultyNames,
  ItemEditorMessages,
  PeriodNames,
  SCHOOL_OWNED_ITEM_SOURCES,
  gradesOfPeriod,
  itemTypesForSubject,
  itemDraftProblems,
  type BankSourceCode,
  type ItemDraftField,
  type PeriodCode,
  type TItemInfo,
} from '@zuoyeben/shared';
import { formulaRenders } from '@/components/rich-text';
import { useKnowledges } from '../api/get-knowledges';
import { useMarkCorrectionFixed } from '../api/mark-correction-fixed';
import { useSaveItem } from '../api/save-item';
import { changeItemType, isGroupType, toSaveRequest, type EditorDraft } from '../lib/draft';
import { namesOf } from '../lib/tree-options';
import { BodyFields } from './body-fields';
import { ChapterPicker } from './chapter-picker';
import { CompletenessPanel } from './completeness-panel';
import { ItemPreview } from './item-preview';
import { KnowledgePicker } from './knowledge-picker';
import { RichTextField } from './rich-text-field';
import { SubItemsEditor } from './sub-items-editor';

export interface ItemEditorProps {
  initial: EditorDraft;
  /** The item being edited; null for a new one. */
  existing: TItemInfo | null;
  /** Where a new item is saved (200 or 300). */
  source: number;
  /** The correction this edit fixes (?correctionId=): reported fixed with the saved version. */
  correctionId: number | null;
  /** Back to where the editor was opened from. */
  onDone(): void;
}

/** The types of the item's subject (阅读理解, 完形填空 … for languages only); an item saved with another keeps its type. */
function typeOptions(km: string, current: number | null) {
  return itemTypesForSubject(km)
    .concat(itemTypesForSubject(null).filter((t) => t.code === current && !itemTypesForSubject(km).some((k) => k.code === current)))
    .map((t) => ({ value: t.code, label: t.name }));
}
const NEW_SOURCES = [BankSource.SchoolItems, BankSource.MyItems] as const;

/** The question editor: the form on the left, the live KaTeX preview and the completeness list on the right. */
export function ItemEditor({ initial, existing, source: initialSource, correctionId, onDone }: ItemEditorProps) {
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
  const [draft, setDraft] = useState(initial);
  const [source, setSource] = useState(initialSource);
  const [isDirty, setDirty] = useState(false);
  // Fields turn red only after a first 保存; the list on the right speaks from the start.
  const [attempted, setAttempted] = useState(false);
  const save = useSaveItem();
  const fixed = useMarkCorrectionFixed();
  const scope = { period: draft.period as PeriodCode, km: draft.km };
  const knowledges = useKnowledges(scope);

  const problems = useMemo(() => itemDraftProblems(draft, { formulaRenders }), [draft]);
  const errorOf = (field: ItemDraftField) => (attempted ? problems.find((p) => p.field === field)?.message : undefined);
  const status = (field: ItemDraftField) => {
    const help = errorOf(field);
    return help ? { validateStatus: 'error' as const, help } : {};
  };
  const update = (next: Partial<EditorDraft> | ((d: EditorDraft) => EditorDraft)) => {
    setDraft((d) => (typeof next === 'function' ? next(d) : { ...d, ...next }));
    setDirty(true);
  };
  const readOnly = existing !== null && !existing.canEdit;
  const knowledgeNames = namesOf(knowledges.data?.list ?? [], [draft.primaryKnowledgeGuid ?? '', ...draft.otherKnowledgeGuids]);

  const submit = async () => {
    setAttempted(true);
    if (problems.length) {
      message.warning(problems[0]!.message);
      return;
    }
    // A refusal is told by the api client in the server's words; the form stays as it is.
    const result = await save.mutateAsync(toSaveRequest(draft, { existing, source })).catch(() => null);
    if (!result) return;
    message.success(ItemEditorMessages.saved);
    if (correctionId !== null) await fixed.mutateAsync({ id: correctionId, fixedVersion: result.itemVersion }).catch(() => undefined);
    setDirty(false);
    onDone();
  };
  const cancel = () => {
    if (!isDirty) onDone();
    else modal.confirm({ title: '温馨提示', content: '放弃未保存的修改吗？', okText: '放弃', cancelText: '继续编辑', onOk: onDone });
  };

  const sourceName = BankSourceNames[(existing?.source ?? source) as BankSourceCode];
  const header = (
    <Flex align="center" gap={12} wrap>
      <Typography.Title level={4} style={{ margin: 0 }}>{existing ? '编辑试题' : '新建试题'}</Typography.Title>
      <Tag>{PeriodNames[draft.period as PeriodCode] ?? draft.period}{draft.km}</Tag>
      {existing && <Tag color="blue">{sourceName}</Tag>}
      {existing && <Typography.Text type="secondary">当前版本 v{existing.itemVersion}，保存后为 v{existing.itemVersion + 1}</Typography.Text>}
      {correctionId !== null && <Tag color="orange">修正纠错试题</Tag>}
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      {header}
      {readOnly && (
        <Alert type="warning" showIcon
          title={(SCHOOL_OWNED_ITEM_SOURCES as readonly number[]).includes(existing.source) ? ItemEditorMessages.editForbidden : ItemEditorMessages.platformEditForbidden} />
      )}
      <Flex gap={16} align="flex-start">
        <Card style={{ flex: '1 1 0', minWidth: 0 }} aria-label="试题内容">
          <Form layout="vertical" disabled={readOnly} requiredMark>
            <Flex gap={16} wrap>
              <Form.Item label="题型" required style={{ flex: '1 1 200px' }} {...status('type')}>
                <Select aria-label="题型" placeholder="选择题型" options={typeOptions(draft.km, draft.type)} value={draft.type ?? undefined}
                  onChange={(type: number) => update((d) => changeItemType(d, type))} />
              </Form.Item>
              {!existing && (
                <Form.Item label="保存到" style={{ flex: '1 1 200px' }}>
                  <Segmented aria-label="保存到" value={source} onChange={(v) => setSource(v as number)}
                    options={NEW_SOURCES.map((s) => ({ value: s, label: BankSourceNames[s] }))} />
                </Form.Item>
              )}
            </Flex>
            <BodyFields
              body={draft}
              stemLabel={isGroupType(draft.type) ? '题干（材料）' : '题干'}
              isGroup={isGroupType(draft.type)}
              errors={{ stem: errorOf('stem'), options: errorOf('options'), answer: errorOf('answer') }}
              onChange={(body) => update(body)}
            />
            {isGroupType(draft.type) && (
              <Form.Item label="小题" required {...status('subItems')}>
                <SubItemsEditor subItems={draft.subItems} onChange={(subItems) => update({ subItems })}
                  messages={attempted ? problems.filter((p) => p.field === 'subItems').map((p) => p.message) : []} />
              </Form.Item>
            )}
            <Form.Item label="解析" {...status('explanation')}>
              <RichTextField label="解析" tools={['formula', 'image']} value={draft.explanation} onChange={(explanation) => update({ explanation })}
                placeholder="解题思路与过程，可不填" />
            </Form.Item>
            <Flex gap={16} wrap>
              <Form.Item label="难度" required style={{ flex: '2 1 320px' }} {...status('difficulty')}>
                <Segmented aria-label="难度" value={draft.difficulty ?? undefined} onChange={(v) => update({ difficulty: v as number })}
                  options={DIFFICULTY_LEVELS.map((d) => ({ value: d, label: DifficultyNames[d] }))} />
              </Form.Item>
              <Form.Item label="年级" required style={{ flex: '1 1 160px' }} {...status('gradeCode')}>
                <Select aria-label="年级" placeholder="选择年级" value={draft.gradeCode ?? undefined} onChange={(gradeCode: string) => update({ gradeCode })}
                  options={gradesOfPeriod(draft.period as PeriodCode).map((g) => ({ value: g.code, label: g.name }))} />
              </Form.Item>
            </Flex>
            <KnowledgePicker scope={scope} primary={draft.primaryKnowledgeGuid} others={draft.otherKnowledgeGuids} error={errorOf('knowledge')}
              onChange={(primaryKnowledgeGuid, otherKnowledgeGuids) => update({ primaryKnowledgeGuid, otherKnowledgeGuids })} />
            <ChapterPicker scope={scope} textBookGuid={draft.textBookGuid} chapterGuid={draft.chapterGuid}
              onChange={(textBookGuid, chapterGuid) => update({ textBookGuid, chapterGuid })} />
          </Form>
        </Card>
        <Flex vertical gap={16} style={{ flex: '0 0 min(42%, 560px)', minWidth: 0, position: 'sticky', top: token.margin }}>
          <Card title="预览" size="small" styles={{ body: { maxHeight: 'calc(100vh - 330px)', overflow: 'auto' } }}>
            <ItemPreview draft={draft} knowledgeNames={knowledgeNames} />
          </Card>
          <CompletenessPanel messages={problems.map((p) => p.message)} />
          <Flex justify="flex-end">
            <Space>
              <Button onClick={cancel}>取消</Button>
              <Button type="primary" onClick={() => void submit()} loading={save.isPending || fixed.isPending} disabled={readOnly}>保存</Button>
            </Space>
          </Flex>
        </Flex>
      </Flex>
    </Flex>
  );
}
