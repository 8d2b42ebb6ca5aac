/** Exams: the three-step wizard (spec 01 §2–§5, issue 11). */
export { ExamBasicPage } from './components/wizard/exam-basic-page';
export { ExamUploadPage } from './components/wizard/exam-upload-page';
export { ExamFinishPage } from './components/wizard/exam-finish-page';
export { ExamDetailsPage } from './components/details/exam-details-page';
export { ExamSubmitPage, JobSubmitPage } from './components/details/exam-submit-page';
export { ExamAnalyzePage } from './components/analysis/exam-analyze-page';
