import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { RichOptions } from './rich-options';

/** happy-dom lays nothing out: the line's width and each option's natural width (10 px a character) are stubbed. */
function layout(lineWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('rich-options') ? lineWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { width: (this.textContent ?? '').length * 10 } as DOMRect;
  });
}

const choices = (...texts: string[]) => texts.map((text, i) => ({ label: 'ABCD'[i]!, text }));
const columnsOf = (container: HTMLElement) => container.querySelector('.rich-options')!.getAttribute('data-columns');

afterEach(() => vi.restoreAllMocks());

describe('RichOptions (issue 9 item 25)', () => {
  it('lays four short options in one row on a 1366 px page', () => {
    layout(900);
    const { container } = render(<RichOptions options={choices('1', '2', '3', '4')} />);
    expect(columnsOf(container)).toBe('4');
  });

  it('lays options two to a row when the widest does not fit a quarter, never three and one', () => {
    layout(900);
    const { container } = render(<RichOptions options={choices('短', '一个比较长的选项，需要半行的宽度才能放下', '三', '四')} />);
    expect(columnsOf(container)).toBe('2');
  });

  it('gives each long option its own row', () => {
    layout(300);
    const { container } = render(<RichOptions options={choices('一个很长很长的选项，一行只放得下它自己', '二', '三', '四')} />);
    expect(columnsOf(container)).toBe('1');
  });
});
