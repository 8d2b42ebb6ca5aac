import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PLANNED_NOTE, PlannedPage } from './planned-page';

/** antd spaces two-character labels (返 回) unless the app's ConfigProvider says not to. */
const BACK = /^返\s?回$/;

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/jobManager/job', element: <p>作业列表页面</p> },
      { path: '/reports/board', element: <p>数据看板之前的页面</p> },
      { path: '/help-center', element: <PlannedPage title="帮助中心" description="在这里查找常见问题的解答和使用说明。" /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PlannedPage (issue 9 item 24)', () => {
  it("says what the page will do in a teacher's words, without spec references", () => {
    renderAt(['/help-center']);
    expect(screen.getByText('帮助中心')).toBeTruthy();
    expect(screen.getByText('在这里查找常见问题的解答和使用说明。')).toBeTruthy();
    expect(screen.getByText(PLANNED_NOTE)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/规格|§|后续版本/);
  });

  it('goes back to the page the teacher came from', async () => {
    const router = renderAt(['/reports/board', '/help-center']);
    await userEvent.click(screen.getByRole('button', { name: BACK }));
    expect(await screen.findByText('数据看板之前的页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reports/board');
  });

  it('offers only 回到首页 when the page was opened directly, and it opens the homework list', async () => {
    const router = renderAt(['/help-center']);
    expect(screen.queryByRole('button', { name: BACK })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '回到首页' }));
    expect(await screen.findByText('作业列表页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/jobManager/job');
  });

  it('leaves the way back out inside a tab of a working page', () => {
    renderAt(['/jobManager/job']);
    render(<PlannedPage title="作业讲评" description="讲评" wayBack={false} />);
    expect(screen.queryByRole('button', { name: '回到首页' })).toBeNull();
  });
});
