import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScoreDistributionMessages as M } from '@zuoyeben/shared';
import { renderWithApp } from '../testing/render';
import { DistributionForm } from './distribution-form';

function setup() {
  const onSubmit = vi.fn();
  renderWithApp(<DistributionForm defaults={{ maxScore: 20, minScore: 0 }} onSubmit={onSubmit} />);
  return { onSubmit, field: (label: string) => screen.getByLabelText(label) };
}

/** Replaces a field's text and leaves it, which is when the form checks it. */
async function typeAndBlur(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  await userEvent.tab();
}

describe('distribution form', () => {
  it('starts from the server’s max and min with an interval of 5', () => {
    const { field } = setup();
    expect([field('最高分'), field('最低分'), field('分数间隔')].map((i) => (i as HTMLInputElement).value)).toEqual(['20', '0', '5']);
  });

  it.each([
    ['分数间隔', '', M.stepRequired],
    ['分数间隔', '0', M.stepRequired],
    ['分数间隔', 'abc', M.notNumber],
    ['分数间隔', '-5', M.stepPositive],
    ['最高分', '', M.maxRequired],
    ['最高分', '0', M.maxRequired],
    ['最高分', '1.5', M.notNumber],
    ['最高分', '-3', M.maxPositive],
    ['最低分', '', M.minRequired],
    ['最低分', 'x', M.notNumber],
    ['最低分', '-1', M.minNonNegative],
    ['最低分', '30', M.minAboveMax],
  ])('checks %s %j on blur: %s', async (label, text, message) => {
    const { field } = setup();
    await typeAndBlur(field(label), text);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('says the highest score may not be below the lowest', async () => {
    const { field } = setup();
    await typeAndBlur(field('最低分'), '10');
    await typeAndBlur(field('最高分'), '5');
    expect(await screen.findByText(M.maxBelowMin)).toBeTruthy();
  });

  it('confirms a valid range as numbers, and refuses too many bands', async () => {
    const { field, onSubmit } = setup();
    await typeAndBlur(field('分数间隔'), '2');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ maxScore: 20, minScore: 0, stepSize: 2 }));
    await typeAndBlur(field('最高分'), '1000');
    await typeAndBlur(field('分数间隔'), '1');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(M.tooManyBands)).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('restores the server’s max and min on 重置, keeping the interval', async () => {
    const { field, onSubmit } = setup();
    await typeAndBlur(field('最高分'), '15');
    await typeAndBlur(field('最低分'), '3');
    await typeAndBlur(field('分数间隔'), '10');
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ maxScore: 20, minScore: 0, stepSize: 10 }));
    expect((field('最高分') as HTMLInputElement).value).toBe('20');
  });
});
