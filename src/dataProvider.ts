import type { QueryClient } from '@tanstack/react-query';
import {
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type Identifier,
  type UpdateManyParams,
  type UpdateParams,
} from 'react-admin';
import { createCollectionCache } from './api/collectionCache';
import { MAX_PAGE_SIZE, pageOf, pageQuery } from './api/pages';
import type { applyListQuery, Flag } from './api/listQuery';
import { ListRows } from './api/listRows';
import { preconditionsOf, REFUSAL_AFFECTS, RESOURCE_DATA, withDerived, type ResourceDataTable } from './api/resourceData';
import { lastSegment, oneRoute, resolveRoute, type Route, type RouteSpec, type RouteTable } from './api/routes';
import { unwrapList, unwrapRecord } from './api/unwrap';
import { MESSAGES } from './domain/messages';
import { readFeatures } from './session';
import { httpError, type HttpClient } from './http';
import type { ResourceDeclaration, ShopRecord } from './resources/types';
import { apiArea } from './engine/queryKeys';

export { unwrapList, unwrapRecord } from './api/unwrap';

/** The declarations, or how to load them: the console loads them on the first call (not on the sign-in page). */
export type Declarations = readonly ResourceDeclaration<any>[] | (() => Promise<readonly ResourceDeclaration<any>[]>);

export interface DataProviderOptions {
  http: HttpClient;
  resources: Declarations;
  cacheTtlMs?: number;
  /** The data-layer concerns of resources (src/api/resourceData.ts); tests pass their own. */
  data?: ResourceDataTable;
  /** react-admin's query cache: a write marks the lists it changed stale there too. */
  queryClient?: QueryClient;
}

export interface ShopDataProvider extends DataProvider {
  /**
   * Mark `resource` (and the resources its writes affect) changed: its cached collection is
   * dropped and its react-admin queries are refetched. Without a resource, every collection is
   * dropped (a session starts or ends). Every write calls it; a screen calls it to read again.
   * A promise, like every dataProvider method: react-admin's `useDataProvider` chains on it.
   */
  invalidate(resource?: string): Promise<void>;
  /**
   * A write through a route of the resource's own beyond react-admin's verbs (a repair's status
   * change): `route` with `:id` (and any other `:name` from `params`), then `invalidate(resource)`.
   */
  send<T = unknown>(resource: string, request: SendRequest): Promise<T>;
}

export interface SendRequest {
  route: RouteSpec;
  id?: Identifier;
  /** Other path parameters (`:index` of a status history entry). */
  params?: Record<string, string | number>;
  body?: unknown;
}

type Verb = keyof Omit<RouteTable, 'listKey' | 'one'>;

/**
 * What a list call may ask beyond react-admin's params: `meta: { joins: false }`, the rows
 * without the resource's joins; `meta: { builtIn: true }`, the records the backend keeps itself
 * (left out otherwise) first, then the others (a picker: the walk-in customer first).
 */
export interface ListMeta {
  joins?: boolean;
  builtIn?: boolean;
  /** Every matching record, not a page (an export): from the server where it pages its lists. */
  whole?: boolean;
  /** The in-browser path's `meta.rows` (every matched row), whatever the backend pages (the dashboard on the spec's backend). */
  rows?: boolean;
}

/** What a write may carry beyond its body: `meta: { headers: { 'If-Match': … } }` on update. */
interface WriteMeta {
  headers?: Record<string, string>;
}


let temporaryIds = 0;

/**
 * Interprets each declaration's route table (docs/architecture.md). A list is asked of
 * `routes.list` by the page (src/api/pages.ts): a backend that answers the page (our server)
 * serves every page, sort, filter and search; one that answers the whole list (the spec's
 * call) has it cached briefly and filtered, sorted and paged here. A resource without routes
 * (a screen of its own, such as settings, calls its API through useHttp) has no verbs here.
 */
