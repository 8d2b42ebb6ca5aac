import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WorkResourceMessages } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { WORK_GUID, buildWorkInfo } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { DetailsWarehousePage } from './details-warehouse-page';

afterEach(() => vi.unstubAllGlobals());

const url = `/jobManager/details-warehouse?workGuid=${WORK_GUID}`;
const resource = (over: object) => ({ ...buildWorkInfo({ existSubmit: true }), creatorName: '李强', submitCount: 1, studentTotal: 40, isCreate: false, ...over });

describe('作业详情（资源库）', () => {
  it('shows the answers read-only, and 布置给我的班级 opens a copy in the publish flow', async () => {
    fakeApi({ '/api/WorkResource/Detail': { status: 200, data: resource({ canAssign: true }) } });
    renderPage(<DetailsWarehousePage />, { user: buildUserInfo(), url });
    await userEvent.click(await screen.findByRole('button', { name: '布置给我的班级' }));
    expect(screen.queryByRole('button', { name: '编辑答案' })).toBeNull();
    expect(screen.getByLabelText('当前地址').textContent).toContain(`oldWorkInfoGuid=${WORK_GUID}`);
  });

  it('leads to the school’s resources (校本资源库) from its breadcrumb', async () => {
    fakeApi({ '/api/WorkResource/Detail': { status: 200, data: resource({ canAssign: true }) } });
    renderPage(<DetailsWarehousePage />, { user: buildUserInfo(), url });
    await userEvent.click(await screen.findByRole('link', { name: '校本资源库' }));
    expect(screen.getByLabelText('当前地址').textContent).toBe('/school-based');
  });

  it('disables 布置给我的班级 for a work the reader may only view', async () => {
    fakeApi({ '/api/WorkResource/Detail': { status: 200, data: resource({ canAssign: false }) } });
    renderPage(<DetailsWarehousePage />, { user: buildUserInfo(), url });
    expect((await screen.findByRole('button', { name: '布置给我的班级' })).hasAttribute('disabled')).toBe(true);
  });

  it('shows the refusal of a work not opened to others', async () => {
    fakeApi({ '/api/WorkResource/Detail': { status: 403, message: WorkResourceMessages.notShared } });
    renderPage(<DetailsWarehousePage />, { user: buildUserInfo(), url });
    expect(await screen.findByText(WorkResourceMessages.notShared)).toBeTruthy();
  });
});
