import type { Kysely } from 'kysely';
import { DEFAULT_REPAIR_MESSAGES, type RepairMessageTemplates } from '../../src/domain/repairMessages';
import { REPAIR_STATUS_KEYS, REPAIR_STATUSES, type RepairStatus } from '../../src/domain/repairs';
import { timestamp } from './ids';
import type { Database } from './schema';

/** Every status's template (the default where the owner kept none) and who last changed one, when. */
export interface RepairMessages {
  templates: RepairMessageTemplates;
  updatedAt: string | null;
  updatedByName: string | null;
}

/** The templates as kept, each status's default filling the gaps. */
export async function readRepairMessages(db: Kysely<Database>): Promise<RepairMessages> {
  const rows = await db.selectFrom('repair_messages').selectAll().execute();
  const kept = new Map(rows.map((row) => [row.status, row.template]));
  const latest = rows.reduce<(typeof rows)[number] | undefined>((last, row) => (!last || row.updatedAt > last.updatedAt ? row : last), undefined);
  return {
    templates: Object.fromEntries(
      REPAIR_STATUSES.map((status) => [REPAIR_STATUS_KEYS[status], kept.get(status) ?? DEFAULT_REPAIR_MESSAGES[status]]),
    ) as RepairMessageTemplates,
    updatedAt: latest?.updatedAt ?? null,
    updatedByName: latest?.updatedByName ?? null,
  };
}

/** Keeps these statuses' templates ('' for none); the others stay as they are. */
export async function writeRepairMessages(db: Kysely<Database>, templates: ReadonlyMap<RepairStatus, string>, updatedByName: string): Promise<void> {
  const updatedAt = timestamp();
  for (const [status, template] of templates) {
    await db
      .insertInto('repair_messages')
      .values({ status, template, updatedAt, updatedByName })
      .onConflict((conflict) => conflict.column('status').doUpdateSet({ template, updatedAt, updatedByName }))
      .execute();
  }
}
