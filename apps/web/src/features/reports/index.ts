/** Homework analysis: score report, score distribution (spec 03 §2.2, §2.3). */
export { JobAnalyzePage } from './components/job-analyze-page';
// Shared with the exam analysis (features/exams): the class selector, the score report and distribution tabs.
export { ClassOfWorkSelect } from './components/class-of-work-select';
export { ScoreReportTab } from './components/score-report-tab';
export { ScoreDistributionTab } from './components/score-distribution-tab';
export { ScoreSummary } from './components/score-summary';
export { useClassesOfWork } from './api/get-classes-of-work';
