import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMarkAssistGroup, TMarkAssistGroups } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { SubjectivePage } from './subjective-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WORK = '44444444-4444-4444-8444-444444444444';
const guid = (n: number) => `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`;
const group = (key: string, representative: string, kind: TMarkAssistGroup['kind'], from: number, size: number): TMarkAssistGroup => ({
  key, representative, kind, split: false, size, markedCount: 0, commonScore: null,
  members: Array.from({ length: size }, (_, i) => ({ submissionGuid: guid(from + i), studentName: `学生${from + i}`, className: '七年级1班', answer: representative, imageCount: 0, score: null })),
});

function serve() {
  const groups: TMarkAssistGroups = {
    workGuid: WORK, name: '方程练习', th: 2, fullScore: 4, mathWitMarking: true, witMarking: false, tolerance: 0,
    questions: [{ th: 2, score: 4 }], answerCount: 6, markedCount: 0,
    groups: [group('auto-1', '2x+2', 'math', 1, 3), group('auto-2', 'x^2', 'text', 4, 2), group('auto-3', '2x', 'text', 6, 1)],
  };
  return fakeApi({
    '/api/WorkInfo/List': { status: 200, data: { list: [], total: 0 } },
    '/api/MarkAssist/Groups': () => ({ status: 200, data: groups }),
    '/api/MarkAssist/MarkGroup': (body) => {
      const { submissionGuids, score } = body as { submissionGuids: string[]; score: number };
      for (const g of groups.groups) {
        if (g.members.some((m) => submissionGuids.includes(m.submissionGuid))) Object.assign(g, { markedCount: g.size, commonScore: score });
      }
      groups.markedCount = groups.groups.reduce((n, g) => n + g.markedCount, 0);
      return { status: 200, data: { th: 2, score, markedCount: submissionGuids.length } };
    },
    '/api/MarkAssist/Split': { status: 200, data: { key: 'split-1', size: 1 } },
  });
}

const render = () => renderAt(<SubjectivePage />, `/ai-correction/subjective?workGuid=${WORK}&th=2`);

describe('辅助批改', () => {
  it('shows the groups with their size and marks a whole group with one click, then the next with the Z key', async () => {
    const api = serve();
    render();
    expect(await screen.findByText('共 6 份作答，3 组，已批 0 份')).toBeTruthy();
    const cards = screen.getAllByTestId('assist-group');
    expect(within(cards[0]!).getByText('3 人')).toBeTruthy();
    expect(within(cards[0]!).getByText('等价算式')).toBeTruthy();
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /满分/ }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/MarkAssist/MarkGroup')).toHaveLength(1));
    expect(api.calls.find((c) => c.path === '/api/MarkAssist/MarkGroup')?.body).toEqual({ workGuid: WORK, th: 2, submissionGuids: [guid(1), guid(2), guid(3)], score: 4 });
    expect(await screen.findByText('共 6 份作答，3 组，已批 3 份')).toBeTruthy();
    // The next unmarked group is the selected one: Z gives it zero.
    await waitFor(() => expect(screen.getAllByTestId('assist-group')[1]!.getAttribute('aria-current')).toBe('true'));
    await userEvent.keyboard('z');
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/MarkAssist/MarkGroup')).toHaveLength(2));
    expect(api.calls.filter((c) => c.path === '/api/MarkAssist/MarkGroup')[1]?.body).toEqual({ workGuid: WORK, th: 2, submissionGuids: [guid(4), guid(5)], score: 0 });
  });

  it('splits the chosen students out of a group', async () => {
    const api = serve();
    render();
    await screen.findByText('共 6 份作答，3 组，已批 0 份');
    await userEvent.click(within(screen.getAllByTestId('assist-group')[0]!).getByRole('button', { name: '拆分' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /学生2/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '拆为单独一组' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/MarkAssist/Split')?.body).toEqual({ workGuid: WORK, th: 2, submissionGuids: [guid(2)] }));
  });

  it('shows the word tolerance saved for the question and saves a change, which regroups the answers and survives a reload', async () => {
    let tolerance = 2;
    const words = (): TMarkAssistGroups => ({
      workGuid: WORK, name: '单词听写', th: 2, fullScore: 4, mathWitMarking: false, witMarking: true, tolerance,
      questions: [{ th: 2, score: 4 }], answerCount: 3, markedCount: 0,
      groups: tolerance >= 2 ? [group('auto-1', 'apple', 'word', 1, 3)] : [group('auto-1', 'apple', 'word', 1, 2), group('auto-2', 'appel', 'text', 3, 1)],
    });
    const api = fakeApi({
      '/api/WorkInfo/List': { status: 200, data: { list: [], total: 0 } },
      '/api/MarkAssist/Groups': () => ({ status: 200, data: words() }),
      '/api/MarkAssist/SaveTolerance': (body) => {
        tolerance = (body as { tolerance: number }).tolerance;
        return { status: 200, message: '保存成功', data: { th: 2, tolerance } };
      },
    });
    const view = render();
    const input = await screen.findByRole('spinbutton', { name: '容错字母数' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('2'));
    expect(screen.getByText('共 3 份作答，1 组，已批 0 份')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/MarkAssist/SaveTolerance')?.body).toEqual({ workGuid: WORK, th: 2, tolerance: 1 }));
    expect(await screen.findByText('共 3 份作答，2 组，已批 0 份')).toBeTruthy();
    // The groups are asked for without a tolerance: the server applies the saved one.
    const asked = api.fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/MarkAssist/Groups'));
    expect(asked.every((u) => !u.includes('tolerance='))).toBe(true);
    // A reload reads the saved 1.
    view.unmount();
    render();
    const again = await screen.findByRole('spinbutton', { name: '容错字母数' });
    await waitFor(() => expect((again as HTMLInputElement).value).toBe('1'));
  });
});
