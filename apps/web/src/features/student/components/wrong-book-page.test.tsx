import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
});
