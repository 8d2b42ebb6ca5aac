/** Question bank (spec 02 §2–§5): the bank list with chapter and knowledge trees, and the question basket. */
export { QuestionBankPage } from './components/question-bank-page';
export { RichText } from './components/rich-text';
export { ItemCorrectionsPage } from './components/corrections/item-corrections-page';
/** For the question editor opened with ?correctionId=: report the saved version that fixes it. */
export { markCorrectionFixed, useMarkCorrectionFixed } from './api/mark-correction-fixed';
