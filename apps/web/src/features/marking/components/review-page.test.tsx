import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { TScanSheet } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { ReviewPage } from './review-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WORK = '44444444-4444-4444-8444-444444444444';
const S1 = '66666666-6666-4666-8666-000000000001';
const S2 = '66666666-6666-4666-8666-000000000002';
const SUB = '55555555-5555-4555-8555-000000000001';
const sheet = (stuGuid: string, score6: number | null): TScanSheet => ({
  workGuid: WORK,
  workName: '扫描作业',
  students: [{ stuGuid: S1, stuName: '张三', className: '七年级1班' }, { stuGuid: S2, stuName: '李四', className: '七年级1班' }],
  student: stuGuid === S1 ? { stuGuid: S1, stuName: '张三', className: '七年级1班' } : { stuGuid: S2, stuName: '李四', className: '七年级1班' },
  submissionGuid: SUB,
  pages: [{ pageGuid: '77777777-7777-4777-8777-000000000001', index: 1, cardPage: 1, answers: [{ th: 1, read: 'A', decided: null, flags: [] }, { th: 2, read: 'C', decided: 'B', flags: ['ambiguous'] }], areas: [6] }],
  questions: [
    { th: 1, subjective: false, fullScore: 2, answer: 'A', score: 2, images: [] },
    { th: 2, subjective: false, fullScore: 2, answer: 'B', score: 0, images: [] },
    { th: 6, subjective: true, fullScore: 10, answer: '', score: score6, images: [{ fileKey: 'a'.repeat(32), filePath: `/api/Upload/File/${'a'.repeat(32)}` }] },
  ],
  totalScore: 2 + (score6 ?? 0),
});

function serve() {
  let score6: number | null = 6;
  return fakeApi({
    '/api/Scan/Sheet': () => ({ status: 200, data: sheet(String(globalThis.location?.search ?? '').includes(S2) ? S2 : S1, score6) }),
    '/api/Mark/Save': (body) => {
      score6 = (body as { score: number }).score;
      return { status: 200, data: { ...(body as object), totalScore: 2 + score6, isFullyMarked: true } };
    },
  });
}
function Where() {
  const location = useLocation();
  return <output aria-label="当前地址">{location.pathname + location.search}</output>;
}
const render = () =>
  renderAt(
    <>
      <Where />
      <ReviewPage />
    </>,
    `/review?workGuid=${WORK}`,
  );

describe('批阅 (one student’s scanned sheet)', () => {
  it('shows the sheet’s pages with what was read and the score of every question', async () => {
    serve();
    render();
    expect(await screen.findByRole('img', { name: '答题卡第1面（扫描第1页）' })).toBeTruthy();
    const overlay = screen.getByLabelText('第1面识别结果');
    expect(overlay.textContent).toContain('1. A 2分');
    expect(overlay.textContent).toContain('2. B（已确认） 0分');
    expect(overlay.textContent).toContain('6. 主观题 6分');
    expect(screen.getByText('总分 8')).toBeTruthy();
    expect(screen.getByRole('img', { name: '第6题答案' })).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: '显示识别结果' }));
    expect(screen.queryByLabelText('第1面识别结果')).toBeNull();
  });

  it('corrects a written answer’s score through Mark/Save', async () => {
    const api = serve();
    render();
    const input = await screen.findByRole('spinbutton', { name: '第6题得分' });
    await userEvent.clear(input);
    await userEvent.type(input, '9{Enter}');
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/Mark/Save')?.body).toEqual({ workGuid: WORK, th: 6, submissionGuid: SUB, score: 9 }));
  });

  it('steps to the next student with → and 下一位', async () => {
    serve();
    render();
    await screen.findByText('总分 8');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByLabelText('当前地址').textContent).toContain(`stuGuid=${S2}`));
    expect(screen.getByRole('button', { name: /上一位/ })).toBeTruthy();
  });
});
