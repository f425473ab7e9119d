import { describe, expect, it } from 'vitest';
import { isSuperAdminRole, roleOf } from './roles';

describe('roleOf (product.md §6)', () => {
  it.each([
    [{ role: 'super_admin' }, 'super_admin'],
    [{ role: 'superadmin' }, 'super_admin'],
    [{ role: 'admin' }, 'admin'],
    [{ userType: 'superadmin' }, 'super_admin'],
    [{ userType: 'admin' }, 'admin'],
    [{ role: null, userType: 'super_admin' }, 'super_admin'],
    [{}, 'admin'],
    [null, 'admin'],
    [{ role: 'manager' }, 'admin'],
  ] as const)('%j is %s', (user, role) => {
    expect(roleOf(user)).toBe(role);
  });

  it('reads `role` before `userType`', () => {
    expect(roleOf({ role: 'admin', userType: 'super_admin' })).toBe('admin');
  });

  it.each([
    ['super_admin', true],
    ['superadmin', true],
    ['admin', false],
    ['', false],
    [undefined, false],
  ])('isSuperAdminRole(%s) is %s', (role, expected) => {
    expect(isSuperAdminRole(role)).toBe(expected);
  });
});
