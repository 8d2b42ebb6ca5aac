import { useMemo } from 'react';
import { Button, Card, Empty, Flex, Tree, Typography, theme } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { findGuidanceChapter, type TGuidanceChapter, type TTeachingGuidance } from '@zuoyeben/shared';
import { GuidanceCover, MaterialFacts } from './guidance-cover';

interface AntNode { key: string; title: string; children?: AntNode[] }

const toAntTree = (nodes: readonly TGuidanceChapter[]): AntNode[] =>
  nodes.map((n) => ({ key: n.chapterGuid, title: n.chapterName, ...(n.chapterList.length ? { children: toAntTree(n.chapterList) } : {}) }));

interface GuidanceSidebarProps {
  guidance: TTeachingGuidance;
  chapterGuid?: string;
  onSelect(chapterGuid: string | undefined): void;
  onSwitch(): void;
}

/** The left panel of a teaching-guidance book (spec 02 §2): cover, name, grade, subject, publisher, 切换 and the chapters. */
export function GuidanceSidebar({ guidance, chapterGuid, onSelect, onSwitch }: GuidanceSidebarProps) {
  const { token } = theme.useToken();
  const treeData = useMemo(() => toAntTree(guidance.chapters), [guidance.chapters]);
  // The branches above a remembered chapter start open.
  const opened = useMemo(() => (chapterGuid ? findGuidanceChapter(guidance.chapters, chapterGuid)?.path.slice(0, -1).map((c) => c.chapterGuid) ?? [] : []),
    [guidance.chapters, chapterGuid]);
  return (
    <Card size="small" style={{ width: 280, flex: 'none', position: 'sticky', top: token.margin }}
      styles={{ body: { maxHeight: 'calc(100vh - 140px)', overflow: 'auto' } }}>
      <Flex vertical gap={12}>
        <Flex gap={12} align="flex-start">
          <GuidanceCover material={guidance} width={88} />
          <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Typography.Title level={4} style={{ margin: 0, fontSize: token.fontSizeLG }}>{guidance.name}</Typography.Title>
            <MaterialFacts material={guidance} />
          </Flex>
        </Flex>
        <Button icon={<SwapOutlined />} onClick={onSwitch} block>切换</Button>
        <Typography.Text strong style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: token.paddingSM }}>章节目录</Typography.Text>
        {treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        ) : (
          <Tree
            key={guidance.guid}
            blockNode
            treeData={treeData}
            defaultExpandedKeys={opened}
            selectedKeys={chapterGuid ? [chapterGuid] : []}
            // One chapter is kept: clicking it again shows the whole book.
            onSelect={(keys) => onSelect(keys[0] === undefined ? undefined : String(keys[0]))}
            style={{ background: 'transparent' }}
            aria-label="章节目录"
          />
        )}
      </Flex>
    </Card>
  );
}
