import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { ALL_CLASS, buildStudent } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import { SameNameStudentsPage } from './same-name-students-page';

/** Waits until the loading veil (which blocks clicks) is gone. */
const waitForIdle = () => waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());

afterEach(() => {
  vi.unstubAllGlobals();
});

const twins = [buildStudent({ stuPhone: '13912345678' }), buildStudent({ buddies: '' })];
const repeatList = { list: [{ classCode: 'A701', className: '七年级1班', students: twins }] };

describe('same-name students page (spec 03 §2.8)', () => {
  it('shows 暂无同名信息 when no class has same-name students', async () => {
    fakeApi({ '/api/Teacher/GetRepeatName': { status: 200, data: { list: [] } }, '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS } });
    renderPage(<SameNameStudentsPage />, { user: buildUserInfo() });
    expect(await screen.findByText('暂无同名信息')).toBeTruthy();
    expect(screen.getByText('班级内有如下同名学生，请核实保留或移除')).toBeTruthy();
  });

  it('lists the students with 暂无 for a missing phone or student number', async () => {
    fakeApi({ '/api/Teacher/GetRepeatName': { status: 200, data: repeatList }, '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS } });
    renderPage(<SameNameStudentsPage />, { user: buildUserInfo() });
    const section = await screen.findByRole('region', { name: '七年级1班' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('13912345678');
    expect(rows[0]!.textContent).toContain(twins[0]!.buddies);
    expect(rows[1]!.textContent).toContain('暂无');
  });

  it('disables 移除 while the permission object has isSKJS', async () => {
    fakeApi({ '/api/Teacher/GetRepeatName': { status: 200, data: repeatList }, '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS } });
    renderPage(<SameNameStudentsPage />, { user: buildUserInfo({ permission: { isSKJS: true } }) });
    const buttons = await screen.findAllByRole('button', { name: '移除' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes a student after the confirm and says 删除成功！', async () => {
    const api = fakeApi({
      '/api/Teacher/GetRepeatName': { status: 200, data: repeatList },
      '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS },
      '/api/Teacher/RemoveStudent': { status: 200, data: { removed: 1 } },
    });
    renderPage(<SameNameStudentsPage />, { user: buildUserInfo() });
    const [first] = await screen.findAllByRole('button', { name: '移除' });
    await waitForIdle();
    await userEvent.click(first!);
    expect(await screen.findByText('确定移除此重名学生吗？')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功！')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/Teacher/RemoveStudent')?.body).toEqual({ stuGuids: [twins[0]!.stuGuid] });
    // The list is asked again after the removal.
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/Teacher/GetRepeatName').length).toBe(2));
  });
});
