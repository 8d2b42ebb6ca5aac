export { HelpCenterPage } from './components/help-center-page';
export { HelpArticlePage } from './components/help-article-page';
export { FeedbackPage } from './components/feedback-page';
export { useFetchXkRisk, getXkRisk } from './api/get-xk-risk';
