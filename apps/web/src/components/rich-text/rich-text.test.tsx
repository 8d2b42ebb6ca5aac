import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('typesets each $…$ formula with KaTeX inside the item HTML', () => {
    const { container } = render(<RichText html="<p>求 $\frac{1}{2}+x$ 的值</p>" />);
    expect(container.querySelector('p .katex')).not.toBeNull();
    expect(container.querySelector('.katex-mathml annotation')?.textContent).toBe('\\frac{1}{2}+x');
    expect(container.textContent).toContain('求');
    expect(container.querySelector('[data-render-error]')).toBeNull();
  });

  it('shows a formula KaTeX refuses as raw text with a 渲染错误 tag', () => {
    const { container, getByText } = render(<RichText html="已知 $\frac{1}{$ 与 $y$" />);
    expect(getByText('渲染错误')).toBeTruthy();
    expect(container.textContent).toContain('$\\frac{1}{$');
    // The good formula next to it still renders.
    expect(container.querySelectorAll('.katex')).toHaveLength(1);
    expect(container.querySelector('[data-render-error]')).not.toBeNull();
  });

  it('flags text whose dollars are unpaired', () => {
    const { getByText } = render(<RichText html="价格是 $5 元" />);
    expect(getByText('渲染错误')).toBeTruthy();
  });

  it('strips scripts, event handlers and links but keeps figures', () => {
    const figure = 'data:image/svg+xml;base64,PHN2Zy8+';
    const { container } = render(
      <RichText html={`<p onclick="alert(1)">如图<script>alert(2)</script><a href="javascript:alert(3)">链接</a></p><img class="item-figure" src="${figure}" onerror="alert(4)"><svg><circle r="2"/></svg>`} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('p')?.getAttribute('onclick')).toBeNull();
    // Items have no links: the element goes, its text stays.
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('链接');
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(figure);
    expect(img?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('svg circle')).not.toBeNull();
  });

  it('does not accept data: URLs other than images', () => {
    const { container } = render(<RichText html={'<img src="data:text/html;base64,PHNjcmlwdD4=">'} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBeNull();
  });
});
