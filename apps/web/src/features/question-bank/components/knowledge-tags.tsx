import { Popover, Space, Tag } from 'antd';

/** Shown knowledge points before the rest fold into 更多 (spec 02 §2, §9). */
export const VISIBLE_KNOWLEDGE_COUNT = 3;

/** Knowledge tags of a question: the first three, then 更多 with the rest on hover. */
export function KnowledgeTags({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  const shown = names.slice(0, VISIBLE_KNOWLEDGE_COUNT);
  const rest = names.slice(VISIBLE_KNOWLEDGE_COUNT);
  return (
    <Space size={4} wrap>
      {shown.map((name) => (
        <Tag key={name} color="processing" variant="filled">{name}</Tag>
      ))}
      {rest.length > 0 && (
        <Popover content={<Space size={4} wrap style={{ maxWidth: 320 }}>{rest.map((n) => <Tag key={n}>{n}</Tag>)}</Space>}>
          <Tag variant="filled" style={{ cursor: 'pointer' }}>更多</Tag>
        </Popover>
      )}
    </Space>
  );
}
