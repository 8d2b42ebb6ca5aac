import { Button, Card, Flex, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import { CorrectionState } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useStudentCorrections } from '../api/corrections';
import { CorrectionStateTag } from './correction-labels';

/** On 我的作业: the correction tasks still to do (or to redo), and the way to 错题本. */
export function CorrectionEntries() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const corrections = useStudentCorrections();
  const open = (corrections.data?.list ?? []).filter((c) => !c.isEnded || c.state !== CorrectionState.NotSubmitted);
  return (
    <Card size="small" title="订正与错题" extra={<Button size="small" onClick={() => navigate(paths.student.wrongBook.path)}>错题本</Button>}>
      <Flex vertical gap={token.marginXS}>
        {open.length === 0 && <Typography.Text type="secondary">暂无订正任务</Typography.Text>}
        {open.map((c) => (
          <Flex
            key={c.workGuid}
            role="link"
            tabIndex={0}
            aria-label={`订正 ${c.workName}`}
            align="center"
            justify="space-between"
            gap={token.marginXS}
            style={{ cursor: 'pointer', minHeight: 40 }}
            onClick={() => navigate(paths.student.correction.getHref(c.workGuid))}
            onKeyDown={(e) => e.key === 'Enter' && navigate(paths.student.correction.getHref(c.workGuid))}
          >
            <Typography.Text ellipsis>
              {c.workName}（{c.itemCount}题）
            </Typography.Text>
            <CorrectionStateTag state={c.state} />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
