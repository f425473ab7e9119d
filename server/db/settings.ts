import type { Kysely } from 'kysely';
import type { Allowance } from '../../src/domain/permissions';
import { allowancesOf } from '../../src/domain/settings';
import { nextUpdatedAt } from './ids';
import type { Database, SettingsRow, SettingsTable } from './schema';

/** The settings a write changes (money in cents). */
export type SettingsFields = Omit<SettingsTable, 'id' | 'updatedAt' | 'updatedByName' | RenewalSetting>;

/** The renewals' settings (issue 49), written by their own route (server/routes/renewalSettings.ts), never by PUT /settings. */
type RenewalSetting = 'renewalDays' | 'renewalMessageEn' | 'renewalMessageSi' | 'renewalMessageTa';

/** The one settings row (migration 0014 made it). */
export function readSettings(db: Kysely<Database>): Promise<SettingsRow> {
  return db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

/** Changes the settings; the row as stored after. */
export async function writeSettings(db: Kysely<Database>, fields: SettingsFields, updatedByName: string): Promise<SettingsRow> {
  await db.updateTable('settings').set({ ...fields, updatedByName, updatedAt: nextUpdatedAt(db) }).where('id', '=', 1).execute();
  return readSettings(db);
}

/** The owner's switches that are on now (Settings), as the permission matrix reads them. */
export async function readAllowances(db: Kysely<Database>): Promise<Allowance[]> {
  const row = await db.selectFrom('settings').select('staffReceiveGoods').where('id', '=', 1).executeTakeFirst();
  return allowancesOf({ staffReceiveGoods: row?.staffReceiveGoods === 1 });
}
