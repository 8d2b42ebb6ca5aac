import { useMemo } from 'react';
import { Cascader, Flex, Form, TreeSelect } from 'antd';
import type { TSubjectScope } from '@zuoyeben/shared';
import { useChapters } from '../api/get-chapters';
import { useTextbooks } from '../api/get-textbooks';
import { toTreeSelect } from '../lib/tree-options';

interface ChapterPickerProps {
  scope: TSubjectScope;
  textBookGuid: string | null;
  chapterGuid: string | null;
  onChange(textBookGuid: string | null, chapterGuid: string | null): void;
  error?: string;
}

/** 章节 (optional): a textbook volume, then a chapter or section of it. */
export function ChapterPicker({ scope, textBookGuid, chapterGuid, onChange, error }: ChapterPickerProps) {
  const textbooks = useTextbooks(scope);
  const chapters = useChapters(textBookGuid);
  const presses = textbooks.data?.list ?? [];
  const pressOf = presses.find((p) => p.children.some((v) => v.keyGuid === textBookGuid));
  const treeData = useMemo(() => toTreeSelect(chapters.data?.list ?? []), [chapters.data]);
  return (
    <Form.Item label="章节" {...(error ? { validateStatus: 'error', help: error } : {})}
      extra={presses.length === 0 && !textbooks.isLoading ? '本学段、科目暂无教材章节' : undefined}>
      <Flex gap={8} wrap>
        <Cascader
          aria-label="教材"
          style={{ flex: '1 1 200px', minWidth: 0 }}
          loading={textbooks.isLoading}
          disabled={presses.length === 0}
          options={presses.map((p) => ({ value: p.keyGuid, label: p.valueName, children: p.children.map((v) => ({ value: v.keyGuid, label: v.valueName })) }))}
          value={pressOf && textBookGuid ? [pressOf.keyGuid, textBookGuid] : []}
          onChange={(v) => onChange((v?.[1] as string | undefined) ?? null, null)}
          placeholder="选择教材"
        />
        <TreeSelect
          aria-label="章节"
          style={{ flex: '2 1 260px', minWidth: 0 }}
          showSearch
          treeNodeFilterProp="title"
          allowClear
          disabled={!textBookGuid}
          loading={chapters.isLoading}
          treeData={treeData}
          value={chapterGuid ?? undefined}
          onChange={(value?: string) => onChange(textBookGuid, value ?? null)}
          placeholder={textBookGuid ? '选择章节（可不选）' : '先选择教材'}
        />
      </Flex>
    </Form.Item>
  );
}
