import { MESSAGES, type MessageKey } from '../../src/domain/messages';
import { PERMISSIONS } from '../../src/domain/permissions';
import type { Role } from '../../src/domain/roles';
import type { CrudResourceName } from '../../server/crud/declaration';

/**
 * A resource declared inside a test (no screen uses it) still needs what the README's
 * walkthrough adds by hand to the shared tables: its row of the permission matrix and its
 * messages. Both tables are plain objects read at call time (the guard, `canAccess`, the
 * rules' answers), so adding to them here is what editing their files does.
 */
export function addToSharedTables<K extends string>({
  permissions,
  messages,
}: {
  permissions: Record<string, Partial<Record<string, readonly Role[]>>>;
  messages: Record<K, string>;
}): { resource: (name: string) => CrudResourceName; message: (key: K) => MessageKey } {
  Object.assign(PERMISSIONS, permissions);
  Object.assign(MESSAGES, messages);
  // The names are not in the matrix's or the messages' types (those are the shipped ones).
  return { resource: (name) => name as CrudResourceName, message: (key) => key as unknown as MessageKey };
}
