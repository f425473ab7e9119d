import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../domain/permissions';
import { agents } from './agents';
import { collectDeclarations, findResource, registry } from './registry';
import { staffs } from './staffs';

describe('the registry, found by folder', () => {
  it('holds every declaration exported by an index.ts under src/resources, once, in menu order', () => {
    const names = registry.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
    const shopScreens = [
      'staffs',
      'customers',
      'agents',
      'products',
      'bills',
      'recharges/management',
      'recharges/history',
      'repairs/management',
      'repairs/issues',
      'expenses/management',
      'expenses/categories',
      'activity',
    ];
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
    expect(findResource('suppliers')).toBeUndefined();
  });
});
