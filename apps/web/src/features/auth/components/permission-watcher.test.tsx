import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MEMBER_DISABLED_ADVICE, SERVICE_EXPIRED_BANNER } from '@zuoyeben/shared';
import { buildUserInfo } from '@/app/testing/user-info';
import { renderApp } from '@/app/testing/render-app';

afterEach(() => sessionStorage.clear());


describe('permission watcher (spec 03 §4)', () => {
  it('sends a user whose school service has expired from another page to / (the homework list), with the banner saying why', async () => {
    renderApp('/reports/job-statistic', { user: buildUserInfo({ permission: { serverstatus: 2 } }) });
    expect(await screen.findByText('作业列表页面')).toBeTruthy();
    expect(screen.getAllByText(SERVICE_EXPIRED_BANNER).length).toBeGreaterThan(0);
  });

  it('sends a disabled account to / and says the account is disabled', async () => {
    renderApp('/reports/job-statistic', { user: buildUserInfo({ permission: { isdisable: true } }) });
    expect(await screen.findByText('作业列表页面')).toBeTruthy();
    expect(await screen.findByText(MEMBER_DISABLED_ADVICE)).toBeTruthy();
  });

  it('leaves a user with a usable service where they are', async () => {
    renderApp('/reports/job-statistic', { user: buildUserInfo() });
    expect(await screen.findByText('作业统计页面')).toBeTruthy();
    expect(screen.queryByText('作业列表页面')).toBeNull();
  });
});
