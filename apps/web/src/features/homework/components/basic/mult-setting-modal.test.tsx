import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_MULT_SETTING } from '@zuoyeben/shared';
import { buildUserInfo } from '@/app/testing/user-info';
import { renderPage } from '../../testing/render-page';
import { MultSettingModal } from './mult-setting-modal';

const question = { th: 3, score: 4, answer: 'AC', multSetting: null };

function open(onSave = vi.fn()) {
  renderPage(<MultSettingModal question={question} fallback={DEFAULT_MULT_SETTING} onSave={onSave} onClose={() => undefined} />, {
    user: buildUserInfo(),
  });
  return onSave;
}

describe('multiple-choice advanced setting', () => {
  it('refuses per-option scores that add up to more than the question', async () => {
    const onSave = open();
    await userEvent.click(screen.getByRole('radio', { name: '按选项得分' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: '选项A得分' }), '3');
    await userEvent.type(screen.getByRole('spinbutton', { name: '选项C得分' }), '2');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('输入和不能超过总分！')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves per-option scores within the total, one input per answer letter', async () => {
    const onSave = open();
    await userEvent.click(screen.getByRole('radio', { name: '按选项得分' }));
    expect(screen.queryByRole('spinbutton', { name: '选项B得分' })).toBeNull();
    await userEvent.type(screen.getByRole('spinbutton', { name: '选项A得分' }), '2');
    await userEvent.type(screen.getByRole('spinbutton', { name: '选项C得分' }), '1.5');
    await userEvent.click(screen.getByRole('radio', { name: '得分（按选对的部分计分）' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(3, { isDefault: false, someWrong: 2, someRight: 2, unifyScore: 0, someScoceSetting: { A: 2, C: 1.5 } }),
    );
  });

  it('takes one uniform score no higher than the question', async () => {
    const onSave = open();
    await userEvent.click(screen.getByRole('radio', { name: '统一得分' }));
    const input = screen.getByRole('spinbutton', { name: '统一得分' });
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('得分不能超过本题总分')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(3, expect.objectContaining({ someRight: 1, unifyScore: 1 })));
  });

  it('restores the default rule', async () => {
    const onSave = open();
    await userEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(3, expect.objectContaining({ isDefault: true })));
  });
});
