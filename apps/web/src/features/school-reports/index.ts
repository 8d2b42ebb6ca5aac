/** The reports menu (spec 03 §2.1 /reports, /report): work statistics, report list and analysis report, dashboards. */
export { JobStatisticPage } from './components/job-statistic-page';
export { ReportListPage } from './components/report-list-page';
export { AnalysisReportPage } from './components/analysis-report-page';
export { DashboardPage } from './components/dashboard-page';
export { BoardPage } from './components/board-page';
export { StudentLookPage } from './components/student-look-page';
export { KnowledgePointPage } from './components/knowledge-point-page';
