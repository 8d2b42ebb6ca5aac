import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAllClass, TTeachInfo } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderWithUser } from '@/app/testing/render-app';
import { buildUserInfo } from '@/app/testing/user-info';
import { TeachInfoPage } from './teach-info-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CLASS_7 = '11111111-1111-4111-8111-111111111111';
const CLASS_8 = '22222222-2222-4222-8222-222222222222';
const ALL_CLASS: TAllClass = [
  { gradeCode: 'A7', gradeName: '七年级', clazzes: [{ code: 'A701', name: '七年级1班', classGuid: CLASS_7, isTeachClass: false, number: 1 }] },
  { gradeCode: 'A8', gradeName: '八年级', clazzes: [{ code: 'A801', name: '八年级1班', classGuid: CLASS_8, isTeachClass: false, number: 1 }] },
];
const info: TTeachInfo = {
  Guid: 'C数学',
  Studyname: 'C',
  Subject: '数学',
  textbookVersion: '人教版',
  grades: ['七年级'],
  gradeGuids: ['A7'],
  classGuids: [CLASS_7],
  classNames: ['七年级1班'],
  pendingClasses: [],
  refusedClasses: [],
  isSelect: true,
};

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/api/TeachInfo/GetTeachInfoList': { status: 200, data: { list: [info] } },
    '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS },
    '/api/TeachInfo/GetTeachversions': { status: 200, data: { list: ['人教版', '北师大版'] } },
    ...extra,
  });
}

/** Opens an antd select by its form label and picks an option by its text. */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const items = await screen.findAllByTitle(option);
  await userEvent.click(items.at(-1)!);
}

describe('teaching info page', () => {
  it('lists the teaching info with period, subject, textbook, grades and classes', async () => {
    serve();
    renderWithUser(<TeachInfoPage />, buildUserInfo());
    const row = (await screen.findByText('人教版')).closest('tr')!;
    expect(row.textContent).toContain('初中');
    expect(row.textContent).toContain('数学');
    expect(row.textContent).toContain('七年级');
    expect(row.textContent).toContain('七年级1班');
  });

  it('deletes an entry after 确定删除该条记录？ and says 删除成功！', async () => {
    const api = serve({ '/api/TeachInfo/DeleteTeachInfo': { status: 200, data: null } });
    renderWithUser(<TeachInfoPage />, buildUserInfo());
    await userEvent.click(await screen.findByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除该条记录？')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功！')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/TeachInfo/DeleteTeachInfo')?.body).toEqual({ Guid: 'C数学' });
  });

  it('adds an entry, each choice narrowing the next', async () => {
    const api = serve({ '/api/TeachInfo/SaveOrUpdate': { status: 200, data: { ...info, Subject: '语文' } } });
    renderWithUser(<TeachInfoPage />, buildUserInfo());
    await userEvent.click(await screen.findByRole('button', { name: /添加教学信息/ }));
    await screen.findByRole('dialog');
    await choose('学段', '初中');
    await choose('科目', '语文');
    await choose('教材版本', '北师大版');
    await choose('年级', '八年级');
    await choose('任教班级', '八年级1班');
    // Only the classes of the chosen grades are offered.
    expect(screen.queryByTitle('七年级1班')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/TeachInfo/SaveOrUpdate')?.body).toEqual({
        studyname: 'C',
        subject: '语文',
        textbookVersion: '北师大版',
        gradeCodes: ['A8'],
        classGuids: [CLASS_8],
      }),
    );
    expect(api.calls.find((c) => c.path === '/api/TeachInfo/GetTeachversions')).toBeTruthy();
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('edits an entry by its Guid, Studyname + Subject (C数学)', async () => {
    const api = serve({ '/api/TeachInfo/SaveOrUpdate': { status: 200, data: { ...info, textbookVersion: '北师大版' } } });
    renderWithUser(<TeachInfoPage />, buildUserInfo());
    await userEvent.click(await screen.findByRole('button', { name: '编辑' }));
    await screen.findByRole('dialog');
    await choose('教材版本', '北师大版');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/TeachInfo/SaveOrUpdate')?.body).toMatchObject({ Guid: 'C数学', studyname: 'C', subject: '数学', textbookVersion: '北师大版' }),
    );
  });
});
