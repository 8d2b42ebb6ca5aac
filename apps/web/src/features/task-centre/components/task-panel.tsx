import type { CSSProperties } from 'react';
import { Button, Card, Empty } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { TaskTexts, type TTask } from '@zuoyeben/shared';
import { TaskRow } from './task-row';

/** The task centre's panel of the user's background tasks, in a module of its own: it loads when first opened. */
export default function TaskPanel({ tasks, elapsed, onDelete, onClose, style }: { tasks: TTask[]; elapsed: number; onDelete: (task: TTask) => void; onClose: () => void; style: CSSProperties }) {
  return (
    <Card
      size="small"
      role="dialog"
      aria-label="任务中心"
      title="任务中心"
      extra={<Button type="text" size="small" icon={<CloseOutlined />} aria-label="关闭任务中心" onClick={onClose} />}
      style={style}
      styles={{ body: { maxHeight: 360, overflowY: 'auto', paddingTop: 0 } }}
    >
      {tasks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TaskTexts.empty} />
      ) : (
        tasks.map((task) => <TaskRow key={task.key} task={task} elapsed={elapsed} onDelete={onDelete} />)
      )}
    </Card>
  );
}
