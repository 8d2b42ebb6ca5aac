/** 个人中心 settings screens: 答题卡, 机阅设置 and 偏好设置 (spec 03 §2.9). */
export { AnswerCardPage } from './components/answer-card-page';
export { MachineReadablePage } from './components/machine-readable-page';
export { PreferenceSettingPage } from './components/preference-setting-page';
