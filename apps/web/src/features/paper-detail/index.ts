/** Paper detail (spec 02 paper detail screen, §4–§6; spec 03 §2.1, §7.7): the detail, its read-only views and manual handling. */
export { PaperDetailPage } from './components/paper-detail-page';
export { PaperViewPage, type PaperViewMode } from './components/paper-view-page';
export { PaperManualPage } from './components/paper-manual-page';
