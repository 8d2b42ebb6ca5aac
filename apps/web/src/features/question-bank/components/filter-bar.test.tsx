import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildBankItem, buildBasket } from '../testing/bank-fixtures';
import { QuestionBankPage } from './question-bank-page';

afterEach(() => vi.unstubAllGlobals());

const EXAM_AREAS = [
  { code: 'QG1', name: '全国Ⅰ卷', provinceCodes: ['130000', '140000', '340000', '350000', '360000'] },
  { code: '110000', name: '北京', provinceCodes: ['110000'] },
];

function fakeBank() {
  return fakeApi({
    '/api/QuestionBank/Textbooks': { status: 200, data: { list: [] } },
    '/api/QuestionBank/Knowledges': { status: 200, data: { list: [] } },
    '/api/TeachInfo/GetCacheKnowledge': { status: 200, data: { textBookGuid: null, chapterGuid: null } },
    '/api/QuestionBank/Items': { status: 200, data: { list: [buildBankItem({ provinceName: '全国' })], total: 45 } },
    '/api/QuestionBank/Basket': { status: 200, data: buildBasket([]) },
    '/api/Region/ExamAreas': { status: 200, data: { list: EXAM_AREAS } },
  });
}

const lastItemsCall = (api: ReturnType<typeof fakeBank>) =>
  api.calls.filter((c) => c.path === '/api/QuestionBank/Items').at(-1)?.body as Record<string, unknown>;

async function onPage3(api: ReturnType<typeof fakeBank>) {
  await screen.findByRole('article', { name: '第1题' });
  await userEvent.click(screen.getByTitle('3'));
  await waitFor(() => expect(lastItemsCall(api)).toMatchObject({ pageIndex: 3 }));
}

describe('the bank filters of spec 02 §9', () => {
  it('offers the four discrimination bands and asks for the chosen one from page 1', async () => {
    const api = fakeBank();
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku');
    await onPage3(api);
    const row = screen.getByRole('group', { name: '区分度' });
    expect(within(row).getAllByText(/.+/).map((e) => e.textContent)).toEqual(['区分度', '全部', '较差', '一般', '良好', '优秀']);
    await userEvent.click(within(row).getByText('良好'));
    await waitFor(() => expect(lastItemsCall(api)).toMatchObject({ pageIndex: 1, discrimination: 3 }));
  });

  it('offers the exam areas of the server and asks for the chosen area from page 1', async () => {
    const api = fakeBank();
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku');
    const row = await screen.findByRole('group', { name: '地区' });
    expect(await within(row).findByText('全国Ⅰ卷')).toBeTruthy();
    await onPage3(api);
    await userEvent.click(within(row).getByText('全国Ⅰ卷'));
    await waitFor(() => expect(lastItemsCall(api)).toMatchObject({ pageIndex: 1, provinceCode: 'QG1' }));
    await userEvent.click(within(row).getByText('全部'));
    await waitFor(() => expect(lastItemsCall(api).provinceCode).toBeUndefined());
  });

  it('asks for the days items entered the bank, from page 1', async () => {
    const api = fakeBank();
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku');
    await onPage3(api);
    const group = screen.getByRole('group', { name: '入库日期' });
    const [start, end] = within(group).getAllByRole('textbox') as HTMLInputElement[];
    await userEvent.click(start!);
    fireEvent.change(start!, { target: { value: '2024-03-01' } });
    fireEvent.keyDown(start!, { key: 'Enter' });
    fireEvent.change(end!, { target: { value: '2024-03-31' } });
    fireEvent.keyDown(end!, { key: 'Enter' });
    await waitFor(() => expect(lastItemsCall(api)).toMatchObject({ pageIndex: 1, startTime: '2024-03-01', endTime: '2024-03-31' }));
  });

  it('shows each question’s provinces by name', async () => {
    fakeBank();
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku');
    const card = await screen.findByRole('article', { name: '第1题' });
    expect(within(card).getByText('全国')).toBeTruthy();
  });
});
