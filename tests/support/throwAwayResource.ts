import type { MessageKey } from '../../src/domain/messages';
import type * as MessagesModule from '../../src/domain/messages';
import type { PermissionMatrix } from '../../src/domain/permissions';
import type * as PermissionsModule from '../../src/domain/permissions';
import type { Role } from '../../src/domain/roles';
import type { CrudResourceName } from '../../server/crud/declaration';

/**
 * A resource declared inside a test (no screen uses it) still needs what the README's
 * walkthrough adds by hand to the shared tables: its row of the permission matrix and its
 * messages. A test gives them through its own copies of those modules, from `vi.mock`
 * factories, so the shipped tables stay as shipped for every other test:
 *
 *   vi.mock('../domain/permissions', async (real) => withPermissions(await real(), rows));
 *   vi.mock('../domain/messages', async (real) => withMessages(await real(), texts));
 *
 * Everything the test loads (the console and the server alike) then reads the copies.
 * This file imports those modules for their types only: a factory may load it.
 */
export function withPermissions(
  real: typeof PermissionsModule,
  rows: Record<string, Partial<Record<string, readonly Role[]>>>,
): typeof PermissionsModule {
  const PERMISSIONS: PermissionMatrix = { ...real.PERMISSIONS, ...rows };
  return {
    ...real,
    PERMISSIONS: PERMISSIONS as typeof real.PERMISSIONS,
    can: (role, resource, action) => real.canIn(PERMISSIONS, role, resource, action),
  };
}

export function withMessages(real: typeof MessagesModule, texts: Record<string, string>): typeof MessagesModule {
  const MESSAGES = { ...real.MESSAGES, ...texts } as typeof real.MESSAGES;
  return { ...real, MESSAGES, messageText: ({ key, values }) => real.fillMessage(MESSAGES[key], values) };
}

/** A declared name where the shipped types expect one of theirs (the test's are not in them). */
export const asResource = (name: string) => name as CrudResourceName;
export const asMessage = <K extends string>(key: K) => key as unknown as MessageKey;

