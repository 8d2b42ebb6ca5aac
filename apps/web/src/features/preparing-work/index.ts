/** 备课 (PreparingWork, spec 02 §7, spec 03 §7.3): a teacher's lesson preparations with a paper, listed and edited. */
export { PreparingList } from './components/preparing-list';
export { PrepareButton } from './components/prepare-button';
