import { describe, expect, it } from 'vitest';
import { SPEC_RESOURCES } from '../domain/features';
import { PERMISSIONS } from '../domain/permissions';
import { agents } from './agents';
import { collectDeclarations, findResource, registry } from './registry';
import { staffs } from './staffs';

describe('the registry, found by folder', () => {
  it('holds every declaration exported by an index.ts under src/resources, once, in menu order', () => {
    const names = registry.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
    // The spec's screens, and the activity log beyond them.
    const shopScreens = [...SPEC_RESOURCES, 'activity'];
    expect(names).toEqual(expect.arrayContaining(shopScreens));
    const orders = registry.map((resource) => resource.menu.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('has a row of the permission matrix for each resource, so none is left unguarded', () => {
    for (const resource of registry) expect(PERMISSIONS, resource.name).toHaveProperty([resource.name]);
  });

  it('skips what only looks like a declaration, and one exported twice', () => {
    const found = collectDeclarations([
      { agents, again: agents, names: ['agents'], half: { name: 'half', columns: [] }, text: 'staffs' },
      { staffs, agents },
    ]);
    expect(found).toEqual([staffs, agents]);
  });

  it('finds a resource by name', () => {
    expect(findResource('agents')).toBe(agents);
    expect(findResource('undeclared')).toBeUndefined();
  });
});
