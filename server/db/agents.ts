import { sql, type Kysely } from 'kysely';
import { creationStamps, timestamp } from './ids';
import type { Agent, AgentFields, Database } from './schema';

const newestFirst = (db: Kysely<Database>) =>
  db.selectFrom('agents').selectAll().orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc');

/** Every agent, newest first (insertion order breaks ties within a millisecond). */
export function listAgents(db: Kysely<Database>): Promise<Agent[]> {
  return newestFirst(db).execute();
}

/** The same, one row at a time (for the list route: see listCache.ts `streamed`). */
export function streamAgents(db: Kysely<Database>): AsyncIterableIterator<Agent> {
  return newestFirst(db).stream(500);
}

export function findAgentById(db: Kysely<Database>, id: string): Promise<Agent | undefined> {
  return db.selectFrom('agents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts an agent. `now` lets the demo data date its records in the past. */
export function insertAgent(
  db: Kysely<Database>,
  fields: AgentFields,
  createdByName: string | null,
  now: Date = new Date(),
): Promise<Agent> {
  return db
    .insertInto('agents')
    .values({ ...fields, ...creationStamps(createdByName, now) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces the form fields and stamps the update; undefined when no such agent exists. */
export function updateAgent(db: Kysely<Database>, id: string, fields: AgentFields, updatedByName: string): Promise<Agent | undefined> {
  return db
    .updateTable('agents')
    .set({ ...fields, updatedByName, updatedAt: timestamp() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** True when an agent was deleted. */
export async function deleteAgent(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('agents').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
