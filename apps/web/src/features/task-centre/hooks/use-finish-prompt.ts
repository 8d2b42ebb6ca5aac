import { useEffect, useRef } from 'react';
import { App, Button } from 'antd';
import { createElement } from 'react';
import { TaskTexts, TaskType, type TTask } from '@zuoyeben/shared';
import { downloadFile } from '@/lib/api-client';

/**
 * Tells the user when one of their tasks ends while they are on the page: a refresh question for a page-refresh
 * task (spec 03 §4), a notice with 下载 for a file, the reason for a failure. Tasks that had ended before the page's
 * first answer are not announced.
 */
export function useFinishPrompt(tasks: TTask[] | undefined) {
  const { modal, notification } = App.useApp();
  const previous = useRef<Map<string, TTask['state']> | null>(null);

  useEffect(() => {
    if (!tasks) return;
    const before = previous.current;
    previous.current = new Map(tasks.map((t) => [t.key, t.state]));
    // The first answer is what was there already, not something that just ended.
    if (!before) return;
    for (const task of tasks) {
      const was = before.get(task.key);
      // A task new since the last answer has just ended too: a short export can be queued and done between two polls.
      if (was !== undefined && was !== 'pending' && was !== 'running') continue;
      if (task.state === 'done') {
        if (task.type === TaskType.Refresh) {
          modal.confirm({ title: TaskTexts.refreshAsk, okText: '刷新', cancelText: '取消', onOk: () => window.location.reload() });
          continue;
        }
        const download = task.download;
        notification.success({
          key: task.key,
          title: '任务已完成',
          description: task.name,
          actions: download
            ? createElement(Button, { type: 'primary', size: 'small', onClick: () => void downloadFile(download, undefined, task.fileName ?? task.name) }, task.type === TaskType.AnswerSheetExport ? '下载答卷' : '下载')
            : undefined,
        });
      } else if (task.state === 'failed') {
        notification.error({ key: task.key, title: '任务失败', description: `${task.name}：${task.message ?? TaskTexts.failed}` });
      }
    }
  }, [tasks, modal, notification]);
}
