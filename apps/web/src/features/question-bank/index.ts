/** Question bank (spec 02 §2–§5): the bank list with chapter and knowledge trees, and the question basket. */
export { QuestionBankPage } from './components/question-bank-page';
export { RichText } from './components/rich-text';
