/**
 * The side menu a role should see, read from the same declarations the console renders:
 * Dashboard, then each registry resource the permission matrix shows in the menu, in menu order.
 */
import { can } from '../../src/domain/permissions';
import type { Role } from '../../src/domain/roles';
import { en } from '../../src/i18n/en';
import { registry } from '../../src/resources/registry';

const resourceNames = en.resources as Record<string, { name: string }>;

/** 'Staff |||| Staffs' → 'Staffs' (react-admin's smart_count plural). */
const pluralLabel = (name: string) => {
  const forms = resourceNames[name]?.name.split('||||') ?? [name];
  return (forms[1] ?? forms[0]).trim();
};

/** The declarations whose menu item `role` sees, in menu order. */
const menuResources = (role: Role) =>
  [...registry].sort((a, b) => a.menu.order - b.menu.order).filter((resource) => can(role, resource.name, 'menu'));

export function expectedMenu(role: Role): string[] {
  return [en.app.menu.dashboard, ...menuResources(role).map((resource) => pluralLabel(resource.name))];
}

/** Every screen `role` reaches from the menu, by path (the dashboard first), whether it may add there, and whether it is a table (Settings is a form). */
export function expectedScreens(role: Role): { path: string; canCreate: boolean; table: boolean }[] {
  return [
    { path: '/dashboard', canCreate: false, table: false },
    ...menuResources(role).map((resource) => ({
      path: `/${resource.name}`,
      canCreate: Boolean(resource.routes?.create ?? !resource.routes) && can(role, resource.name, 'create'),
      table: resource.columns.length > 0,
    })),
  ];
}
