import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { TeachingScopeCard } from './teaching-scope-card';

afterEach(() => vi.unstubAllGlobals());

const tree = [
  { gradeCode: 'A7', gradeName: '七年级', period: 'C', classes: [{ classGuid: 'c1', className: '七年级1班', subjects: ['数学', '语文'] }] },
  { gradeCode: 'A8', gradeName: '八年级', period: 'C', classes: [{ classGuid: 'c2', className: '八年级1班', subjects: ['数学'] }] },
];

describe('备课范围 (teaching scope)', () => {
  it('offers per subject the grades of the teacher\'s classes, shows the saved grade and saves the choice', async () => {
    const api = fakeApi({
      '/api/Teacher/GetGradeClassKm': { status: 200, data: { list: tree } },
      '/api/Teacher/GetTeachingScope': { status: 200, data: { list: [{ period: 'C', km: '数学', gradeCode: 'A8' }] } },
      '/api/Teacher/SaveTeachingScope': (body) => ({ status: 200, message: '保存成功', data: body }),
    });
    renderAt(<TeachingScopeCard />, '/usercenter/teachinfo');
    const maths = await screen.findByRole('combobox', { name: '初中数学备课年级' });
    const chinese = screen.getByRole('combobox', { name: '初中语文备课年级' });
    await waitFor(() => expect(maths.closest('.ant-select')!.textContent).toContain('八年级'));
    expect(chinese.closest('.ant-select')!.textContent).toContain('不限年级');
    // 语文 is taught in 七年级 only: the only grade offered besides 不限年级.
    await userEvent.click(chinese);
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).toBeTruthy());
    const dropdown = document.querySelector('.ant-select-dropdown') as HTMLElement;
    expect([...dropdown.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['不限年级', '七年级']);
    await userEvent.click(within(dropdown).getByText('七年级'));
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/Teacher/SaveTeachingScope')?.body).toEqual({
      list: [{ period: 'C', km: '数学', gradeCode: 'A8' }, { period: 'C', km: '语文', gradeCode: 'A7' }],
    }));
  });

  it('says how to get a scope when the teacher has no class yet', async () => {
    fakeApi({
      '/api/Teacher/GetGradeClassKm': { status: 200, data: { list: [] } },
      '/api/Teacher/GetTeachingScope': { status: 200, data: { list: [] } },
    });
    renderAt(<TeachingScopeCard />, '/usercenter/teachinfo');
    expect(await screen.findByText('添加教学信息并加入班级后，可在此设置备课范围')).toBeTruthy();
  });
});
