import { sql, type Kysely } from 'kysely';
import { creationStamps } from './ids';
import type { Agent, AgentFields, Database } from './schema';

const newestFirst = (db: Kysely<Database>) =>
  db.selectFrom('agents').selectAll().orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc');

/** Every agent, newest first (insertion order breaks ties within a millisecond). */
export function listAgents(db: Kysely<Database>): Promise<Agent[]> {
  return newestFirst(db).execute();
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
