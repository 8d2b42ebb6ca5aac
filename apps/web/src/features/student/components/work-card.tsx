import { Card, Flex, Tag, Typography, theme } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { WorkState, type TStudentWorkItem } from '@zuoyeben/shared';
import { StatusTag } from './status-tag';

/** 11月22日 16:00: the year only when it is not this year. */
export function formatTime(iso: string): string {
  const t = dayjs(iso);
  return t.format(t.year() === dayjs().year() ? 'M月D日 HH:mm' : 'YYYY年M月D日 HH:mm');
}

/** One homework of the list: the whole card is the tap target. */
export function WorkCard({ work, onOpen }: { work: TStudentWorkItem; onOpen: () => void }) {
  const { token } = theme.useToken();
  const ended = work.state === WorkState.Ended;
  return (
    <Card hoverable size="small" onClick={onOpen} role="link" aria-label={work.name} tabIndex={0} onKeyDown={(e) => e.key === 'Enter' && onOpen()}>
      <Flex align="center" gap={token.marginSM}>
        <Flex vertical gap={token.marginXXS} style={{ flex: 1, minWidth: 0 }}>
          <Flex align="center" gap={token.marginXS}>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>{work.km}</Tag>
            {work.isExam && <Tag color="volcano" style={{ marginInlineEnd: 0 }}>考试</Tag>}
            <Typography.Text strong ellipsis style={{ fontSize: token.fontSizeLG }}>
              {work.name}
            </Typography.Text>
          </Flex>
          <Typography.Text type={ended ? 'secondary' : undefined}>
            {ended ? '已结束' : '截止'} {formatTime(work.endTime)}
            {!work.isOnline && <Typography.Text type="secondary">（纸笔作答）</Typography.Text>}
          </Typography.Text>
          <Flex align="center" gap={token.marginXS}>
            <StatusTag status={work.status} state={work.state} />
            {work.score !== null && (
              <Typography.Text>
                得分 <Typography.Text strong style={{ color: token.colorPrimary }}>{work.score}</Typography.Text> / {work.fullScore}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
        <RightOutlined style={{ color: token.colorTextTertiary }} />
      </Flex>
    </Card>
  );
}
