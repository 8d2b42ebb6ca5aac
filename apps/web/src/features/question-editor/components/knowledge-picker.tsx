import { useMemo } from 'react';
import { Flex, Form, TreeSelect } from 'antd';
import { ItemEditorLimits, type TSubjectScope } from '@zuoyeben/shared';
import { useKnowledges } from '../api/get-knowledges';
import { toTreeSelect } from '../lib/tree-options';

interface KnowledgePickerProps {
  scope: TSubjectScope;
  primary: string | null;
  others: readonly string[];
  onChange(primary: string | null, others: string[]): void;
  error?: string;
}

const treeProps = { showSearch: true, treeNodeFilterProp: 'title', allowClear: true, style: { width: '100%' } } as const;

/** 主知识点 (one, required) and 其他知识点 (up to five) from the knowledge tree of the item's period and subject. */
export function KnowledgePicker({ scope, primary, others, onChange, error }: KnowledgePickerProps) {
  const knowledges = useKnowledges(scope);
  const treeData = useMemo(() => toTreeSelect(knowledges.data?.list ?? []), [knowledges.data]);
  return (
    <Flex gap={16} wrap>
      <Form.Item label="主知识点" required style={{ flex: '1 1 240px', minWidth: 0 }} {...(error ? { validateStatus: 'error', help: error } : {})}>
        <TreeSelect
          {...treeProps}
          aria-label="主知识点"
          treeData={treeData}
          loading={knowledges.isLoading}
          value={primary ?? undefined}
          placeholder="选择主知识点"
          onChange={(value?: string) => onChange(value ?? null, others.filter((o) => o !== value))}
        />
      </Form.Item>
      <Form.Item label="其他知识点" style={{ flex: '1 1 240px', minWidth: 0 }} extra={`最多${ItemEditorLimits.maxOtherKnowledge}个`}>
        <TreeSelect
          {...treeProps}
          aria-label="其他知识点"
          multiple
          maxCount={ItemEditorLimits.maxOtherKnowledge}
          treeData={treeData}
          loading={knowledges.isLoading}
          value={[...others]}
          placeholder="可不选"
          onChange={(values: string[]) => onChange(primary, values.filter((v) => v !== primary))}
        />
      </Form.Item>
    </Flex>
  );
}
