import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES, type MessageKey } from '../../src/domain/messages';
import { firstError, type RuleSet } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { isUniqueViolation } from '../db/connect';
import type { AgentFields, Database, RecordStamps } from '../db/schema';
import { assertCurrentVersion, HttpError } from '../errors';
import { sendList, streamed } from '../listCache';
import { arrayOf, cleanInput, deletedAnswer, errorAnswer, idParams, type Infer, type Schema } from '../schemas/common';

type IdParams = Infer<typeof idParams>;
/** Any person form as the schemas let it through: each field a string, null or absent. */
type PersonBody = Partial<Record<string, string | null>>;

/** The queries a people resource needs (db/customers.ts, db/agents.ts). */
export interface PeopleQueries<F, Row> {
  /** Every record, newest first, one at a time. */
  list(db: Kysely<Database>): AsyncIterable<Row>;
  findById(db: Kysely<Database>, id: string): Promise<Row | undefined>;
  insert(db: Kysely<Database>, fields: F, createdByName: string): Promise<Row>;
  update(db: Kysely<Database>, id: string, fields: F, updatedByName: string): Promise<Row | undefined>;
  remove(db: Kysely<Database>, id: string): Promise<boolean>;
}

/** What makes customers and agents differ; everything else is shared. */
export interface PeopleResource<F extends AgentFields, Row extends F & RecordStamps, Rec extends object> {
  /** The permission resource, which is also the path: `/customers`, `/customers/:id`. */
  resource: 'customers' | 'agents';
  /** The form fields (domain CUSTOMER_FIELDS / AGENT_FIELDS): stored as sent, trimmed; a blank optional one as null. */
  fields: readonly (keyof F & string)[];
  /** The domain rules; the first failing field's message is the 400 answer. */
  rules: RuleSet;
  body: Schema<PersonBody>;
  record: Schema<Rec>;
  toRecord(row: Row): Rec;
  queries: PeopleQueries<F, Row>;
  messages: { notFound: MessageKey; deleted: MessageKey };
  /** Set when phone numbers are unique: who uses one, and the 409 message. */
  uniquePhone?: { findByPhone(db: Kysely<Database>, phoneNumber: string): Promise<Row | undefined>; taken: MessageKey };
  /** Set when other records may keep a person: the 409 message refusing to delete `id`, or undefined to allow it. */
  deleteBlockedBy?(db: Kysely<Database>, id: string): Promise<MessageKey | undefined>;
}

/**
 * The four routes of a people resource (spec §7): `GET /<resource>` (newest first),
 * `POST /<resource>` (201 with the record), `PUT /<resource>/:id` (a full replacement of
 * the form fields; the updated record) and `DELETE /<resource>/:id` (`{ message, _id }`),
 * each guarded by the domain matrix's list / create / edit / delete.
 */
