import { useEffect, useMemo, useRef, useState } from 'react';
import { Cascader, Empty, Flex, Input, Spin, Tabs, Tree } from 'antd';
import { BankTreeTab, type TSubjectScope, type TTreeNode } from '@zuoyeben/shared';
import { useCacheKnowledgeMutation } from '../api/cache-knowledge';
import { useCacheKnowledge } from '../api/get-cache-knowledge';
import { useChapters } from '../api/get-chapters';
import { useKnowledges } from '../api/get-knowledges';
import { useTextbooks } from '../api/get-textbooks';
import type { TreeTab } from '../lib/bank-filters';
import { branchKeys, pathTo, toAntTree } from '../lib/tree-filter';

interface TreeSidebarProps {
  scope: TSubjectScope;
  tab: TreeTab;
  selectedGuid?: string;
  onTabChange(tab: TreeTab): void;
  /** A chapter (chapter tab) or knowledge point (knowledge tab); undefined clears the choice. */
  onSelect(guid: string | undefined): void;
}

function NodeTree({ nodes, selectedGuid, onSelect, isLoading }: { nodes: readonly TTreeNode[]; selectedGuid?: string; isLoading: boolean;
  onSelect(guid: string | undefined): void }) {
  const [text, setText] = useState('');
  const treeData = useMemo(() => toAntTree(nodes, text), [nodes, text]);
  const [expanded, setExpanded] = useState<string[]>([]);
  // The remembered node is opened on load; while searching every matching branch is open.
  useEffect(() => {
    if (selectedGuid) setExpanded((prev) => [...new Set([...prev, ...pathTo(nodes, selectedGuid).slice(0, -1)])]);
  }, [nodes, selectedGuid]);
  // The chosen node (the remembered one, or the teaching progress's current chapter) is scrolled into view once its
  // branch is open; 'nearest' leaves a node the teacher just clicked where it is.
  const box = useRef<HTMLDivElement>(null);
  const scrolledTo = useRef<string>(undefined);
  useEffect(() => {
    if (!selectedGuid || scrolledTo.current === selectedGuid) return;
    const frame = requestAnimationFrame(() => {
      const node = box.current?.querySelector('.ant-tree-treenode-selected');
      if (!node) return;
      scrolledTo.current = selectedGuid;
      node.scrollIntoView?.({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedGuid, treeData, expanded]);
  return (
    <Flex vertical gap={8} style={{ minHeight: 0, flex: 1 }} ref={box}>
      <Input.Search allowClear placeholder="输入名称筛选" value={text} onChange={(e) => setText(e.target.value)} aria-label="筛选节点" />
      <Spin spinning={isLoading}>
        {treeData.length === 0 && !isLoading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        ) : (
          <Tree
            blockNode
            treeData={treeData}
            expandedKeys={text.trim() ? branchKeys(treeData) : expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            selectedKeys={selectedGuid ? [selectedGuid] : []}
            // One node is kept: clicking the chosen node again clears it.
            onSelect={(keys) => onSelect(keys[0] === undefined ? undefined : String(keys[0]))}
            style={{ background: 'transparent' }}
          />
        )}
      </Spin>
    </Flex>
  );
}

/** The bank's left column: 章节 (textbook cascader and chapter tree) or 知识点 (spec 02 §2 sidebar). */
export function TreeSidebar({ scope, tab, selectedGuid, onTabChange, onSelect }: TreeSidebarProps) {
  const textbooks = useTextbooks(scope);
  const cached = useCacheKnowledge(scope);
  const remember = useCacheKnowledgeMutation();
  const [textBookGuid, setTextBookGuid] = useState<string>();
  const chapters = useChapters(textBookGuid);
  const knowledges = useKnowledges(scope, tab === BankTreeTab.Knowledge);

  const presses = textbooks.data?.list ?? [];
  // Start from the remembered textbook and chapter, else the first volume of the first version.
  useEffect(() => {
    if (textBookGuid || !textbooks.data || !cached.isFetched) return;
    const remembered = cached.data?.textBookGuid;
    const known = presses.some((p) => p.children.some((v) => v.keyGuid === remembered));
    const first = presses[0]?.children[0]?.keyGuid;
    setTextBookGuid(known ? remembered! : first);
    if (known && cached.data?.chapterGuid && tab === BankTreeTab.Chapter) onSelect(cached.data.chapterGuid);
    // Runs once both answers are in; later choices are the teacher's own.
  }, [textbooks.data, cached.isFetched]);

  const pressOf = (volume?: string) => presses.find((p) => p.children.some((v) => v.keyGuid === volume));
  const chooseChapter = (guid: string | undefined) => {
    onSelect(guid);
    remember.mutate({ ...scope, textBookGuid, chapterGuid: guid });
  };

  const cascader = (
    <Cascader
      allowClear={false}
      aria-label="教材"
      style={{ width: '100%' }}
      options={presses.map((p) => ({ value: p.keyGuid, label: p.valueName, children: p.children.map((v) => ({ value: v.keyGuid, label: v.valueName })) }))}
      value={textBookGuid ? [pressOf(textBookGuid)?.keyGuid ?? '', textBookGuid] : []}
      onChange={(v) => {
        const volume = v?.[1] as string | undefined;
        setTextBookGuid(volume);
        onSelect(undefined);
        remember.mutate({ ...scope, textBookGuid: volume, chapterGuid: undefined });
      }}
      placeholder="选择教材"
    />
  );

  return (
    <Tabs
      activeKey={String(tab)}
      onChange={(k) => onTabChange(Number(k) as TreeTab)}
      centered
      items={[
        {
          key: String(BankTreeTab.Chapter),
          label: '章节',
          children: (
            <Flex vertical gap={8}>
              {cascader}
              <NodeTree nodes={chapters.data?.list ?? []} isLoading={chapters.isLoading || textbooks.isLoading}
                selectedGuid={selectedGuid} onSelect={chooseChapter} />
            </Flex>
          ),
        },
        {
          key: String(BankTreeTab.Knowledge),
          label: '知识点',
          children: <NodeTree nodes={knowledges.data?.list ?? []} isLoading={knowledges.isLoading} selectedGuid={selectedGuid} onSelect={onSelect} />,
        },
      ]}
    />
  );
}
