/** Item text (HTML with `$…$` formulas typeset by KaTeX), shared by the question bank and the question editor. */
export { RichText } from './rich-text';
export { RichOptions } from './rich-options';
export { RENDER_ERROR_TEXT, formulaRenders, renderRichText, type RenderedRichText } from './render-rich-text';
