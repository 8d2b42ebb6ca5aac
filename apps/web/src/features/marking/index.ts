/** Web marking of subjective answers (spec 01 §2 marking tab). */
export { MarkingPage } from './components/marking-page';
export { SmartViewerPage } from './components/smart-viewer-page';
export { ReviewPage } from './components/review-page';
