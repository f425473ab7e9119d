import { describe, expect, it } from 'vitest';
import { allowanceFor, ALLOWANCES, can, PERMISSIONS, RECHARGE_WRITE, STAFF_ALLOWANCES } from './permissions';
import { allowancesOf } from './settings';
import type { Role } from './roles';

// product.md §6, one row per rule: [resource, action, admin (staff) may, super_admin may].
const matrix: [string, string, boolean, boolean][] = [
  ['staffs', 'list', false, true],
  ['staffs', 'menu', false, true],
  ['staffs', 'create', false, true],
  ['staffs', 'edit', false, true],
  ['staffs', 'delete', false, true],
  ['customers', 'list', true, true],
  ['customers', 'create', true, true],
  ['customers', 'edit', false, true],
  ['customers', 'delete', false, true],
  ['customers', 'history', false, true],
  ['customers', 'audit', false, true],
  ['agents', 'create', true, true],
  ['agents', 'edit', false, true],
  ['products', 'list', true, true],
  ['products', 'create', false, true],
  ['products', 'refill', false, true],
  ['products', 'stockCard', true, true],
  ['products', 'adjust', false, true],
  ['stock/counts', 'list', true, true],
  ['stock/counts', 'create', true, true],
  ['stock/counts', 'count', true, true],
  ['stock/counts', 'edit', false, false],
  ['stock/counts', 'approve', false, true],
  ['stock/counts', 'cost', false, true],
  ['products', 'cost', false, true],
  ['stock/reorder', 'list', false, true],
  ['stock/reorder', 'menu', false, true],
  ['goods/received', 'list', false, true],
  ['goods/received', 'create', false, true],
  ['goods/received', 'cost', false, true],
  ['goods/received', 'return', false, true],
  ['stock/value', 'list', false, true],
  ['stock/value', 'menu', false, true],
  ['reports/profit', 'list', false, true],
  ['reports/profit', 'menu', false, true],
  ['renewals', 'list', true, true],
  ['renewals', 'menu', true, true],
  ['renewals', 'create', true, true],
  ['renewals', 'status', true, true],
  ['renewals', 'edit', false, true],
  ['renewals', 'cost', false, false],
  ['reports/products', 'list', false, true],
  ['reports/products', 'menu', false, true],
  ['reports/payments', 'list', false, true],
  ['reports/payments', 'menu', false, true],
  ['reports/staff', 'list', false, true],
  ['reports/staff', 'menu', false, true],
  ['reports/hours', 'list', false, true],
  ['reports/hours', 'menu', false, true],
  ['reports/recharges', 'list', false, true],
  ['reports/recharges', 'menu', false, true],
  ['reports/customers', 'list', false, true],
  ['reports/customers', 'menu', false, true],
  ['reports/repairs', 'list', false, true],
  ['reports/repairs', 'menu', false, true],
  ['bills', 'create', true, true],
  ['bills', 'show', true, true],
  ['bills', 'delete', false, true],
  ['bills', 'report', false, true],
  ['bills', 'cost', false, true],
  ['bills', 'anyPrice', false, true],
  ['recharges/management', 'menu', false, true],
  ['recharges/management', 'create', false, true],
  ['recharges/history', 'menu', true, true],
  ['recharges/history', 'create', true, true],
  ['recharges/history', 'cost', false, true],
  ['repairs/management', 'create', true, true],
  ['repairs/management', 'status', true, true],
  ['repairs/management', 'edit', false, true],
  ['repairs/management', 'statusHistory', false, true],
  ['repairs/issues', 'menu', false, true],
  ['repairs/issues', 'edit', true, true],
  ['expenses/management', 'create', true, true],
  ['expenses/management', 'edit', false, true],
  ['expenses/management', 'delete', false, true],
  ['expenses/categories', 'menu', false, true],
  ['dashboard', 'list', true, true],
];

describe('the role matrix (product.md §6)', () => {
  it.each(matrix)('%s / %s: staff %s, super admin %s', (resource, action, staff, superAdmin) => {
    expect(can('admin', resource, action)).toBe(staff);
    expect(can('super_admin', resource, action)).toBe(superAdmin);
  });

  it.each<Role>(['admin', 'super_admin'])('refuses unknown resources and actions for %s', (role) => {
    expect(can(role, 'nope', 'list')).toBe(false);
    expect(can(role, 'customers', 'fly')).toBe(false);
  });

  it('lets `show` and `menu` follow `list` when not declared', () => {
    expect(can('admin', 'customers', 'show')).toBe(true);
    expect(can('admin', 'staffs', 'show')).toBe(false);
  });

  it('keeps top-up writes behind the one named recharge permission', () => {
    const management = PERMISSIONS['recharges/management'];
    expect(management.create).toBe(RECHARGE_WRITE);
    expect(management.edit).toBe(RECHARGE_WRITE);
    expect(management.delete).toBe(RECHARGE_WRITE);
  });
});

describe('what the owner may open to staff in Settings (issue 47)', () => {
  it.each(['list', 'menu', 'show', 'create'])('goods received / %s: staff only with `staffReceiveGoods` on; the owner always', (action) => {
    expect(can('admin', 'goods/received', action)).toBe(false);
    expect(can('admin', 'goods/received', action, ['staffReceiveGoods'])).toBe(true);
    expect(can('super_admin', 'goods/received', action)).toBe(true);
    expect(can('super_admin', 'goods/received', action, [])).toBe(true);
  });

  it.each(['cost', 'adjust', 'audit', 'return'])('goods received / %s stays the owner’s, whatever the switch', (action) => {
    expect(can('admin', 'goods/received', action, ['staffReceiveGoods'])).toBe(false);
    expect(can('super_admin', 'goods/received', action)).toBe(true);
  });

  it('opens nothing else, and never a cost', () => {
    expect(can('admin', 'stock/value', 'list', [...ALLOWANCES])).toBe(false);
    expect(can('admin', 'suppliers', 'cost', [...ALLOWANCES])).toBe(false);
    for (const actions of Object.values(STAFF_ALLOWANCES)) expect(Object.keys(actions ?? {})).not.toContain('cost');
    expect(allowanceFor('goods/received', 'create')).toBe('staffReceiveGoods');
    expect(allowanceFor('goods/received', 'cost')).toBeUndefined();
    expect(allowanceFor('products', 'list')).toBeUndefined();
  });

  it('reads the switches from the settings: none from a backend without them', () => {
    expect(allowancesOf({ staffReceiveGoods: true })).toEqual(['staffReceiveGoods']);
    expect(allowancesOf({ staffReceiveGoods: false })).toEqual([]);
    expect(allowancesOf({})).toEqual([]);
    expect(allowancesOf(undefined)).toEqual([]);
  });
});