export function peopleRoutes<F extends AgentFields, Row extends F & RecordStamps, Rec extends object>(
  kind: PeopleResource<F, Row, Rec>,
): FastifyPluginAsync {
  const { resource, fields, rules, body, record, toRecord, queries, messages, uniquePhone, deleteBlockedBy } = kind;
  const collection = `/${resource}`;
  const member = `/${resource}/:id`;

  /** The request's form, trimmed and checked by the domain rules; 400 with the first failing field's message. */
  function readForm(input: PersonBody): F {
    const cleaned = cleanInput(input);
    const problem = firstError(rules, cleaned);
    if (problem) throw new HttpError(400, MESSAGES[problem]);
    // The rules passed, so every required field is a non-blank string; absent optional ones are none (null).
    return Object.fromEntries(fields.map((field) => [field, cleaned[field] ?? null])) as unknown as F;
  }

  /** 409 when another record (not `ownId`) already has this phone number and numbers are unique. */
  async function checkPhoneFree(app: FastifyInstance, phoneNumber: string, ownId?: string): Promise<void> {
    if (!uniquePhone) return;
    const owner = await uniquePhone.findByPhone(app.db, phoneNumber);
    if (owner && owner.id !== ownId) throw new HttpError(409, MESSAGES[uniquePhone.taken]);
  }

  /** A write that lost a race for a unique phone number (checked just before) is the same 409. */
  async function write<T>(run: Promise<T>): Promise<T> {
    try {
      return await run;
    } catch (error) {
      if (uniquePhone && isUniqueViolation(error)) throw new HttpError(409, MESSAGES[uniquePhone.taken]);
      throw error;
    }
  }

  return async function routes(app: FastifyInstance): Promise<void> {
    app.get(
      collection,
      { onRequest: app.requireAccess(resource, 'list'), schema: { response: { 200: arrayOf(record) } } },
      async (request, reply) => sendList(request, reply, 'all', async () => streamed(queries.list(app.db), toRecord)),
    );

    app.post<{ Body: PersonBody }>(
      collection,
      { onRequest: app.requireAccess(resource, 'create'), schema: { body, response: { 201: record, ...(uniquePhone && { 409: errorAnswer(MESSAGES[uniquePhone.taken]) }) } } },
      async (request, reply) => {
        const form = readForm(request.body);
        await checkPhoneFree(app, form.phoneNumber);
        const created = await write(
          app.db.transaction().execute(async (trx) => {
            const row = await queries.insert(trx, form, currentUser(request).fullName);
            await recordActivity(trx, { user: actorOf(request), action: 'create', resource, recordId: row.id, after: toRecord(row) });
            return row;
          }),
        );
        return reply.code(201).send(toRecord(created));
      },
    );

    app.put<{ Params: IdParams; Body: PersonBody }>(
      member,
      {
        onRequest: app.requireAccess(resource, 'edit'),
        schema: { params: idParams, body, response: { 200: record, 409: errorAnswer(MESSAGES.staleWrite, ...(uniquePhone ? [MESSAGES[uniquePhone.taken]] : [])) } },
      },
      async (request) => {
        const { id } = request.params;
        if (!(await queries.findById(app.db, id))) throw new HttpError(404, MESSAGES[messages.notFound]);
        const form = readForm(request.body);
        await checkPhoneFree(app, form.phoneNumber, id);
        const updated = await write(
          app.db.transaction().execute(async (trx) => {
            const before = await queries.findById(trx, id);
            if (before) assertCurrentVersion(request, before);
            const after = await queries.update(trx, id, form, currentUser(request).fullName);
            if (after) await recordActivity(trx, { user: actorOf(request), action: 'update', resource, recordId: id, before: before && toRecord(before), after: toRecord(after) });
            return after;
          }),
        );
        // Deleted by someone else between the look-up and the update.
        if (!updated) throw new HttpError(404, MESSAGES[messages.notFound]);
        return toRecord(updated);
      },
    );

    app.delete<{ Params: IdParams }>(
      member,
      {
        onRequest: app.requireAccess(resource, 'delete'),
        // Which records block a delete is only known per call (deleteBlockedBy): the 409 is declared whenever one may.
        schema: { params: idParams, response: { 200: deletedAnswer, ...(deleteBlockedBy && { 409: errorAnswer('A record that keeps this one blocks the delete') }) } },
      },
      async (request) => {
        const { id } = request.params;
        // Checked and deleted in one transaction, so nothing can come to need the record in between.
        const removed = await app.db.transaction().execute(async (trx) => {
          const blocked = await deleteBlockedBy?.(trx, id);
          if (blocked) throw new HttpError(409, MESSAGES[blocked]);
          const before = await queries.findById(trx, id);
          if (!before || !(await queries.remove(trx, id))) return false;
          await recordActivity(trx, { user: actorOf(request), action: 'delete', resource, recordId: id, before: toRecord(before) });
          return true;
        });
        if (!removed) throw new HttpError(404, MESSAGES[messages.notFound]);
        return { message: MESSAGES[messages.deleted], _id: id };
      },
    );
  };
}
