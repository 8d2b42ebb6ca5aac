/** Teaching info: period, subject, textbook, grades and classes a user teaches, and the teaching progress (spec 03 §3, §7.5). */
export { TeachInfoPage } from './components/teach-info-page';
export { TeachInfoScreen } from './components/teach-info-screen';
export { FirstUseGuide } from './components/first-use-guide';
export { useTeachingScope, scopeGradeOf } from './api/scope/get-teaching-scope';
