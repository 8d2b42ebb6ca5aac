import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildBankItem } from '../testing/bank-fixtures';
import { CorrectionDialog } from './correction-dialog';
import { QuestionCard } from './question-card';

afterEach(() => vi.unstubAllGlobals());

const item = { itemGuid: '11111111-1111-4111-8111-111111111111', itemVersion: 2 };
const SAVE = '/api/QuestionBank/Corrections/Save';

function fakeSave() {
  return fakeApi({ [SAVE]: { status: 200, message: '提交成功，感谢您的反馈！', data: { id: 7 } } });
}
const saveCalls = (api: ReturnType<typeof fakeSave>) => api.calls.filter((c) => c.path === SAVE);

describe('the question correction dialog', () => {
  it('opens from 纠错 on a question of the bank list', async () => {
    fakeSave();
    // No province codes: the card's region label is not what this test is about.
    renderAt(<QuestionCard item={buildBankItem({ provinceCodes: [] })} index={1} scope={{ period: 'C', km: '语文' }} inBasket={false} />, '/');
    await userEvent.click(screen.getByRole('button', { name: /纠错/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('试题纠错').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(7);
  });

  it('asks for a reason before anything is sent', async () => {
    const api = fakeSave();
    renderAt(<CorrectionDialog open item={item} onClose={() => undefined} />, '/');
    await userEvent.click(await screen.findByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请选择纠错原因')).toBeTruthy();
    expect(saveCalls(api)).toHaveLength(0);
  });

  it('counts the remark up to 100 characters and stops there', async () => {
    fakeSave();
    renderAt(<CorrectionDialog open item={item} onClose={() => undefined} />, '/');
    const remark = await screen.findByRole('textbox');
    expect(screen.getByText('0 / 100')).toBeTruthy();
    await userEvent.type(remark, '第二空答案应为负三');
    expect(screen.getByText('9 / 100')).toBeTruthy();
    await userEvent.click(remark);
    await userEvent.paste('长'.repeat(120));
    expect((remark as HTMLTextAreaElement).value).toHaveLength(100);
    expect(screen.getByText('100 / 100')).toBeTruthy();
  });

  it('sends the chosen reasons joined with commas and the remark, thanks the teacher and closes', async () => {
    const api = fakeSave();
    const onClose = vi.fn();
    renderAt(<CorrectionDialog open item={item} onClose={onClose} />, '/');
    await userEvent.click(await screen.findByRole('checkbox', { name: '题干有误' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '解析有误' }));
    await userEvent.type(screen.getByRole('textbox'), ' 选项C写错了 ');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saveCalls(api)[0]?.body).toEqual({ ...item, reason: '1,3', remark: '选项C写错了' });
    expect(await screen.findByText('提交成功，感谢您的反馈！')).toBeTruthy();
  });
});
