import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, theme } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { TaskLimits } from '@zuoyeben/shared';
import '@/components/light/light.css';
import { useDeleteJob } from '../api/delete-job';
import { useJobList } from '../api/get-job-list';
import { useDraggable } from '@/lib/hooks/use-draggable';
import { useFinishPrompt } from '../hooks/use-finish-prompt';
import { useOpenTaskCentreSignal } from '../lib/open-signal';

/** The panel (antd Card, Empty, the rows' menus and tooltips) loads when first opened (issue 9 item 23). */
const TaskPanel = lazy(() => import('./task-panel'));

const PLACE_KEY = 'zyb.taskCentre.place';
const BUTTON_SIZE = 48;

/**
 * The task centre (spec 03 §2.7): a draggable floating button with the number of tasks, opening a 350 px panel of
 * the user's background tasks. Polls while a task waits or runs; says when one ends. Opens by itself when a call
 * queues a task (body status 201).
 */
export function TaskCentre() {
  const { token } = theme.useToken();
  const { data, dataUpdatedAt } = useJobList();
  const tasks = data?.list ?? [];
  useFinishPrompt(data?.list);
  const remove = useDeleteJob();
  const [open, setOpen] = useState(false);
  // A call answered 201 queued a task: the panel opens on it (spec 03 §8.1).
  useOpenTaskCentreSignal(() => setOpen(true));
  const { offset, handlers, isDragClick } = useDraggable(PLACE_KEY, { right: token.marginLG, bottom: token.marginXXL * 2 }, TaskLimits.dragTolerancePx);
  const elapsed = useElapsedSeconds(dataUpdatedAt, tasks.some((t) => t.state === 'running'));

  return (
    <>
      <div className="task-centre" style={{ position: 'fixed', right: offset.right, bottom: offset.bottom, zIndex: 1000 }}>
        <span className="zy-badge-wrap">
          <Button
            shape="circle"
            type="primary"
            icon={<UnorderedListOutlined />}
            aria-label="任务中心"
            aria-expanded={open}
            {...handlers}
            onClick={() => {
              if (!isDragClick()) setOpen((o) => !o);
            }}
            style={{ width: BUTTON_SIZE, height: BUTTON_SIZE, touchAction: 'none', boxShadow: token.boxShadow }}
          />
          {tasks.length > 0 && <sup className="zy-badge">{tasks.length}</sup>}
        </span>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <TaskPanel
            tasks={tasks}
            elapsed={elapsed}
            onDelete={(t) => remove.mutate(t.key)}
            onClose={() => setOpen(false)}
            style={{
              position: 'fixed',
              right: Math.min(offset.right, Math.max(0, window.innerWidth - TaskLimits.panelWidth)),
              bottom: offset.bottom + BUTTON_SIZE + token.marginXS,
              width: TaskLimits.panelWidth,
              zIndex: 1000,
              boxShadow: token.boxShadowSecondary,
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Seconds since `since`, ticking every second while `ticking` (running tasks' time between polls). */
function useElapsedSeconds(since: number, ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since, ticking]);
  return since ? Math.max(0, Math.floor((now - since) / 1000)) : 0;
}
