/** Paper layout (组卷排版, /groupTypesetting): the basket laid out as the paper will print, saved as 我的试卷. */
export { PaperLayoutPage } from './components/paper-layout-page';
