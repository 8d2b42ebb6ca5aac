/** Marking assistants (智能批改-辅助批改, 批改详情) and the 教学助手 page gathering them (spec 03 §2.1). */
export { SubjectivePage } from './components/subjective-page';
export { SubjectiveDetailPage } from './components/subjective-detail-page';
export { AssistantsPage } from './components/assistants-page';
