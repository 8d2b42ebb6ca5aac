/** Corrections (订正, issue 14): 订正详情 and 订正看板 for teachers; the student's side lives in features/student. */
export { RevisedDetailPage } from './components/revised-detail-page';
export { RevisedBoardPage } from './components/revised-board-page';
export { RevisedList } from './components/revised-list';
