import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { rulesOf, type FieldInput, type FieldSet } from '../../src/domain/fields';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import { can } from '../../src/domain/permissions';
import { validateRecord } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { isForeignKeyViolation, isUniqueViolation } from '../db/connect';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { checkIfMatch } from '../http/preconditions';
import { sendList, streamed } from '../listCache';
import { listQuerystring, readListQuery, type ListQuerystring } from '../paging/listQuery';
import { sendListQuery, type PagedList } from '../paging/pagedList';
import { arrayOf, cleanInput, deletedAnswer, errorAnswer, idParams, preconditionHeaders, type Infer, type Schema } from '../schemas/common';
import type { PlainResource } from './declaration';
import { bodySchema, recordMapper, recordSchema, storedValues } from './schemas';
import { tableStore, type PlainRow } from './store';

type IdParams = Infer<typeof idParams>;


/**
 * The four routes of a plain resource from its declaration (declaration.ts): `GET /<path>`
 * (newest first; streamed, cached, gzipped and ETagged by listCache.ts), `POST /<path>` (201
 * with the record), `PUT /<path>/:id` (a full replacement of the fields) and
 * `DELETE /<path>/:id` (both made conditional by `If-Match`: http/preconditions.ts), each guarded by the
 * permission matrix's list / create / edit / delete. Bodies are checked by the domain rules
 * (400 with the first failing field's message), unknown ids are 404, a taken unique value or a
 * blocked delete 409. Each write and its activity entry are one transaction; the list cache
 * sees every write by itself.
 */
