/** 学科网题库 (spec 02 §2 /zxxk, /zxxk-iframe, /zxxk-middleware; §7 DeleteXkwItem). */
export { ZxxkPage } from './components/zxxk-page';
export { ZxxkIframePage } from './components/zxxk-iframe-page';
export { ZxxkMiddlewarePage } from './components/zxxk-middleware-page';
