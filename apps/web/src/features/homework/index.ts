/** Homework: list, creation wizard (choose source, upload, publish, finish) and detail (spec 01 §2–§5, issue 3). */
export { HomeworkListPage } from './components/list/homework-list-page';
export { JobTikuPage } from './components/tiku/job-tiku-page';
export { JobUploadPage } from './components/upload/job-upload-page';
export { JobBasicPage } from './components/basic/job-basic-page';
export { JobFinishPage } from './components/finish/job-finish-page';
export { JobDetailsPage } from './components/details/job-details-page';
