import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWrongBookItem } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { ME } from '../testing/fixtures';
import { renderStudentPage } from '../testing/render-student';
import { WrongBookPage } from './wrong-book-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const W = '44444444-4444-4444-8444-000000000001';
const q = (th: number, knowledge: string, mastered = false): TWrongBookItem => ({
  workGuid: W, workName: '方程练习', km: '数学', endTime: '2026-11-20T08:00:00.000Z', th, type: 1, optionCount: 4, fullScore: 2, score: 0,
  myAnswer: 'C', answerKey: 'B', content: null, knowledge: [{ guid: `k${th}`, name: knowledge }], mastered,
});
const K = '55555555-5555-4555-8555-000000000001';
const I1 = '66666666-6666-4666-8666-000000000001';
const I2 = '66666666-6666-4666-8666-000000000002';
const similar = (itemGuid: string, typeName: string, optionCount: number) => ({
  itemGuid, type: 1, optionCount, difficulty: 4, difficultyName: '较难',
  content: { typeName, material: null, stem: `<p>同类题 ${typeName}</p>`, options: [], explanation: null },
  reasons: ['考查同一知识点「一元一次方程」', '难度较难，与你在该知识点的得分率为30%相当', '你在作业中没有做过这道题'],
});

describe('错题本', () => {
  it('groups lost questions by knowledge point and marks one 已掌握', async () => {
    const api = fakeApi({
      '/api/Student/Me': { status: 200, data: ME },
      '/api/Student/WrongBook': { status: 200, data: { subjects: ['数学'], list: [q(1, '一元一次方程'), q(2, '有理数', true)] } },
      '/api/Student/WrongBook/Mastered': { status: 200, data: { mastered: true } },
    });
    renderStudentPage(<WrongBookPage />, { url: '/student/wrong-book', path: '/student/wrong-book' });
    expect(await screen.findByText('方程练习（2）')).toBeTruthy();
    await userEvent.click(screen.getByText('按知识点'));
    expect(await screen.findByText('一元一次方程（1）')).toBeTruthy();
    expect(screen.getByText('有理数（1）')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '方程练习第1题已掌握' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/Student/WrongBook/Mastered')?.body).toEqual({ workGuid: W, th: 1, mastered: true }));
  }, 60_000);

  it('hides mastered questions on request', async () => {
    fakeApi({
      '/api/Student/Me': { status: 200, data: ME },
      '/api/Student/WrongBook': { status: 200, data: { subjects: ['数学'], list: [q(1, '一元一次方程'), q(2, '有理数', true)] } },
    });
    renderStudentPage(<WrongBookPage />, { url: '/student/wrong-book', path: '/student/wrong-book' });
    expect(await screen.findByText('方程练习（2）')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: '隐藏已掌握' }));
    expect(await screen.findByText('方程练习（1）')).toBeTruthy();
  }, 60_000);

  it('opens 举一反三 for a knowledge point: each similar question says why, and is scored at once with the key and explanation', async () => {
    const api = fakeApi({
      '/api/Student/Me': { status: 200, data: ME },
      '/api/Student/WrongBook': { status: 200, data: { subjects: ['数学'], list: [{ ...q(1, '一元一次方程'), knowledge: [{ guid: K, name: '一元一次方程' }] }] } },
      '/api/Student/WrongBook/Practice': { status: 200, data: {
        knowledgeGuid: K, knowledgeName: '一元一次方程', km: '数学', myRate: 0.3, lostCount: 1, list: [similar(I1, '单选题', 4), similar(I2, '判断题', 2)],
      } },
      '/api/Student/WrongBook/Practice/Check': (body) => ({ status: 200, data: (body as { itemGuid: string }).itemGuid === I1
        ? { isCorrect: false, answerKey: 'B', explanation: '<p>移项要变号</p>' }
        : { isCorrect: true, answerKey: 'A', explanation: null } }),
    });
    renderStudentPage(<WrongBookPage />, { url: '/student/wrong-book', path: '/student/wrong-book' });
    expect(await screen.findByText('方程练习（1）')).toBeTruthy();
    // Only a knowledge-point group starts a practice.
    expect(screen.queryByRole('button', { name: '一元一次方程举一反三' })).toBeNull();
    await userEvent.click(screen.getByText('按知识点'));
    await userEvent.click(await screen.findByRole('button', { name: '一元一次方程举一反三' }));
    const first = await screen.findByLabelText('同类题第1题');
    expect(api.calls.find((c) => c.path === '/api/Student/WrongBook/Practice')).toBeTruthy();
    expect(within(first).getByText('难度较难，与你在该知识点的得分率为30%相当')).toBeTruthy();
    expect(screen.getByText('已答 0/2 题，答对 0 题')).toBeTruthy();

    await userEvent.click(within(first).getByRole('button', { name: '第1题 C' }));
    await userEvent.click(within(first).getByRole('button', { name: '提交答案' }));
    expect(await within(first).findByText('回答错误，正确答案：B')).toBeTruthy();
    expect(within(first).getByText('移项要变号')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/Student/WrongBook/Practice/Check')?.body).toEqual({ knowledgeGuid: K, itemGuid: I1, answer: 'C' });
    // Answered questions are locked.
    expect(within(first).queryByRole('button', { name: '提交答案' })).toBeNull();

    const second = screen.getByLabelText('同类题第2题');
    await userEvent.click(within(second).getByRole('button', { name: '第2题 A' }));
    await userEvent.click(within(second).getByRole('button', { name: '提交答案' }));
    expect(await within(second).findByText('回答正确')).toBeTruthy();
    expect(screen.getByText('已答 2/2 题，答对 1 题')).toBeTruthy();
  }, 60_000);
});
