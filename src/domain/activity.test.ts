import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, ACTIVITY_RESOURCES } from './activity';
import { PERMISSIONS, type ResourceName } from './permissions';

describe('the activity log’s resources and actions', () => {
  const matrix = Object.keys(PERMISSIONS) as ResourceName[];
  const listed = ACTIVITY_RESOURCES.filter((resource) => resource !== 'auth');

  it('lists every resource of the permission matrix that someone may add to, edit or delete from', () => {
    const written = matrix.filter((resource) => ['create', 'edit', 'delete'].some((action) => action in PERMISSIONS[resource]));
    expect(written.length).toBeGreaterThan(0);
    for (const resource of written) expect(listed).toContain(resource);
  });

  it('lists them in the matrix’s order, then sign-ins', () => {
    expect(listed).toEqual(matrix.filter((resource) => (listed as string[]).includes(resource)));
    expect(ACTIVITY_RESOURCES.at(-1)).toBe('auth');
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
