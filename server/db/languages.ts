import type { Kysely } from 'kysely';
import type { Language } from '../../src/domain/languages';
import type { Database } from './schema';

type People = 'customers' | 'agents';

/**
 * The preferred languages (product.md §10, migration 0034) of these customers or agents, by
 * id; for 'all', of everyone who has one (a few, beside the records that name them). Those
 * with none are left out: a record about them says null, and their documents follow the
 * staff member's screen. For the records that carry their person's language (a bill's
 * customer, a sale's buyer), read when they are answered, so a change shows at once.
 */
export async function preferredLanguages(db: Kysely<Database>, table: People, ids: readonly string[] | 'all'): Promise<Map<string, Language>> {
  if (ids !== 'all' && ids.length === 0) return new Map();
  let query = db
    .selectFrom(table as 'customers')
    .select(['id', 'language'])
    .where('language', 'is not', null);
  if (ids !== 'all') query = query.where('id', 'in', [...new Set(ids)]);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.id, row.language!]));
}

/** One customer's or agent's preferred language, or null for none (or no such person). */
export async function preferredLanguageOf(db: Kysely<Database>, table: People, id: string): Promise<Language | null> {
  return (await preferredLanguages(db, table, [id])).get(id) ?? null;
}
