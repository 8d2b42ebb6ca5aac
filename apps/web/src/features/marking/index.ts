/** Web marking of subjective answers (spec 01 §2 marking tab). */
export { MarkingPage } from './components/marking-page';
