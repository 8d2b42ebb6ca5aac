import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { ME, WORK_GUID, buildWork } from '../testing/fixtures';
import { renderStudentPage } from '../testing/render-student';
import { StudentWorkPage } from './student-work-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const FIGURE = '<svg width="80" height="30" aria-label="数轴"><line x1="0" y1="15" x2="80" y2="15" stroke="black"></line></svg>';

/** A homework published from a paper: no question files, each question carries its bank stem and options. */
const paperWork = buildWork({
  questionFiles: [],
  questions: [
    {
      th: 1, type: 1, optionCount: 4, score: 3, answer: null,
      content: { typeName: '单选题', material: null, stem: '计算 $\\frac{1}{2}+\\frac{1}{3}$ 的结果是', options: ['$\\frac{5}{6}$', '$\\frac{2}{5}$', '$1$', '$\\frac{1}{6}$'].map((text, i) => ({ label: 'ABCD'[i]!, text })), explanation: null },
    },
    { th: 2, type: 1, optionCount: 2, score: 2, answer: null, content: { typeName: '判断题', material: null, stem: '判断：$0$ 是最小的有理数。', options: [{ label: 'A', text: '对' }, { label: 'B', text: '错' }], explanation: null } },
    { th: 3, type: 3, optionCount: 4, score: 8, answer: null, content: { typeName: '解答题', material: null, stem: `如图，${FIGURE} 在数轴上表示 $-2$。`, options: [], explanation: null } },
  ],
});

function serve() {
  return fakeApi({
    '/api/Student/Me': { status: 200, data: ME },
    [`/api/Student/Work/${WORK_GUID}`]: { status: 200, data: paperWork },
  });
}
const render = () => renderStudentPage(<StudentWorkPage />, { url: `/student/work/${WORK_GUID}`, path: '/student/work/:workGuid' });

describe('the phone page of a homework published from a paper', () => {
  it('shows each question\'s stem and options with typeset formulas and its figure, not only bubbles', async () => {
    serve();
    const { container } = render();
    await screen.findByText(/第1题 · 单选题 · 3分/);
    const first = screen.getByText(/第1题 · 单选题/).closest('.ant-card') as HTMLElement;
    // KaTeX typeset the fraction in the stem and in every option (MathML kept for screen readers).
    expect(first.querySelectorAll('.katex').length).toBe(5);
    expect(within(first).getByText('计算', { exact: false })).toBeTruthy();
    expect(first.querySelectorAll('[data-option]')).toHaveLength(4);
    expect(within(first).getByRole('group', { name: '第1题选项（单选）' })).toBeTruthy();
    expect(container.querySelector('svg line')).toBeTruthy();
    const trueFalse = screen.getByText(/第2题 · 判断题/).closest('.ant-card') as HTMLElement;
    expect(within(trueFalse).getByText('错')).toBeTruthy();
    expect(screen.queryByText(/渲染错误/)).toBeNull();
  });

  it('takes a typed answer to a subjective question besides photos', async () => {
    serve();
    render();
    const box = await screen.findByRole('textbox', { name: '第3题文字作答' });
    await userEvent.type(box, 'x=-2');
    expect((box as HTMLInputElement).value).toBe('x=-2');
    expect(screen.getByLabelText('第3题拍照/上传')).toBeTruthy();
  });
});
