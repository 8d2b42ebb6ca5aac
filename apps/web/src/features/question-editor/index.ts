/** The question editor (/questionEditor, spec 02 §2, §5, §9): create and edit school-bank and my-bank items. */
export { QuestionEditorPage } from './components/question-editor-page';
