/** Teaching info: period, subject, textbook, grades and classes a user teaches (spec 03 §3, §7.5). */
export { TeachInfoPage } from './components/teach-info-page';
