/** Homework analysis: score report, score distribution (spec 03 §2.2, §2.3). */
export { JobAnalyzePage } from './components/job-analyze-page';
