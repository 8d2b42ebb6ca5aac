import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { PARAMS, WORK_GUID } from '../testing/fixtures';
import { renderWithApp } from '../testing/render';
import { CollapsibleBlock } from './collapsible-block';
import { FurtherReportButton } from './further-report-button';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('分析报告 button', () => {
  it('opens the analysis report GotoSite answers in a new window', async () => {
    const url = `/report/analysis?workGuid=${WORK_GUID}&ruCode=RU10001`;
    const api = fakeApi({ '/api/User/GotoSite': { status: 200, data: { url } } });
    const opened = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    renderWithApp(<FurtherReportButton ruCode={PARAMS.ruCode} workGuid={WORK_GUID} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /分析报告/ }));
    await waitFor(() => expect(opened.location.href).toBe(url));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(String(api.fetchMock.mock.calls[0]![0])).toContain('role=analysis');
  });
});

describe('collapsing tall content', () => {
  it('folds content taller than 300 px and offers 展开 and 收起', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(640);
    renderWithApp(
      <CollapsibleBlock>
        <p>很长的作答</p>
      </CollapsibleBlock>,
    );
    const content = screen.getByText('很长的作答').parentElement!;
    expect(content.style.maxHeight).toBe('300px');
    await userEvent.setup().click(screen.getByRole('button', { name: '展开' }));
    expect(content.style.maxHeight).toBe('');
    expect(screen.getByRole('button', { name: '收起' })).toBeTruthy();
  });

  it('leaves short content as it is', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(120);
    renderWithApp(<CollapsibleBlock><p>短答案</p></CollapsibleBlock>);
    expect(screen.queryByRole('button', { name: '展开' })).toBeNull();
  });
});
