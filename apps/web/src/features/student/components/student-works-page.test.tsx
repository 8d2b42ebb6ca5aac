import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { ME, buildWorkItem } from '../testing/fixtures';
import { renderStudentPage } from '../testing/render-student';
import { STUDENT_WORKS_REFRESH_MS } from '../api/get-student-works';
import { StudentWorksPage } from './student-works-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const hours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
const works = [
  buildWorkItem({ workGuid: '44444444-4444-4444-8444-000000000001', name: '方程练习', endTime: hours(3) }),
  buildWorkItem({ workGuid: '44444444-4444-4444-8444-000000000002', name: '几何初步', status: 1, km: '数学' }),
  buildWorkItem({ workGuid: '44444444-4444-4444-8444-000000000003', name: '古诗默写', km: '语文', state: 2, status: 2, score: 18, endTime: hours(-30) }),
  buildWorkItem({ workGuid: '44444444-4444-4444-8444-000000000004', name: '单词听写', km: '英语', state: 2, status: 0, endTime: hours(-50) }),
];

function serve(me = ME) {
  return fakeApi({
    '/api/Student/Me': { status: 200, data: me },
    '/api/Student/Works': { status: 200, data: { list: works } },
    '/api/Student/Corrections': { status: 200, data: { list: [] } },
  });
}
const render = () => renderStudentPage(<StudentWorksPage />, { url: '/student', path: '/student', routes: { '/student/work/:workGuid': <p>作答页面</p> } });
const card = (name: string) => screen.getByRole('link', { name });

describe('student homework list', () => {
  it('shows each homework as a card with subject, end time, status and the score when published', async () => {
    serve();
    render();
    expect(await screen.findByRole('link', { name: '方程练习' })).toBeTruthy();
    expect(within(card('方程练习')).getByText('未提交')).toBeTruthy();
    expect(within(card('方程练习')).getByText(/^截止/)).toBeTruthy();
    expect(within(card('几何初步')).getByText('已提交')).toBeTruthy();
    expect(within(card('古诗默写')).getByText('逾期提交')).toBeTruthy();
    expect(within(card('古诗默写')).getByText('语文')).toBeTruthy();
    expect(card('古诗默写').textContent).toContain('得分 18 / 20');
    expect(card('几何初步').textContent).not.toContain('得分');
    expect(within(card('单词听写')).getByText(/^已结束/)).toBeTruthy();
    expect(screen.getByText('七年级1班 · 王芳')).toBeTruthy();
  });

  it('filters the homework still to do', async () => {
    serve();
    render();
    await userEvent.click(await screen.findByText('待完成（1）'));
    expect(screen.getByRole('link', { name: '方程练习' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '几何初步' })).toBeNull();
  });

  it('opens a homework when its card is tapped', async () => {
    serve();
    render();
    await userEvent.click(await screen.findByRole('link', { name: '几何初步' }));
    expect(await screen.findByText('作答页面')).toBeTruthy();
    expect(screen.getByLabelText('当前地址').textContent).toBe('/student/work/44444444-4444-4444-8444-000000000002');
  });

  it('sends a student on a handed-out password to 修改密码 before the list', async () => {
    serve({ ...ME, isInitialPassword: true });
    renderStudentPage(<StudentWorksPage />, { url: '/student', path: '/student', routes: { '/student/password': <p>修改密码页面</p> } });
    expect(await screen.findByText('修改密码页面')).toBeTruthy();
  });
});

describe('student homework list at an exam\'s start', () => {
  it('shows an exam that started while the list was open when the phone comes back to the page, without reloading', async () => {
    const api = serve();
    render();
    await screen.findByRole('link', { name: '方程练习' });
    expect(screen.queryByRole('link', { name: '期中数学考试' })).toBeNull();
    api.routes['/api/Student/Works'] = {
      status: 200,
      data: { list: [buildWorkItem({ workGuid: '44444444-4444-4444-8444-000000000005', name: '期中数学考试', endTime: hours(2) }), ...works] },
    };
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('link', { name: '期中数学考试' })).toBeTruthy();
    focusManager.setFocused(undefined);
  });

  it('reads the list again every minute while it stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = serve();
      render();
      await screen.findByRole('link', { name: '方程练习' });
      const reads = () => api.calls.filter((c) => c.path === '/api/Student/Works').length;
      const before = reads();
      await act(() => vi.advanceTimersByTimeAsync(STUDENT_WORKS_REFRESH_MS));
      expect(reads()).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
