/** 答卷分析 of a homework (spec 03 §2.2 jobpaper): the tab of the analysis page, also the analysis-paper page's body. */
export { AnswerAnalysisTab } from './components/answer-analysis-tab';
