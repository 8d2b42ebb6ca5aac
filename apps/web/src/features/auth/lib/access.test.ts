import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@zuoyeben/shared';
import { assertNonEmpty, grantedPermissions, permissionAllowed, roleAllowed } from './access';

describe('role and permission rules (spec 03 §6)', () => {
  it('allows a listed role and always the admin role', () => {
    expect(roleAllowed('Salesman', ['Salesman', 'Collector'])).toBe(true);
    expect(roleAllowed('Teacher', ['Salesman'])).toBe(false);
    expect(roleAllowed('admin', ['Salesman'])).toBe(true);
    expect(roleAllowed(undefined, ['Teacher'])).toBe(false);
  });

  it('grants exactly the flags that are set', () => {
    expect(grantedPermissions({ createOffline: true, createOnline: false, questionPower: true, isSKJS: true })).toEqual([
      'questionPower',
      'createOffline',
    ]);
  });

  it('allows when one wanted flag is granted, or the all-permissions value is held', () => {
    expect(permissionAllowed(['createOffline'], ['createOnline', 'createOffline'])).toBe(true);
    expect(permissionAllowed(['createOffline'], ['createOnline'])).toBe(false);
    expect(permissionAllowed([ALL_PERMISSIONS], ['zwjyjPower'])).toBe(true);
    expect(permissionAllowed([], ['paperPower'])).toBe(false);
  });

  it('rejects a missing or empty list as a configuration error', () => {
    expect(() => assertNonEmpty([], 'RoleGuard 需要角色列表')).toThrow('RoleGuard 需要角色列表');
    expect(() => assertNonEmpty(undefined, 'PermissionGuard 需要权限列表')).toThrow('PermissionGuard 需要权限列表');
    expect(() => assertNonEmpty(['Teacher'], 'x')).not.toThrow();
  });
});
