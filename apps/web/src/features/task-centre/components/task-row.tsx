import { Button, Dropdown, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { TaskType, type TTask } from '@zuoyeben/shared';
import { downloadFile } from '@/lib/api-client';

interface TaskRowProps {
  task: TTask;
  /** Seconds since the list was fetched, added to a running task's run time (it ticks every second). */
  elapsed: number;
  onDelete(task: TTask): void;
}

const isFinished = (task: TTask) => task.state === 'done' || task.state === 'failed';

/** One task: subject, name, run time in seconds; a finished one offers its download and delete (also on right-click). */
export function TaskRow({ task, elapsed, onDelete }: TaskRowProps) {
  const { token } = theme.useToken();
  const seconds = task.state === 'running' ? task.cost + elapsed : task.cost;
  const finished = isFinished(task);
  const row = (
    <Flex align="center" gap={token.marginXS} style={{ padding: `${token.paddingXS}px 0`, borderBottom: `1px solid ${token.colorSplit}` }} data-task-key={task.key}>
      {task.km ? <Tag style={{ marginInlineEnd: 0 }}>{task.km}</Tag> : null}
      <Typography.Text ellipsis={{ tooltip: task.name }} style={{ flex: 1, minWidth: 0 }}>
        {task.name}
      </Typography.Text>
      {task.state === 'pending' ? <Typography.Text type="secondary">排队中</Typography.Text> : null}
      {task.state === 'running' ? <Typography.Text type="secondary">{seconds}秒</Typography.Text> : null}
      {task.state === 'done' ? <Typography.Text type="secondary">{seconds}秒</Typography.Text> : null}
      {task.state === 'failed' ? (
        <Tooltip title={task.message}>
          <Typography.Text type="danger">失败</Typography.Text>
        </Tooltip>
      ) : null}
      {task.state === 'done' && task.download ? (
        <Button size="small" type="link" onClick={() => void downloadFile(task.download!, undefined, task.fileName ?? task.name)}>
          {task.type === TaskType.AnswerSheetExport ? '下载答卷' : '下载'}
        </Button>
      ) : null}
      {finished ? <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={`删除任务 ${task.name}`} onClick={() => onDelete(task)} /> : null}
    </Flex>
  );
  if (!finished) return row;
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items: [{ key: 'delete', label: '删除', danger: true }], onClick: () => onDelete(task) }}>
      {row}
    </Dropdown>
  );
}
