/** Question bank (spec 02 §2–§5): the bank list with chapter and knowledge trees, and the question basket. */
export { QuestionBankPage, type BankPanelProps, type BankSourceActions, type BankSourcePanels } from './components/question-bank-page';
export { RichText } from './components/rich-text';
export { ItemCorrectionsPage } from './components/corrections/item-corrections-page';
/** For the question editor opened with ?correctionId=: report the saved version that fixes it. */
export { markCorrectionFixed, useMarkCorrectionFixed } from './api/mark-correction-fixed';
/** Pieces the school-based screens (校本试卷, 校本教辅) list questions and fill the basket with. */
export { QuestionList } from './components/question-list';
/** One bank question with its 试题篮 toggle (错题打磨 and 推荐练习 list bank questions with their own figures above). */
export { QuestionCard } from './components/question-card';
export { AnswerPanel, QuestionBody } from './components/question-body';
export { BasketDock } from './components/basket-dock';
export { useBasket } from './api/get-basket';
export { useAddPage } from './hooks/use-add-page';
export { bankKeys } from './api/keys';
/** 选择试题 (similar questions) to replace a basket item in place: the paper layout's 换一题. */
export { SimilarQuestionDialog, type ReplacedItem } from './components/similar-question-dialog';
