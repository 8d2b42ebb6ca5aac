/** 精准教学 (/microdj, spec 03 §2.1; issue 14 item 7). */
export { MicrodjPage } from './components/microdj-page';
