import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMachineReadSheet } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { MachineReadPage } from './machine-read-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WORK = '44444444-4444-4444-8444-444444444444';
const CLASS_1 = '11111111-1111-4111-8111-111111111111';
const SHEET: TMachineReadSheet = {
  workGuid: WORK,
  name: '周测',
  classGuid: CLASS_1,
  classes: [
    { classGuid: CLASS_1, className: '七年级1班' },
    { classGuid: '22222222-2222-4222-8222-222222222222', className: '七年级2班' },
  ],
  questions: [
    { th: 1, type: 1, optionCount: 4, score: 2 },
    { th: 2, type: 2, optionCount: 5, score: 4 },
  ],
  students: [
    { stuGuid: '33333333-3333-4333-8333-000000000001', stuName: '王芳', buddies: '2025101001', status: 1, objectiveScore: 2, answers: { 1: 'A', 2: '' } },
    { stuGuid: '33333333-3333-4333-8333-000000000002', stuName: '李雷', buddies: '2025101002', status: 0, objectiveScore: null, answers: { 1: '', 2: '' } },
  ],
};

function serve() {
  return fakeApi({
    '/api/MachineRead/Sheet': { status: 200, data: SHEET },
    '/api/MachineRead/Save': { status: 200, data: { saved: 1 } },
    '/api/MachineRead/Import': {
      status: 400,
      message: '导入失败：共2处错误，未导入任何答案',
      data: { imported: 0, errors: [{ row: 3, reason: '学号X999不是本作业班级的学生' }, { row: 4, reason: '第1题是单选题，只能选一个选项' }] },
    },
  });
}
const render = () => renderAt(<MachineReadPage />, `/jobManager/machine-read?workGuid=${WORK}`);
const cell = (name: string, th: number) => screen.getByRole('textbox', { name: `${name} 第${th}题` });

describe('machine-read entry page', () => {
  it('shows the class as students × questions with the stored letters', async () => {
    serve();
    render();
    expect(((await screen.findByRole('textbox', { name: '王芳 第1题' })) as HTMLInputElement).value).toBe('A');
    expect(screen.getByText('2025101002')).toBeTruthy();
    expect(screen.getByRole('button', { name: /保\s?存/ }).hasAttribute('disabled')).toBe(true);
  });

  it('moves between cells with the arrow keys and Enter, and saves only the changed rows', async () => {
    const api = serve();
    render();
    await userEvent.click(await screen.findByRole('textbox', { name: '李雷 第1题' }));
    await userEvent.keyboard('c');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('李雷', 2));
    await userEvent.keyboard('ad{ArrowUp}');
    expect(document.activeElement).toBe(cell('王芳', 2));
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(cell('李雷', 2));
    expect((cell('李雷', 1) as HTMLInputElement).value).toBe('C');

    await userEvent.click(screen.getByRole('button', { name: /保存（1名学生）/ }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/MachineRead/Save')?.body).toEqual({
        workGuid: WORK,
        entries: [{ stuGuid: SHEET.students[1]!.stuGuid, answers: { 1: 'C', 2: 'AD' } }],
      }),
    );
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('marks letters that do not fit the question and blocks saving', async () => {
    serve();
    render();
    await userEvent.type(await screen.findByRole('textbox', { name: '李雷 第1题' }), 'ab');
    expect(await screen.findByText('有1处答案不符合题目要求，请修改后保存')).toBeTruthy();
    expect(screen.getByRole('button', { name: /保存/ }).hasAttribute('disabled')).toBe(true);
  });

  it('lists every rejected row of an import', async () => {
    serve();
    const { container } = render();
    await screen.findByRole('textbox', { name: '王芳 第1题' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], '答案.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    expect(await screen.findByText('导入失败：共2处错误，未导入任何答案')).toBeTruthy();
    expect(screen.getByText('学号X999不是本作业班级的学生')).toBeTruthy();
    expect(screen.getByText('第1题是单选题，只能选一个选项')).toBeTruthy();
  });
});
