/** Scanned answer cards of machine-read homework (issue 13): upload and progress, one batch's pages and their review. */
export { ScanStatusPage } from './components/scan-status-page';
export { ScanDetailPage } from './components/scan-detail-page';
export { JobScanDataPage } from './components/job-scan-data-page';
