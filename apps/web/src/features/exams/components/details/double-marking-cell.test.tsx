import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSubjectiveThs } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { DoubleMarkingCell } from './double-marking-cell';
import { ReviewerProgress } from './reviewer-progress';

const WORK = '44444444-4444-4444-8444-444444444444';
const ths = (doubleMarking: TSubjectiveThs[number]['doubleMarking']): TSubjectiveThs => [{
  th: 2, score: 10,
  reviewers: [{ userId: 7, name: '王老师', markedCount: 3, taskCount: 4 }, { userId: 8, name: '李老师', markedCount: 0, taskCount: 4 }],
  group: [2, 3],
  doubleMarking,
}];

function serve() {
  let current = ths(null);
  return fakeApi({
    '/api/ExamSet/GetSubjectiveThs': () => ({ status: 200, data: current }),
    '/api/ExamSet/GetTeachers': { status: 200, data: [{ userId: 7, name: '王老师', phone: '13800000007' }, { userId: 9, name: '赵老师', phone: '13800000009' }] },
    '/api/ExamSet/SaveDoubleMarking': (body) => {
      const b = body as { tolerance: number; arbiterUserId: number | null };
      current = ths({ tolerance: b.tolerance, arbiterUserId: b.arbiterUserId, arbiterName: b.arbiterUserId ? '赵老师' : null, firstCount: 0, secondCount: 0, arbitrationCount: 0 });
      return { status: 200, data: current };
    },
  });
}

describe('exam detail marking tab: double marking and reviewer progress', () => {
  it('the creator turns double marking on with a tolerance of 3 points; the cell then shows the counts', async () => {
    const api = serve();
    renderAt(<DoubleMarkingCell workGuid={WORK} ruCode="RU10001" th={2} fullScore={10} editable />, '/jobManager/exam-details');
    expect(await screen.findByText('单评')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '设置' }));
    await userEvent.click(await screen.findByRole('switch', { name: '第2题双评' }));
    const tolerance = screen.getByRole('spinbutton', { name: '双评误差' });
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '3');
    await userEvent.click(screen.getByRole('button', { name: '保存双评设置' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/ExamSet/SaveDoubleMarking')?.body).toEqual({ ruCode: 'RU10001', workInfoGuid: WORK, th: 2, tolerance: 3, arbiterUserId: null }));
    expect(await screen.findByText('误差 3 分，仲裁：创建人')).toBeTruthy();
    expect(screen.getByText('一评 0，二评 0，待仲裁 0')).toBeTruthy();
  });

  it('shows each reviewer’s marked answers out of their share, and the merged group', async () => {
    serve();
    renderAt(<ReviewerProgress workGuid={WORK} ruCode="RU10001" th={2} />, '/jobManager/exam-details');
    expect(await screen.findByText('3/4')).toBeTruthy();
    expect(screen.getByText('0/4')).toBeTruthy();
    expect(screen.getByText('合并阅卷：第2、3题')).toBeTruthy();
  });
});