export function crudRoutes<F extends FieldSet>(declaration: PlainResource<F>): FastifyPluginAsync {
  const { resource, fields, unique, messages, blocksDelete, builtIn, computed } = declaration;
  const collection = declaration.path ?? `/${resource}`;
  const member = `${collection}/:id`;
  const rules = rulesOf(fields);
  const store = tableStore(declaration);
  const toRecord = recordMapper(declaration);
  const body = bodySchema(fields);
  const record = recordSchema(declaration);
  type Body = FieldInput<F>;
  const doc = (summary: string) => ({ tags: [resource], summary: `${summary} (${resource})` });
  const notFound = () => new HttpError(404, { key: messages.notFound });
  /** 409 for a record the server keeps itself: it is neither edited nor deleted. */
  const checkNotBuiltIn = (id: string) => {
    if (builtIn?.ids.includes(id)) throw new HttpError(409, { key: builtIn.message });
  };
  const builtInRefusal = builtIn ? [MESSAGES[builtIn.message]] : [];
  // Each route documents only its own refusals; apiDocs.ts adds those its shape implies (400, 401, 403, 404, 413).
  const taken = unique ? [MESSAGES[unique.taken]] : [];
  /** The 409 of a taken unique value, said under its field too. */
  const takenError = () => new HttpError(409, { key: unique!.taken }, { [unique!.field]: { key: unique!.taken } });

  /**
   * The request's form, trimmed and checked by the domain rules, as stored; 400 with the first
   * failing field's message. The spec's fields answer the spec's `{ message }`; a field beyond
   * it (with a `feature`) is refused under its name too, so the console's form shows it there.
   * On an edit, a field beyond the spec that the body leaves out is not written: a client of the
   * spec's API never sends it, and its edit must not clear what our console kept.
   */
  function readForm(input: Body, mode: 'create' | 'edit'): Record<string, unknown> {
    const cleaned = cleanInput(input as Record<string, unknown>);
    const [failing] = Object.entries(validateRecord(rules, cleaned));
    if (failing) {
      const [field, problem] = failing as [string, keyof typeof MESSAGES];
      throw new HttpError(400, { key: problem }, fields[field]?.feature ? { [field]: { key: problem } } : undefined);
    }
    const values = storedValues(declaration, cleaned);
    if (mode === 'edit') {
      for (const [name, field] of Object.entries(fields)) if (field.feature && (input as Record<string, unknown>)[name] === undefined) delete values[name];
    }
    return values;
  }

  /** 409 when another record (not `ownId`) already holds the unique value. */
  async function checkUnique(db: Kysely<Database>, values: Record<string, unknown>, ownId?: string): Promise<void> {
    if (!unique) return;
    const holder = await store.findUnique(db, values);
    if (holder && holder.id !== ownId) throw takenError();
  }

  /** A write that lost a race for the unique value (checked just before, in its transaction) is the same 409. */
  async function write<T>(run: Promise<T>): Promise<T> {
    try {
      return await run;
    } catch (error) {
      if (unique && isUniqueViolation(error)) throw takenError();
      throw error;
    }
  }

  const by = (request: FastifyRequest) => currentUser(request).fullName;

  /** Is this caller answered the figures the server works out (a supplier's balance is the owner's)? */
  const seesComputed = (request: FastifyRequest) => computed !== undefined && can(currentUser(request).role, resource, computed.access);

  /**
   * How rows become this caller's records: with the computed figures (of the records `ids`
   * names, or of every record) read first, for a caller who may see them; else the plain record.
   */
  async function answerer(db: Kysely<Database>, request: FastifyRequest, ids?: readonly string[]): Promise<(row: PlainRow) => Record<string, unknown>> {
    const plain = toRecord as (row: PlainRow) => Record<string, unknown>;
    if (!computed || !seesComputed(request)) return plain;
    const figures = await computed.read(db, ids);
    return (row) => {
      const record = plain(row);
      const own = figures.get(row.id);
      for (const name of computed.money) record[name] = fromCents(own?.[name] ?? 0);
      return record;
    };
  }

  /** The declaration's paged list for this caller, completed from the declaration: its table, its records, and without the built-in records (as the whole list). */
  const pagedList = (request: FastifyRequest): PagedList<PlainRow> => ({
    ...declaration.paged!(request),
    table: declaration.table,
    ...(builtIn ? { always: sql<SqlBool>`${sql.ref(`${declaration.table}.id`)} not in (${sql.join([...builtIn.ids])})` } : {}),
    records: (rows) => answerer(request.server.db, request, rows === 'all' ? undefined : rows.map((row) => row.id)),
  });

  return async function routes(app: FastifyInstance): Promise<void> {
    const { db } = app;
    // Named at sign-in, so a console shows it only on a backend that serves it.
    app.offerResource(resource);

    app.get<{ Querystring: ListQuerystring }>(
      collection,
      {
        onRequest: app.requireAccess(resource, 'list'),
        schema: {
          ...doc('Every record, newest first'),
          ...(declaration.paged ? { querystring: listQuerystring } : {}),
          response: { 200: arrayOf(record) },
        },
      },
      async (request, reply) => {
        // Asked by the page (our console), the page; asked as the spec asks, the whole list.
        const query = declaration.paged ? readListQuery(request.query) : undefined;
        if (query) return sendListQuery(request, reply, db, pagedList(request), query);
        // Cached apart for those answered the computed figures.
        return sendList(request, reply, seesComputed(request) ? computed!.access : 'all', async () => {
          // The figures are read before the stream holds SQLite's one connection.
          const toAnswer = await answerer(db, request);
          return streamed(store.stream(db), toAnswer);
        });
      },
    );

    if (builtIn) {
      // Beside the list, which leaves them out: a static path, so never read as an id.
      app.get(
        `${collection}/built-in`,
        {
          onRequest: app.requireAccess(resource, 'list'),
          schema: { ...doc('The records the server keeps itself (beyond the spec)'), response: { 200: arrayOf(record) } },
        },
        async (request) => {
          const rows = await store.builtIns(db);
          return rows.map(await answerer(db, request, rows.map((row) => row.id)));
        },
      );
    }

    app.post<{ Body: Body }>(
      collection,
      {
        onRequest: app.requireAccess(resource, 'create'),
        schema: { ...doc('Add a record'), body: withExample(body, declaration.example), response: { 201: record, ...(unique && { 409: errorAnswer(...taken) }) } },
      },
      async (request, reply) => {
        const values = readForm(request.body as Body, 'create');
        const created = await write(
          db.transaction().execute(async (trx) => {
            await checkUnique(trx, values);
            const row = await store.insert(trx, values, by(request));
            await recordActivity(trx, { user: actorOf(request), action: 'create', resource, recordId: row.id, after: toRecord(row) });
            return row;
          }),
        );
        return reply.code(201).send((await answerer(db, request, [created.id]))(created));
      },
    );

    app.put<{ Params: IdParams; Body: Body }>(
      member,
      {
        onRequest: app.requireAccess(resource, 'edit'),
        schema: {
          ...doc('Replace a record’s fields'),
          params: idParams,
          headers: preconditionHeaders(),
          body: withExample(body, declaration.example),
          response: { 200: record, 409: errorAnswer(MESSAGES.staleWrite, ...taken, ...builtInRefusal) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const updated = await write(
          db.transaction().execute(async (trx) => {
            const before = await store.findById(trx, id, { toChange: true });
            if (!before) throw notFound();
            checkNotBuiltIn(id);
            const values = readForm(request.body as Body, 'edit');
            await checkUnique(trx, values, id);
            checkIfMatch(request, before);
            const after = (await store.update(trx, id, values, by(request)))!;
            await recordActivity(trx, { user: actorOf(request), action: 'update', resource, recordId: id, before: toRecord(before), after: toRecord(after) });
            return after;
          }),
        );
        return (await answerer(db, request, [updated.id]))(updated);
      },
    );

    app.delete<{ Params: IdParams }>(
      member,
      {
        onRequest: app.requireAccess(resource, 'delete'),
        schema: {
          ...doc('Delete a record'),
          params: idParams,
          headers: preconditionHeaders(),
          response: {
            200: deletedAnswer,
            409: errorAnswer(MESSAGES.staleWrite, 'A record that keeps this one blocks the delete', MESSAGES.recordInUse, ...builtInRefusal),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        try {
          // Checked and deleted in one transaction, so nothing can come to need the record in between.
          await db.transaction().execute(async (trx) => {
            const before = await store.findById(trx, id, { toChange: true });
            if (!before) throw notFound();
            checkNotBuiltIn(id);
            checkIfMatch(request, before);
            const blocked = await blocksDelete?.(trx, id);
            if (blocked) throw new HttpError(409, blocked);
            await store.remove(trx, id);
            await recordActivity(trx, { user: actorOf(request), action: 'delete', resource, recordId: id, before: toRecord(before) });
          });
        } catch (error) {
          // A foreign key refuses what `blocksDelete` did not see (rows written outside this server).
          if (isForeignKeyViolation(error)) throw new HttpError(409, (await blocksDelete?.(app.db, id)) ?? { key: 'recordInUse' });
          throw error;
        }
        return { message: MESSAGES[messages.deleted], _id: id };
      },
    );
  };
}

/** The body schema with the declaration's valid form as its documented example. */
function withExample<T>(schema: Schema<T>, example: object): Schema<T> {
  return { ...schema, examples: [example] } as Schema<T>;
}
