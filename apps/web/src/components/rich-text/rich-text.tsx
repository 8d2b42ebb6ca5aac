import { useMemo, type CSSProperties } from 'react';
import { theme } from 'antd';
import 'katex/dist/katex.min.css';
import { renderRichText } from './render-rich-text';
import './rich-text.css';

interface RichTextProps {
  /** Item HTML with formulas between `$…$`. */
  html: string;
  /** Inline text (an option, a tag) instead of a block. */
  inline?: boolean;
  className?: string;
}

/** Shows item text: sanitised HTML, formulas typeset by KaTeX, a red 渲染错误 tag on a formula that fails. */
export function RichText({ html, inline = false, className }: RichTextProps) {
  const { token } = theme.useToken();
  const rendered = useMemo(() => renderRichText(html), [html]);
  const Tag = inline ? 'span' : 'div';
  const style = {
    '--rich-text-error-color': token.colorError,
    '--rich-text-error-bg': token.colorErrorBg,
    '--rich-text-error-border': token.colorErrorBorder,
  } as CSSProperties;
  return (
    <Tag
      className={['rich-text', className].filter(Boolean).join(' ')}
      style={style}
      data-render-error={rendered.errors.length > 0 || undefined}
      dangerouslySetInnerHTML={{ __html: rendered.html }}
    />
  );
}
