/** Task job types of spec 03 §4: how the task centre treats a task. */
export const TaskType = {
  /** When it finishes the page that started it offers to refresh (任务已执行完毕，是否刷新?). */
  Refresh: 1,
  /** A file to download (下载). */
  FileDownload: 2,
  /** An answer-sheet export (下载答卷). */
  AnswerSheetExport: 3,
  /** A sorted-data export. */
  SortedDataExport: 4,
} as const;
export type TaskTypeValue = (typeof TaskType)[keyof typeof TaskType];

/** A task as the task centre shows it: waiting (incl. waiting for a retry), running, finished, failed. */
export const TaskStates = ['pending', 'running', 'done', 'failed'] as const;
export type TaskState = (typeof TaskStates)[number];

/** Task centre constants of spec 03 §9 and the export rules around it. */
export const TaskLimits = {
  /** The task list is polled every 5 s while a task is pending or running. */
  pollMs: 5000,
  /** Width of the task panel. */
  panelWidth: 350,
  /** Drag tolerance of the floating button: moving less than this is a click. */
  dragTolerancePx: 2,
  /** An export of more rows than this runs as a task instead of answering at once. */
  inlineExportMaxRows: 2000,
  /** Hours a file answered at once (data.url) stays downloadable. */
  inlineFileHours: 24,
  /** Days a task's file stays downloadable. */
  taskFileDays: 7,
} as const;

/** Texts of the task centre. */
export const TaskTexts = {
  empty: '暂无任务',
  refreshAsk: '任务已执行完毕，是否刷新?',
  failed: '任务执行失败，请稍后重试',
  fileGone: '文件不存在或已过期，请重新导出',
  taskGone: '任务不存在或已删除',
  notFinished: '任务尚未完成，请稍后再下载',
} as const;
