import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { buildUserInfo } from '@/app/testing/user-info';
import { renderWithUser } from '@/app/testing/render-app';
import { RoleGuard } from './role-guard';
import { PermissionGuard } from './permission-guard';

afterEach(() => vi.restoreAllMocks());

describe('RoleGuard', () => {
  it('shows its children to a listed role', () => {
    renderWithUser(<RoleGuard roles={['Salesman', 'Collector']}>管理按钮</RoleGuard>, buildUserInfo({ user: { userRole: 'Salesman' } }));
    expect(screen.getByText('管理按钮')).toBeTruthy();
  });

  it('hides its children from other roles, showing the fallback instead', () => {
    renderWithUser(
      <RoleGuard roles={['Salesman']} fallback={<span>无权限</span>}>
        管理按钮
      </RoleGuard>,
      buildUserInfo(),
    );
    expect(screen.queryByText('管理按钮')).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
  });

  it('throws a configuration error without roles', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithUser(<RoleGuard roles={[]}>x</RoleGuard>, buildUserInfo())).toThrow('RoleGuard 需要角色列表');
  });
});

describe('PermissionGuard', () => {
  it('shows its children when a listed flag is set', () => {
    renderWithUser(<PermissionGuard permissions={['zwjyjPower', 'createOnline']}>在线作业</PermissionGuard>, buildUserInfo());
    expect(screen.getByText('在线作业')).toBeTruthy();
  });

  it('hides its children when no listed flag is set', () => {
    renderWithUser(
      <PermissionGuard permissions={['createOnline']}>在线作业</PermissionGuard>,
      buildUserInfo({ permission: { createOnline: false } }),
    );
    expect(screen.queryByText('在线作业')).toBeNull();
  });

  it('throws a configuration error without permissions', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithUser(<PermissionGuard permissions={[]}>x</PermissionGuard>, buildUserInfo())).toThrow(
      'PermissionGuard 需要权限列表',
    );
  });

  it('cannot be used outside a signed-in page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PermissionGuard permissions={['createOnline']}>x</PermissionGuard>)).toThrow();
  });
});
