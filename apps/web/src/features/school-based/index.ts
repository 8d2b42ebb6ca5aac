/**
 * School-based work (校本作业, spec 02 §2): the school paper library (source 2) with a read-only paper preview, and
 * teaching-guidance books (校本教辅, source 3) by chapter. It lists questions with the question bank's cards and
 * fills its basket; the bank draws sources 2 and 3 with the panels below (composed by the app's route).
 */
export { SchoolBasedPage } from './components/school-based-page';
export { TeachDetailPage } from './components/teach-detail-page';
export { SCHOOL_BASED_BANK_PANELS } from './components/bank-panels';
export { SchoolPaperCard } from './components/school-paper-card';
