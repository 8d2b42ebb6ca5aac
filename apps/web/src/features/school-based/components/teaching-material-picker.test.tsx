import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildMaterial } from '../testing/school-based-fixtures';
import { TeachingMaterialPicker } from './teaching-material-picker';

afterEach(() => vi.unstubAllGlobals());

const scope = { period: 'C' as const, km: '语文' };
const listCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.path === '/api/TeachGuidance/GetList');

describe('the teaching-material picker', () => {
  it('shows 暂无教辅数据 when the period and subject have no book', async () => {
    fakeApi({ '/api/TeachGuidance/GetList': { status: 200, data: { list: [], total: 0 } } });
    renderAt(<TeachingMaterialPicker open scope={scope} onPick={() => undefined} onClose={() => undefined} />, '/school-based');
    expect(await screen.findByText('暂无教辅数据')).toBeTruthy();
    expect(screen.getByText('选择教辅')).toBeTruthy();
  });

  it('filters by grade, ten to a page, and hands back the chosen book', async () => {
    const api = fakeApi({ '/api/TeachGuidance/GetList': { status: 200, data: { list: [buildMaterial()], total: 1 } } });
    const onPick = vi.fn();
    renderAt(<TeachingMaterialPicker open scope={scope} onPick={onPick} onClose={() => undefined} />, '/school-based');
    const card = await screen.findByRole('button', { name: '七年级语文上册 同步练习' });
    expect(screen.getByText('出版社：人民教育出版社')).toBeTruthy();
    await userEvent.click(screen.getByText('八年级'));
    await waitFor(() => expect(listCalls(api).length).toBe(2));
    expect(new URLSearchParams(api.fetchMock.mock.calls.at(-1)![0].toString().split('?')[1]).get('gradeCode')).toBe('A8');
    expect(new URLSearchParams(api.fetchMock.mock.calls.at(-1)![0].toString().split('?')[1]).get('pageSize')).toBe('10');
    await userEvent.click(card);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ guid: buildMaterial().guid }));
  });
});
