/** Homework commentary (作业讲评, spec 03 §2.4) and the analysis report button of the analysis page (§2.2). */
export { JobCommentsTab } from './components/job-comments-tab';
export { FurtherReportButton } from './components/further-report-button';
export { useHasCommentary } from './api/homework-review';
