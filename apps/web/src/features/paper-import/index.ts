/** Word paper import (issue 10 item 6): upload a .docx paper, review what was read, save it to 我的题库 and 我的试卷. */
export { ImportWordButton } from './components/import-word-button';
export { PaperImportPage } from './components/paper-import-page';
