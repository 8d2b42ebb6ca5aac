import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProvider } from '@/app/provider';
import { HelpFloatButton } from './help-float-button';

afterEach(() => localStorage.clear());

function renderButton() {
  return render(
    <AppProvider navigate={() => undefined}>
      <MemoryRouter initialEntries={['/jobManager/tiku-recommend']}>
        <Routes>
          <Route path="/jobManager/tiku-recommend" element={<HelpFloatButton />} />
          <Route path="/help-center" element={<p>帮助中心页面</p>} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

/** A press at (100, 100) released `dx`, `dy` px away, with the click the browser sends after it. */
function press(button: HTMLElement, dx: number, dy: number) {
  fireEvent.pointerDown(button, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
  fireEvent.pointerMove(button, { clientX: 100 + dx, clientY: 100 + dy, pointerId: 1 });
  fireEvent.pointerUp(button, { clientX: 100 + dx, clientY: 100 + dy, pointerId: 1 });
  fireEvent.click(button);
}

const place = (el: HTMLElement) => ({ right: parseFloat(el.parentElement!.style.right), bottom: parseFloat(el.parentElement!.style.bottom) });

describe('HelpFloatButton', () => {
  it('a press that moves 2 px or less is a click and opens the help centre', () => {
    renderButton();
    const button = screen.getByRole('button', { name: '帮助中心' });
    press(button, 2, 0);
    expect(screen.getByText('帮助中心页面')).toBeTruthy();
  });

  it('a drag of more than 2 px moves the button and does not open the help centre', () => {
    renderButton();
    const button = screen.getByRole('button', { name: '帮助中心' });
    const before = place(button);
    press(button, 3, 0);
    expect(screen.queryByText('帮助中心页面')).toBeNull();
    expect(place(button)).toEqual({ right: before.right - 3, bottom: before.bottom });
    // Diagonal: 2 px each way is 2.8 px of travel, a drag too.
    press(button, 2, 2);
    expect(screen.queryByText('帮助中心页面')).toBeNull();
    // The next plain press after a drag is a click again.
    press(button, 0, 0);
    expect(screen.getByText('帮助中心页面')).toBeTruthy();
  });

  it('stays inside the viewport however far it is dragged, and keeps its place', () => {
    renderButton();
    const button = screen.getByRole('button', { name: '帮助中心' });
    press(button, 5000, 5000);
    expect(place(button)).toEqual({ right: 0, bottom: 0 });
    press(button, -5000, -5000);
    expect(place(button)).toEqual({ right: window.innerWidth - 40, bottom: window.innerHeight - 40 });
    expect(JSON.parse(localStorage.getItem('zyb.helpButton.place')!)).toEqual({ right: window.innerWidth - 40, bottom: window.innerHeight - 40 });
  });
});
