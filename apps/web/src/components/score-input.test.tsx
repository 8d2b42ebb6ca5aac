import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScoreInput } from './score-input';

describe('ScoreInput (issue 9 item 25)', () => {
  it('shows whole scores as 2 and 10, not 2.0 and 10.0', () => {
    render(
      <>
        <ScoreInput aria-label="第1题分值" value={2} />
        <ScoreInput aria-label="第2题分值" value={10} />
        <ScoreInput aria-label="第3题分值" value={2.5} />
      </>,
    );
    expect((screen.getByLabelText('第1题分值') as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('第2题分值') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('第3题分值') as HTMLInputElement).value).toBe('2.5');
  });

  it('steps by half a point', async () => {
    render(<ScoreInput aria-label="分数" defaultValue={2} />);
    const input = screen.getByLabelText('分数') as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(input.value).toBe('2.5');
    await userEvent.keyboard('{ArrowUp}');
    expect(input.value).toBe('3');
  });
});
