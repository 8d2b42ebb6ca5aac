import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { renderPage } from '../testing/render-page';
import { ImportStudentsModal } from './import-students-modal';
import { ImportSuccessPage } from './import-success-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const workbook = (name = '学生名单.xlsx') => new File(['PK fake'], name, { type: XLSX });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

function renderDialog() {
  return renderPage(<ImportStudentsModal open onClose={() => undefined} />, {
    user: buildUserInfo(),
    url: '/usercenter/student',
    path: '/usercenter/student',
    routes: { '/usercenter/importsuccess': <ImportSuccessPage /> },
  });
}

describe('student import dialog', () => {
  it('lists every rejected row of a 400 answer and says nothing was imported', async () => {
    const errors = [
      { row: 3, reason: '学号已存在：2026070101' },
      { row: 5, reason: '手机号格式不正确，应为11位手机号' },
      { row: 9, reason: '班级不存在：九年级9班' },
    ];
    const api = fakeApi({
      '/api/Teacher/ImportStudent': { status: 400, message: '导入失败：共3行有误，未导入任何学生', data: { imported: 0, errors } },
    });
    renderDialog();
    await userEvent.upload(fileInput(), workbook());

    expect(await screen.findByText('导入失败：共3行有误，未导入任何学生')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('行号')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(errors.map((e) => `${e.row}${e.reason}`));
    expect(api.calls.map((c) => c.path)).toEqual(['/api/Teacher/ImportStudent']);
    const sent = api.fetchMock.mock.calls[0]![1]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('学生名单.xlsx');
  });

  it('refuses a file that is not .xlsx without calling the server', async () => {
    const api = fakeApi({});
    renderDialog();
    await userEvent.upload(fileInput(), new File(['a,b'], '学生名单.csv', { type: 'text/csv' }), { applyAccept: false });
    expect(await screen.findByText('请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('goes to the success page with the number imported', async () => {
    fakeApi({ '/api/Teacher/ImportStudent': { status: 200, data: { imported: 42, errors: [] } } });
    renderDialog();
    await userEvent.upload(fileInput(), workbook());
    expect(await screen.findByText('导入成功，共导入 42 名学生')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('当前地址').textContent).toBe('/usercenter/importsuccess?count=42'));
  });
});
