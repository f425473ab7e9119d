import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, ACTIVITY_RESOURCES } from './activity';
import { PERMISSIONS } from './permissions';

describe('the activity log’s resources and actions', () => {
  it('lists every resource of the permission matrix that can be written, in its order, then sign-ins', () => {
    expect(ACTIVITY_RESOURCES).toEqual([
      'staffs',
      'customers',
      'agents',
      'products',
      'bills',
      'recharges/management',
      'recharges/history',
      'recharges/float',
      'repairs/management',
      'repairs/issues',
      'expenses/management',
      'expenses/categories',
      'accounts',
      'settings',
      'dayclose',
      'auth',
    ]);
  });

  it('leaves out what is only read (the dashboard, the log itself)', () => {
    for (const readOnly of ['dashboard', 'activity'] as const) {
      expect(PERMISSIONS).toHaveProperty(readOnly);
      expect(ACTIVITY_RESOURCES).not.toContain(readOnly);
    }
  });

  it('names each action once', () => {
    expect(new Set(ACTIVITY_ACTIONS).size).toBe(ACTIVITY_ACTIONS.length);
  });
});
