import { useState } from 'react';
import { Button, Card, Checkbox, Flex, InputNumber, Modal, Space, Tag, Typography, theme } from 'antd';
import { formatScore, type TMarkAssistGroup } from '@zuoyeben/shared';

export const KIND_LABEL: Record<TMarkAssistGroup['kind'], string> = {
  blank: '未作答',
  text: '相同答案',
  math: '等价算式',
  word: '拼写相近',
  image: '拍照作答',
};

interface Props {
  group: TMarkAssistGroup;
  fullScore: number;
  active: boolean;
  busy: boolean;
  onFocus: () => void;
  onMark: (score: number) => void;
  onSplit: (submissionGuids: string[]) => void;
}

const shown = (g: TMarkAssistGroup) => (g.kind === 'blank' ? '（未作答）' : g.kind === 'image' ? '（仅拍照，无文字）' : g.representative);

/** One group: its answer, size and marks; 满分 / 零分 / a score for all members; 拆分 takes students out. */
export function GroupCard({ group, fullScore, active, busy, onFocus, onMark, onSplit }: Props) {
  const { token } = theme.useToken();
  const [score, setScore] = useState<number | null>(null);
  const [splitting, setSplitting] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const others = [...new Set(group.members.map((m) => m.answer.trim()))].filter((a) => a !== group.representative);
  const status = group.markedCount === 0
    ? <Tag color="warning">未批</Tag>
    : group.commonScore !== null
      ? <Tag color="success">已批 {formatScore(group.commonScore)} 分</Tag>
      : <Tag color="processing">已批 {group.markedCount}/{group.size}（分数不一）</Tag>;

  return (
    <Card
      size="small"
      data-testid="assist-group"
      aria-current={active ? 'true' : undefined}
      onClick={onFocus}
      style={{ borderColor: active ? token.colorPrimary : undefined, boxShadow: active ? `0 0 0 1px ${token.colorPrimary}` : undefined }}
    >
      <Flex justify="space-between" align="center" gap={token.marginSM} wrap>
        <Flex vertical gap={token.marginXXS} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Space wrap>
            <Typography.Text strong style={{ fontSize: token.fontSizeLG }} data-testid="group-answer">{shown(group)}</Typography.Text>
            <Tag color="blue">{group.size} 人</Tag>
            <Tag>{group.split ? '已拆分' : KIND_LABEL[group.kind]}</Tag>
            {status}
          </Space>
          {others.length > 0 && (
            <Typography.Text type="secondary" ellipsis>也写作：{others.slice(0, 5).join('，')}{others.length > 5 ? ' …' : ''}</Typography.Text>
          )}
          <Typography.Text type="secondary" ellipsis>
            {group.members.map((m) => m.studentName ?? '（隐藏姓名）').slice(0, 12).join('、')}{group.size > 12 ? ` 等 ${group.size} 人` : ''}
          </Typography.Text>
        </Flex>
        <Space wrap onClick={(e) => e.stopPropagation()}>
          <Button type="primary" loading={busy} onClick={() => onMark(fullScore)}>满分（{formatScore(fullScore)}）</Button>
          <Button danger loading={busy} onClick={() => onMark(0)}>零分</Button>
          <Space.Compact>
            <InputNumber aria-label="本组分数" min={0} max={fullScore} step={0.5} value={score} onChange={setScore} placeholder="分数" style={{ width: 90 }} />
            <Button disabled={score === null} loading={busy} onClick={() => score !== null && onMark(score)}>给分</Button>
          </Space.Compact>
          <Button disabled={group.size < 2} onClick={() => { setChosen([]); setSplitting(true); }}>拆分</Button>
        </Space>
      </Flex>
      <Modal
        title={`拆分：${shown(group)}`}
        open={splitting}
        okText="拆为单独一组"
        cancelText="取消"
        okButtonProps={{ disabled: chosen.length === 0 || chosen.length === group.size }}
        onCancel={() => setSplitting(false)}
        onOk={() => { onSplit(chosen); setSplitting(false); }}
      >
        <Typography.Paragraph type="secondary">勾选要单独批改的学生，他们将组成新的一组。</Typography.Paragraph>
        <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as string[])} style={{ width: '100%' }}>
          <Flex vertical gap={token.marginXS} style={{ maxHeight: 360, overflow: 'auto' }}>
            {group.members.map((m) => (
              <Checkbox key={m.submissionGuid} value={m.submissionGuid}>
                {m.className ? `${m.className} ` : ''}{m.studentName ?? '（隐藏姓名）'}：{m.answer || '（未作答）'}
                {m.score !== null ? `（${formatScore(m.score)} 分）` : ''}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Modal>
    </Card>
  );
}
