import { fullName } from '../domain/format';
import type { ResourceDeclaration } from '../resources/types';

/** How a record is named in buttons and confirmations: its declared representation, a person's name, its name, its id. */
export function recordName(
  declaration: ResourceDeclaration<any>,
  record: Record<string, unknown>,
  translate?: (key: string, options?: object) => string,
): string {
  return declaration.recordRepresentation?.(record as never, translate) || fullName(record) || String(record.name ?? record.id);
}
