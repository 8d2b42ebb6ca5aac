/** 错题打磨 (spec 03 §2.5, §7.2) and 推荐练习 / 查看详情 (spec 03 §2.6, §7.3). */
export { WrongGrindPage } from './components/wrong-grind-page';
export { PracticePage, SituationDetailPage, TikuRecommendPage } from './components/recommend-page';
export { CombinationPracticePage, WeakPracticePage } from './components/practice-builder-page';
