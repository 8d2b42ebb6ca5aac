import { Badge, Button, Card, Empty, Flex, Result, Statistic, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { MARK_BACKLOG_LIMIT, WorkState, WorkStateNames, type WorkStateValue } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { CenteredSpin } from '@/components/centered-spin';
import { useWorkList } from '../../api/get-work-list';
import { useMarkBacklog } from '../../api/get-mark-backlog';
import { workLinks } from '../../lib/work-links';

interface PhoneCard {
  guid: string;
  name: string;
  state?: WorkStateValue;
  classNames: string[];
  endTime: string;
  submitCount?: number;
  studentTotal?: number;
  unmarked: number;
}

/**
 * 手机查看 (/phoneView, spec 03 §2.1): where a teacher's phone login lands. The marking backlog first (待批改: the
 * answers waiting for my mark, Mark/Backlog), then the latest homework on a phone-wide column: those with answers to
 * mark first, each with its submissions, its own count to mark and links to 批改 and 成绩.
 */
export function PhoneViewPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { user, school } = useCurrentUser();
  const list = useWorkList({ ruCode: school.ru, pageIndex: 1, pageSize: 20 });
  const backlog = useMarkBacklog();

  let body;
  if (list.isError) body = <Result status="warning" title="作业加载失败" extra={<Button onClick={() => void list.refetch()}>重试</Button>} />;
  else if (!list.data) body = <CenteredSpin />;
  else {
    const unmarked = new Map((backlog.data?.list ?? []).map((w) => [w.workGuid, w.unmarkedCount]));
    const cards: PhoneCard[] = list.data.list.filter((w) => w.state !== WorkState.Unpublished).map((w) => ({
      guid: w.workInfoGuid, name: w.name, state: w.state as WorkStateValue, classNames: w.classNames, endTime: w.endTime,
      submitCount: w.submitCount, studentTotal: w.studentTotal, unmarked: unmarked.get(w.workInfoGuid) ?? 0,
    }));
    // Homework with answers to mark that is older than the latest 20 still shows, after those.
    const shown = new Set(cards.map((c) => c.guid));
    for (const w of backlog.data?.list ?? []) {
      if (!shown.has(w.workGuid)) cards.push({ guid: w.workGuid, name: w.name, classNames: [], endTime: w.endTime, unmarked: w.unmarkedCount });
    }
    const toMark = cards.filter((c) => c.unmarked > 0);
    const submitted = cards.filter((c) => c.unmarked === 0 && (c.submitCount ?? 0) > 0);
    const others = cards.filter((c) => c.unmarked === 0 && !c.submitCount);
    body = cards.length === 0 ? <Empty description="最近没有进行中或已结束的作业" /> : (
      <Flex vertical gap={token.marginSM}>
        {[...toMark, ...submitted, ...others].map((w) => (
          <Card key={w.guid} size="small" role="article" aria-label={w.name} title={w.name} extra={w.state !== undefined && <Tag>{WorkStateNames[w.state]}</Tag>}>
            <Flex vertical gap={token.marginXS}>
              <Typography.Text type="secondary">{w.classNames.length ? `${w.classNames.join('、')} · ` : ''}截止 {dayjs(w.endTime).format('MM-DD HH:mm')}</Typography.Text>
              <Flex gap="middle" wrap>
                {w.submitCount !== undefined && <Typography.Text>已提交 {w.submitCount}/{w.studentTotal}</Typography.Text>}
                {w.unmarked > 0 && <Typography.Text type="warning">待批 {w.unmarked} 份</Typography.Text>}
              </Flex>
              <Flex gap="small">
                <Button type="primary" size="small" disabled={w.unmarked === 0 && !w.submitCount} onClick={() => navigate(workLinks.marking(w.guid))}>去批改</Button>
                <Button size="small" onClick={() => navigate(workLinks.analyze(w.guid))}>看成绩</Button>
              </Flex>
            </Flex>
          </Card>
        ))}
      </Flex>
    );
  }

  const total = backlog.data?.total;
  return (
    <Flex vertical gap={token.marginSM} style={{ maxWidth: 560, margin: '0 auto', padding: token.paddingSM }}>
      <Typography.Title level={4} style={{ margin: 0 }}>{user.userName}老师，最近的作业</Typography.Title>
      <Card size="small" role="region" aria-label="待批改">
        <Flex align="center" justify="space-between">
          <Statistic title="待批改（份）" value={total ?? '—'} loading={backlog.isPending} />
          {backlog.data && (
            <Typography.Text type="secondary">
              {total ? (
                <Badge status="warning" text={`${backlog.data.list.length >= MARK_BACKLOG_LIMIT ? `${MARK_BACKLOG_LIMIT} 份以上` : `${backlog.data.list.length} 份`}作业有答案待批改`} />
              ) : '所有答案都已批改'}
            </Typography.Text>
          )}
        </Flex>
      </Card>
      {body}
    </Flex>
  );
}
