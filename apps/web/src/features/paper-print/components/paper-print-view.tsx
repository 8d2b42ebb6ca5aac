import { useMemo } from 'react';
import 'katex/dist/katex.min.css';
import { paperPrintCss, paperPrintHtml, type PaperPrintSettings, type PrintPaper } from '@zuoyeben/shared';
import { renderRichText } from '@/components/rich-text';

const renderRich = (text: string) => renderRichText(text).html;

/**
 * A paper on screen exactly as it prints: the shared print layout (rules/paper-print) with the web's rich-text
 * renderer, so the layout page is WYSIWYG with the PDF the server makes from the same function. The sheet is drawn at
 * its printed width in millimetres on a white page; a narrow screen scrolls it sideways rather than reflowing it.
 */
export function PaperPrintView({ paper, settings }: { paper: PrintPaper; settings: PaperPrintSettings }) {
  const html = useMemo(() => paperPrintHtml(paper, settings, renderRich), [paper, settings]);
  // Printed, columns fill page by page (column-fill:auto against the sheet's height); on screen there is no page
  // height, so auto would pour everything into the first column: balance them instead.
  const css = useMemo(() => `${paperPrintCss(settings)}\n.zyb-paper{column-fill:balance}`, [settings]);
  return (
    <div style={{ overflowX: 'auto' }}>
      <style>{css}</style>
      <div style={{ background: '#fff', padding: '15mm', width: 'max-content', boxShadow: '0 1px 4px rgba(0,0,0,0.15)' }}
        // Safe: every rich text went through renderRichText (DOMPurify) and every plain text was escaped by the layout.
        dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
