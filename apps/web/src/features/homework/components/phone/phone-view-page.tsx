import { Button, Card, Empty, Flex, Result, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { WorkState, WorkStateNames, type WorkStateValue } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { CenteredSpin } from '@/components/centered-spin';
import { useWorkList } from '../../api/get-work-list';
import { workLinks } from '../../lib/work-links';

/**
 * 手机查看 (/phoneView, spec 03 §2.1): where a teacher's phone login lands. The latest homework on a phone-wide
 * column: those with submissions first (to mark), each with its submissions and links to 批改 and 成绩.
 */
export function PhoneViewPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { user, school } = useCurrentUser();
  const list = useWorkList({ ruCode: school.ru, pageIndex: 1, pageSize: 20 });

  let body;
  if (list.isError) body = <Result status="warning" title="作业加载失败" extra={<Button onClick={() => void list.refetch()}>重试</Button>} />;
  else if (!list.data) body = <CenteredSpin />;
  else {
    const rows = list.data.list.filter((w) => w.state !== WorkState.Unpublished);
    const toMark = rows.filter((w) => w.submitCount > 0);
    const others = rows.filter((w) => w.submitCount === 0);
    body = rows.length === 0 ? <Empty description="最近没有进行中或已结束的作业" /> : (
      <Flex vertical gap={token.marginSM}>
        {[...toMark, ...others].map((w) => (
          <Card key={w.workInfoGuid} size="small" role="article" aria-label={w.name} title={w.name} extra={<Tag>{WorkStateNames[w.state as WorkStateValue]}</Tag>}>
            <Flex vertical gap={token.marginXS}>
              <Typography.Text type="secondary">{w.classNames.join('、')} · 截止 {dayjs(w.endTime).format('MM-DD HH:mm')}</Typography.Text>
              <Typography.Text>已提交 {w.submitCount}/{w.studentTotal}</Typography.Text>
              <Flex gap="small">
                <Button type="primary" size="small" disabled={w.submitCount === 0} onClick={() => navigate(workLinks.marking(w.workInfoGuid))}>去批改</Button>
                <Button size="small" onClick={() => navigate(workLinks.analyze(w.workInfoGuid))}>看成绩</Button>
              </Flex>
            </Flex>
          </Card>
        ))}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={token.marginSM} style={{ maxWidth: 560, margin: '0 auto', padding: token.paddingSM }}>
      <Typography.Title level={4} style={{ margin: 0 }}>{user.userName}老师，最近的作业</Typography.Title>
      {body}
    </Flex>
  );
}
