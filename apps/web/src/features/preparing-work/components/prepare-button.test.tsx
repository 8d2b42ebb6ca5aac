import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { PrepareButton } from './prepare-button';

afterEach(() => vi.unstubAllGlobals());

const PAPER_GUID = '22222222-2222-4222-8222-222222222222';
let rerenderParent: () => void = () => undefined;

/** Like the paper page: a fresh `paper` object on every render of the parent. */
function PaperPage() {
  const [, setTick] = useState(0);
  rerenderParent = () => setTick((n) => n + 1);
  return <PrepareButton paper={{ paperGuid: PAPER_GUID, name: '一元一次方程 课堂小测', gradeCode: 'A7', paperSource: 4 }} />;
}

describe('备课 from a paper', () => {
  it('keeps the classes a teacher picked when the page around the form re-renders', async () => {
    fakeApi({
      '/api/PreparingWork/Retrieve': { status: 200, data: null },
      '/api/WorkInfo/GetAllClass': {
        status: 200,
        data: [{ gradeCode: 'A7', gradeName: '七年级', clazzes: [{ code: '01', name: '七年级1班', classGuid: 'c1', isTeachClass: true, number: 40 }] }],
      },
    });
    renderAt(<PaperPage />, '/paper-detail');
    await userEvent.click(await screen.findByRole('button', { name: /备课/ }));
    const dialog = await screen.findByRole('dialog', { name: '新建备课' });
    await userEvent.click(await screen.findByRole('combobox', { name: '上课班级（选填）' }));
    await userEvent.click(await screen.findByTitle('七年级1班'));
    await waitFor(() => expect(dialog.querySelector('[title="七年级1班"]')).not.toBeNull());
    act(() => rerenderParent());
    act(() => rerenderParent());
    expect(dialog.querySelector('[title="七年级1班"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: '备课名称' })).toHaveProperty('value', '一元一次方程 课堂小测');
  });

  it('finds a class by typing its name', async () => {
    fakeApi({
      '/api/PreparingWork/Retrieve': { status: 200, data: null },
      '/api/WorkInfo/GetAllClass': {
        status: 200,
        data: [{ gradeCode: 'A7', gradeName: '七年级', clazzes: [
          { code: '01', name: '七年级1班', classGuid: 'c1', isTeachClass: true, number: 40 },
          { code: '02', name: '七年级2班', classGuid: 'c2', isTeachClass: true, number: 41 },
        ] }],
      },
    });
    renderAt(<PaperPage />, '/paper-detail');
    await userEvent.click(await screen.findByRole('button', { name: /备课/ }));
    const dialog = await screen.findByRole('dialog', { name: '新建备课' });
    const field = await screen.findByRole('combobox', { name: '上课班级（选填）' });
    await userEvent.click(field);
    await userEvent.type(field, '2班');
    // The list shows only the class whose name matches (antd's accessible options carry the guid as their text).
    await waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['七年级2班']));
    await userEvent.click(screen.getByTitle('七年级2班'));
    await waitFor(() => expect(dialog.querySelector('.ant-select-selection-item[title="七年级2班"]')).not.toBeNull());
  });
});
