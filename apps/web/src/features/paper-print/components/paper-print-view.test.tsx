import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { DEFAULT_PAPER_PRINT_SETTINGS, SideType, type PrintPaper } from '@zuoyeben/shared';
import { PaperPrintView } from './paper-print-view';

const paper: PrintPaper = {
  title: '期中<测试>',
  groups: [{ name: '解答题', items: [{ type: 5, stem: '求 $x^2$ 的值<img src=x onerror=alert(1)>', options: [], answer: [], explanation: '', score: 10, answerAreaHeight: 120 }] }],
};

describe('PaperPrintView', () => {
  it('shows the shared print layout with KaTeX formulas, sanitised stems and the sheet’s columns', () => {
    const { container } = render(<PaperPrintView paper={paper} settings={{ ...DEFAULT_PAPER_PRINT_SETTINGS, sideType: SideType.A3TwoColumns }} />);
    expect(container.querySelector('.zp-title')?.textContent).toBe('期中<测试>');
    expect(container.querySelector('.zp-group-title')?.textContent).toBe('一、解答题（共1题，共10分）');
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((container.querySelector('.zp-area') as HTMLElement).style.height).toBe('120px');
    expect(container.querySelector('style')?.textContent).toContain('column-count:2');
  });
});