export function createDataProvider({
  http,
  resources,
  cacheTtlMs = 30_000,
  data: resourceData = RESOURCE_DATA,
  queryClient,
}: DataProviderOptions): ShopDataProvider {
  const routed = new Map<string, ResourceDeclaration<any>>();
  let loaded: Promise<void> | undefined;
  const declarationsLoaded = () =>
    (loaded ??= Promise.resolve(typeof resources === 'function' ? resources() : resources).then((list) => {
      for (const declaration of list) if (declaration.routes) routed.set(declaration.name, declaration);
    }));
  const cache = createCollectionCache<ShopRecord[]>(cacheTtlMs);
  /** A resource's collection is cached as read and, when it has joins, joined (under its own key). */
  const joinedKey = (resource: string) => `${resource}\u0000joined`;
  const builtInsKey = (resource: string) => `${resource}\u0000builtIns`;
  /** The one way a change is told: both caches of the resource and of those its writes affect. */
  const changedBy = (resource: string) => [resource, ...(resourceData[resource]?.affects ?? [])];
  const dropCollection = (resource: string) => {
    for (const changed of changedBy(resource)) {
      cache.invalidate(changed);
      cache.invalidate(joinedKey(changed));
    }
  };
  /** How each resource's list route answered: by the page, or whole (then kept in the browser). Learnt from its first answer. */
  const listShapes = new Map<string, 'page' | 'whole'>();
  /** A first list request under way: the others of that resource wait for its answer rather than each read a whole list. */
  const firstReads = new Map<string, Promise<unknown>>();
  const invalidate = async (resource?: string) => {
    if (resource === undefined) {
      // Another session may be another backend.
      listShapes.clear();
      return cache.invalidate();
    }
    dropCollection(resource);
    for (const changed of changedBy(resource)) {
      void queryClient?.invalidateQueries({ queryKey: [changed] });
      // And the route answers under the same API path (a sale's or a top-up's balances).
      const list = routed.get(changed)?.routes?.list;
      if (list) void queryClient?.invalidateQueries({ queryKey: ['route', apiArea(list)] });
    }
  };

  const declarationOf = (resource: string) => routed.get(resource)!;
  const routesOf = (resource: string) => {
    const routes = routed.get(resource)?.routes;
    if (!routes) throw new Error(`The resource "${resource}" declares no routes`);
    return routes;
  };
  const route = (resource: string, verb: Verb, id?: Identifier) => {
    const spec = routesOf(resource)[verb];
    if (!spec) throw new Error(`The resource "${resource}" declares no "${verb}" route`);
    return resolveRoute(spec, id);
  };
  const listKeys = (resource: string) => {
    const { listKey, list } = routesOf(resource);
    return [listKey, resource, resource.split('/').pop(), lastSegment(list)].filter((key): key is string => !!key);
  };
  const readRoute = ({ method, path }: Route) => http.request(method, path);
  /**
   * The whole collection, from the cache or one shared request; with the declaration's joins
   * unless `joined` is false (the dashboard sums sales without reading every customer and agent).
   */
  const collection = (resource: string, joined = true): Promise<ShopRecord[]> => {
    const asRead = () =>
      cache.get(resource, async () => {
        const rows = unwrapList(await readRoute(route(resource, 'list')), listKeys(resource));
        return resourceData[resource]?.derived ? rows.map((row) => withDerived(resourceData[resource], row)) : rows;
      });
    if (!joined || !resourceData[resource]?.joins) return asRead();
    return cache.get(joinedKey(resource), async () => withJoins(resource, await asRead()));
  };
  /**
   * The records the backend keeps itself (ResourceData `builtIns`), from their own route when
   * the backend names their feature, cached as a collection is; none otherwise, or when the
   * route fails (a picker then offers the others, as before).
   */
  const builtInsOf = (resource: string): Promise<ShopRecord[]> => {
    const builtIns = resourceData[resource]?.builtIns;
    if (!builtIns || !readFeatures().includes(builtIns.feature)) return Promise.resolve([]);
    return cache
      .get(builtInsKey(resource), async () => unwrapList(await readRoute(resolveRoute(builtIns.route)), listKeys(resource)))
      .catch(() => []);
  };
  /** The resource's `joins`: each row gets the record its id field names, from that resource's (cached) list. */
  const withJoins = async (resource: string, records: ShopRecord[]): Promise<ShopRecord[]> => {
    // A join the backend already made (our server embeds a page's buyers) is not made again:
    // it would read every customer and agent for ten rows.
    const joins = Object.entries(resourceData[resource]?.joins ?? {}).filter(([name]) => !records.every((record) => record[name] !== undefined));
    if (!joins.length) return records;
    const targets = new Set(joins.flatMap(([, join]) => (typeof join.reference === 'string' ? [join.reference] : Object.values(join.reference.map))));
    const byId = new Map<string, Map<string, ShopRecord>>();
    for (const target of targets) {
      // A list the role cannot read (or that fails) attaches nothing; the rows still show.
      const rows = routed.has(target) ? [...(await builtInsOf(target)), ...(await collection(target).catch(() => []))] : [];
      byId.set(target, new Map(rows.map((row) => [String(row.id), row])));
    }
    return records.map((record) => {
      const joined: ShopRecord = { ...record };
      for (const [name, { id, reference }] of joins) {
        const target = typeof reference === 'string' ? reference : reference.map[String(record[reference.by])];
        joined[name] = target ? byId.get(target)?.get(String(idOf(record[id]))) : undefined;
      }
      return joined;
    });
  };
  /**
   * Every write. Done, the resource is marked changed in both caches. Refused, only its
   * collection is dropped: the screen keeps what it shows (and what the user typed), and the
   * next read is fresh.
   */
  const write = async (resource: string, { method, path }: Route, body?: unknown, meta?: WriteMeta) => {
    let answer: unknown;
    try {
      answer = await http.request(method, path, { body, headers: meta?.headers });
    } catch (error) {
      dropCollection(resource);
      const refusedArea = REFUSAL_AFFECTS.get((error as { body?: { key?: unknown } } | null)?.body?.key);
      if (refusedArea) void queryClient?.invalidateQueries({ queryKey: ['route', refusedArea] });
      throw error;
    }
    await invalidate(resource);
    // The route answers under the written path's first segment too (`PUT /settings`, the shop's details).
    void queryClient?.invalidateQueries({ queryKey: ['route', apiArea(`${method} ${path}` as RouteSpec)] });
    return answer;
  };
  // One ListRows per matched set: a page turn answers the same instance, so figures computed from it are not recomputed.
  const matchedRows = new WeakMap<readonly ShopRecord[], ListRows>();
  const rowsOf = (filtered: ShopRecord[], records: ShopRecord[]) => {
    let rows = matchedRows.get(filtered);
    if (rows?.all !== records) matchedRows.set(filtered, (rows = new ListRows(filtered, records)));
    return rows;
  };
  /** The declaration's `flag` filters as tests, judged at the time of the query (a repair is overdue now). */
  const flagsOf = (resource: string): Record<string, Flag> => {
    const now = Date.now();
    return Object.fromEntries(
      (declarationOf(resource).list?.filters ?? []).flatMap((filter) => (filter.kind === 'flag' ? [[filter.source, (record: object) => filter.match(record, now)]] : [])),
    );
  };
  // The list maths (and the date library its day filters read) load with the first list, not with the sign-in page.
  const query = async (resource: string, records: ShopRecord[], params: Parameters<typeof applyListQuery>[1]) => {
    const { applyListQuery } = await import('./api/listQuery');
    return applyListQuery(records, params, declarationOf(resource).list?.search, flagsOf(resource));
  };
  const findIn = (records: ShopRecord[], id: Identifier) => records.find((record) => String(record.id) === String(id));
  const withDerivedRows = (resource: string, rows: ShopRecord[]) =>
    resourceData[resource]?.derived ? rows.map((row) => withDerived(resourceData[resource], row)) : rows;

  /**
   * A list asked of the backend by the page: the page, its total and its figures; every
   * matching record when `meta.whole` (an export) or more than a page is asked. Undefined when
   * the backend keeps whole lists (its answer, a whole list, is then the cached collection)
   * or the caller wants the in-browser rows.
   */
  const pagedList = async (resource: string, { filter, sort, pagination, meta }: GetListParams) => {
    const asked = meta as ListMeta | undefined;
    // Only a backend that named `paging` at sign-in is sent the paging words: the spec's list calls take none.
    if (asked?.rows || !readFeatures().includes('paging')) return undefined;
    while (!listShapes.has(resource) && firstReads.has(resource)) await firstReads.get(resource)!.catch(() => undefined);
    const shape = listShapes.get(resource);
    if (shape === 'whole') return undefined;
    const whole = asked?.whole || !pagination || pagination.perPage > MAX_PAGE_SIZE;
    // Every record of a list not yet known to page: the collection, as before.
    if (whole && shape !== 'page') return undefined;
    const { method, path } = route(resource, 'list');
    const read = http.request(method, path, { query: pageQuery({ filter, sort, pagination: whole ? undefined : pagination }) });
    if (!shape) {
      firstReads.set(resource, read);
      void read.catch(() => undefined).finally(() => firstReads.delete(resource));
    }
    const answer = await read;
    if (whole) {
      const rows = withDerivedRows(resource, unwrapList(answer, listKeys(resource)));
      return { data: rows, total: rows.length };
    }
    const page = pageOf(answer, pagination!.perPage);
    if (!page) {
      listShapes.set(resource, 'whole');
      // The whole list it answered is the collection: kept, not read again.
      void cache.get(resource, async () => withDerivedRows(resource, unwrapList(answer, listKeys(resource))));
      return undefined;
    }
    listShapes.set(resource, 'page');
    const rows = withDerivedRows(resource, page.data);
    let data = asked?.joins !== false && resourceData[resource]?.joins ? await withJoins(resource, rows) : rows;
    // A picker's built-in records (the walk-in customer) lead its first page, when they match what was typed.
    if (asked?.builtIn && pagination!.page === 1) {
      const builtIns = await builtInsOf(resource);
      if (builtIns.length) data = [...(await query(resource, builtIns, { filter, sort })).data, ...data];
    }
    return { data, total: page.total, meta: { summary: page.summary } };
  };
  /** Records by id through the paged list where the backend pages it; undefined otherwise. */
  const pagedByIds = async (resource: string, ids: readonly Identifier[]) => {
    if (!ids.length || ids.length > MAX_PAGE_SIZE) return undefined;
    const answer = await pagedList(resource, { filter: { id: ids.map(String) }, pagination: { page: 1, perPage: ids.length } });
    return answer?.data;
  };

  const shopApi = {
    async getList(resource: string, params: GetListParams) {
      const paged = await pagedList(resource, params);
      if (paged) return paged;
      const { filter, sort, pagination, meta } = params;
      const asked = meta as ListMeta | undefined;
      const records = await collection(resource, asked?.joins !== false);
      const { data: matched } = await query(resource, records, { filter, sort });
      const builtIns = asked?.builtIn ? await builtInsOf(resource) : [];
      // A picker's built-in records (the walk-in customer) lead, when they match what was typed.
      const filtered = builtIns.length ? [...(await query(resource, builtIns, { filter, sort })).data, ...matched] : matched;
      const start = pagination ? (pagination.page - 1) * pagination.perPage : 0;
      const data = pagination ? filtered.slice(start, start + pagination.perPage) : filtered;
      return { data, total: filtered.length, meta: { rows: rowsOf(filtered, records) } };
    },

    async getOne(resource: string, { id }: GetOneParams) {
      // Its own route where the backend has it (a feature's route only where the backend named the feature).
      const own = oneRoute(routesOf(resource), readFeatures());
      const record = own
        ? unwrapRecord(await readRoute(resolveRoute(own, id)))
        : (findIn(await builtInsOf(resource), id) ?? findIn((await pagedByIds(resource, [id])) ?? (await collection(resource)), id));
      if (!record) throw httpError(404, { message: MESSAGES.notFound, key: 'notFound' });
      return { data: record };
    },

    async getMany(resource: string, { ids }: GetManyParams) {
      const records = [...(await builtInsOf(resource)), ...((await pagedByIds(resource, ids)) ?? (await collection(resource)))];
      const wanted = new Set(ids.map(String));
      return { data: records.filter((record) => wanted.has(String(record.id))) };
    },

    async getManyReference(resource: string, { target, id, filter, sort, pagination, meta }: GetManyReferenceParams) {
      const paged = await pagedList(resource, { filter: { ...filter, [target]: id }, sort, pagination, meta });
      if (paged) return paged;
      const records = await collection(resource);
      return query(resource, records, { filter: { ...filter, [target]: id }, sort, pagination });
    },

    async create(resource: string, { data }: CreateParams) {
      const answer = await write(resource, route(resource, 'create'), data);
      return { data: savedRecord(answer, data) };
    },

    async update(resource: string, { id, data, previousData, meta }: UpdateParams) {
      // Preconditions on the record as read (`If-Match`), so an edit never overwrites a newer one:
      // only where the backend named `preconditions` (it issues the versions they name).
      const preconditions =
        previousData && readFeatures().includes('preconditions') ? preconditionsOf(resourceData[resource], previousData as ShopRecord) : undefined;
      const headers = { ...preconditions, ...(meta as WriteMeta | undefined)?.headers };
      const answer = await write(resource, route(resource, 'update', id), data, { headers });
      return { data: savedRecord(answer, { ...previousData, ...data, id }) };
    },

    async updateMany(resource: string, { ids, data }: UpdateManyParams) {
      for (const id of ids) await write(resource, route(resource, 'update', id), data);
      return { data: ids };
    },

    async delete(resource: string, { id, previousData }: DeleteParams) {
      await write(resource, route(resource, 'delete', id));
      return { data: previousData ?? { id } };
    },

    async deleteMany(resource: string, { ids }: DeleteManyParams) {
      for (const id of ids) await write(resource, route(resource, 'delete', id));
      return { data: ids };
    },

  } as ShopDataProvider; // records are ShopRecords; react-admin types them per call

  const send = async (resource: string, { route: spec, id, params = {}, body }: SendRequest) => {
    const resolved = resolveRoute(spec, id);
    const path = Object.entries(params).reduce((sofar, [name, value]) => sofar.replace(`:${name}`, encodeURIComponent(String(value))), resolved.path);
    return write(resource, { method: resolved.method, path }, body);
  };

  // Each call first waits for the declarations (at once, after the first call).
  const afterDeclarations = Object.fromEntries(
    VERBS.map((verb) => [verb, async (...args: unknown[]) => (await declarationsLoaded(), (shopApi[verb] as (...a: unknown[]) => unknown)(...args))]),
  );
  return { ...afterDeclarations, invalidate, send } as ShopDataProvider;
}

/** An id field's id: the field itself, or the `_id` (or `id`) of the record a backend put in its place (`customerId: {_id, …}`). */
function idOf(value: unknown): unknown {
  if (value && typeof value === 'object') return (value as { _id?: unknown; id?: unknown })._id ?? (value as { id?: unknown }).id;
  return value;
}

const VERBS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/**
 * The record a write answered (as itself, `{data}`, `{<singular>}`), over what was sent; an answer
 * without a record (`{message}`) gives what was sent, with a temporary id on create.
 */
function savedRecord(answer: unknown, sent: Record<string, unknown>): ShopRecord {
  const record = unwrapRecord(answer); // an answer with `_id` (even `{_id, message}`) counts as the record
  if (record) return { ...sent, ...record } as ShopRecord;
  return { ...sent, id: sent.id ?? `temporary-${++temporaryIds}` } as ShopRecord;
}
