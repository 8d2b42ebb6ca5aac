import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { stubCanvas } from '@/app/testing/canvas';
import { clickChartItem } from '../testing/chart';
import { DETAIL_1, HEAD, LIST, PARAMS, student } from '../testing/fixtures';
import { renderWithApp } from '../testing/render';
import { JobCommentsTab } from './job-comments-tab';

beforeEach(() => {
  stubCanvas();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/api/MPaper/HomeworkReview': { status: 200, data: HEAD },
    '/api/MPaper/HomeworkReviewList': { status: 200, data: LIST },
    '/api/MPaper/HomeworkReviewDetail': { status: 200, data: DETAIL_1 },
    '/api/Speak/UserInfo': { status: 200, data: { stuGuid: student(0).stuGuid, studentName: '李雷', buddies: '2026070000', className: '七年级1班' } },
    '/api/Speak/StudentThImg': { status: 200, data: { studentAnswerPic: '', studentAnswer: 'A', score: 2, answerType: 1 } },
    ...extra,
  });
}

const shownThs = () => screen.getAllByLabelText(/^第\d+题$/).map((el) => el.getAttribute('aria-label'));

describe('作业讲评', () => {
  it('shows each question with its type, knowledge point, class scoring rate, full-mark and lose-mark counts', async () => {
    serve();
    renderWithApp(<JobCommentsTab {...PARAMS} />);
    const first = await screen.findByLabelText('第1题');
    expect(first.textContent).toBe('第1题单选题知识点：有理数班级得分率：0.40满分人数：2人失分人数：3人');
    expect(screen.getByLabelText('第2题').textContent).toContain('知识点：--');
  });

  it('filters by scoring-rate level half a second after the choice', async () => {
    serve();
    const user = userEvent.setup();
    renderWithApp(<JobCommentsTab {...PARAMS} />);
    await screen.findByLabelText('第1题');
    await user.click(await screen.findByText(/较差（0.4-0.6）1题/));
    // Not at once: the filter waits 500 ms.
    expect(shownThs()).toEqual(['第1题', '第2题', '第3题']);
    await waitFor(() => expect(shownThs()).toEqual(['第2题']));
  });

  it('orders by scoring rate: the icon cycles none → ascending → descending → none', async () => {
    serve();
    const user = userEvent.setup();
    renderWithApp(<JobCommentsTab {...PARAMS} />);
    await screen.findByLabelText('第1题');
    await user.click(screen.getByRole('button', { name: '按得分率排序：不排序' }));
    expect(shownThs()).toEqual(['第1题', '第2题', '第3题']);
    await user.click(screen.getByRole('button', { name: '按得分率排序：升序' }));
    expect(shownThs()).toEqual(['第3题', '第2题', '第1题']);
    await user.click(screen.getByRole('button', { name: '按得分率排序：降序' }));
    expect(shownThs()).toEqual(['第1题', '第2题', '第3题']);
    expect(screen.getByRole('button', { name: '按得分率排序：不排序' })).toBeTruthy();
  });

  it('loads a question’s detail only when it is first opened', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderWithApp(<JobCommentsTab {...PARAMS} />);
    await user.click(await screen.findByLabelText('第1题'));
    expect(await screen.findByText('负数的绝对值是它的相反数。')).toBeTruthy();
    expect(screen.getByText('0.8分')).toBeTruthy();
    const details = api.calls.filter((c) => c.path === '/api/MPaper/HomeworkReviewDetail');
    expect(details).toHaveLength(1);
    expect(String(api.fetchMock.mock.calls.find(([u]) => String(u).includes('HomeworkReviewDetail'))![0])).toContain('th=1');
  });

  it('lists the students who chose an option when its bar is clicked', async () => {
    serve();
    const user = userEvent.setup();
    renderWithApp(<JobCommentsTab {...PARAMS} />);
    await user.click(await screen.findByLabelText('第1题'));
    const chart = await screen.findByRole('img', { name: '第1题选项分布柱状图' });
    clickChartItem(chart, 0);
    const chosen = await screen.findByRole('region', { name: '所选学生' });
    expect(within(chosen).getByText('选择A的学生（2人）')).toBeTruthy();
    expect(within(chosen).getByText('李雷')).toBeTruthy();
    expect(within(chosen).getByText('王芳')).toBeTruthy();
    expect(within(chosen).queryByText('韩梅梅')).toBeNull();
    clickChartItem(chart, 2);
    expect(await screen.findByText('该选项没有学生作答，请查看其它选项')).toBeTruthy();
  });

  it('lists the students of a score range when its slice of a subjective question is clicked', async () => {
    serve({
      '/api/MPaper/HomeworkReviewDetail': {
        status: 200,
        data: {
          ...DETAIL_1, th: 3, type: 1, fullScore: 10, optionArry: [], answer: '',
          splitScoreArray: [
            { name: '0-40%', count: 1, students: [student(2, { score: 3 })] },
            { name: '40%-60%', count: 1, students: [student(1, { score: 5 })] },
            { name: '60%-80%', count: 0, students: [] },
            { name: '80%-100%', count: 2, students: [student(0, { score: 10 }), student(4, { score: 8 })] },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderWithApp(<JobCommentsTab {...PARAMS} />);
    await user.click(await screen.findByLabelText('第3题'));
    const chart = await screen.findByRole('img', { name: '第3题得分分布饼图' });
    clickChartItem(chart, 3);
    const chosen = await screen.findByRole('region', { name: '所选学生' });
    expect(within(chosen).getByText('得分率80%-100%的学生（2人）')).toBeTruthy();
    expect(within(chosen).getAllByText(/李雷|刘洋/).map((e) => e.textContent)).toEqual(['李雷', '刘洋']);
  });

  it('opens the answer carousel on a student: n / total, 第N题, the student and 得分X分; a blank answer says 未作答', async () => {
    serve({
      '/api/Speak/StudentThImg': (_b) => ({ status: 200, data: { studentAnswerPic: '', studentAnswer: '', score: 0, answerType: 0 } }),
    });
    const user = userEvent.setup();
    renderWithApp(<JobCommentsTab {...PARAMS} />);
    await user.click(await screen.findByLabelText('第1题'));
    await user.click(await screen.findByRole('button', { name: '查看学生作答' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('位置').textContent).toBe('1 / 4');
    expect(within(dialog).getByText('第1题')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByLabelText('当前学生').textContent).toBe('李雷（七年级1班）'));
    expect(within(dialog).getByText('得分0分')).toBeTruthy();
    expect(await within(dialog).findByText('未作答')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '下一个' }));
    expect(within(dialog).getByLabelText('位置').textContent).toBe('2 / 4');
  });
});
