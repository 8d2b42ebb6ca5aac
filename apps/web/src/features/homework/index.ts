/** Homework: list, creation wizard (choose source, upload, publish, finish) and detail (spec 01 §2–§5, issue 3). */
export { HomeworkListPage } from './components/list/homework-list-page';
export { JobTikuPage } from './components/tiku/job-tiku-page';
export { JobUploadPage } from './components/upload/job-upload-page';
export { JobBasicPage } from './components/basic/job-basic-page';
export { JobFinishPage } from './components/finish/job-finish-page';
export { JobDetailsPage } from './components/details/job-details-page';
/** 高级设置 of one multiple-choice question (the shared scoring rule): also the paper layout's 多选规则. */
export { MultSettingModal, type MultQuestion } from './components/basic/mult-setting-modal';
// Shared with the exam wizard (features/exams): the class picker, the file upload panel and the class list.
export { ClassPicker } from './components/basic/class-picker';
export { FileUploadPanel } from './components/upload/file-upload-panel';
export { QuestionCountBar } from './components/upload/question-count-bar';
export { useAllClass } from './api/get-all-class';
export { EMPTY_SELECTION, type ClassSelection } from './lib/class-selection';
export { AnswerLetters } from './components/upload/answer-letters';
export { OptionCount } from './components/upload/option-count';
export { disabledPastDate, disabledPastTime } from './lib/publish-rules';
// The teacher's publish defaults, shared with the account centre's 偏好设置 page (features/account-settings).
export { PreferFields, preferToValues, valuesToSave, type PreferValues } from './components/basic/prefer-fields';
export { usePrefer } from './api/get-prefer';
export { useSavePrefer } from './api/save-prefer';
export { useRescore } from './api/rescore';
