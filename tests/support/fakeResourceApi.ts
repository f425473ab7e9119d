import { entityTags, versionFromTag } from '../../src/domain/versions';
import { http, HttpResponse } from 'msw';
import type { RouteTable } from '../../src/api/routes';
import { MESSAGES } from '../../src/domain/messages';

interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** The `If-Match` precondition, when one was sent. */
  ifMatch?: string;
}

type Stored = { _id: string };

const handlerFor = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete, PATCH: http.patch };

/**
 * An in-memory stand-in for one resource of the shop API, built from its declaration's
 * route table, recording every call, so screen tests can check what the console sent and
 * what the user then sees.
 */
export function fakeResourceApi<T extends Stored>(routes: RouteTable, initial: T[], build: (body: Partial<T>) => T) {
  // An edit on a backend that names `preconditions` carries the version it read (src/domain/versions.ts); those are kept apart, in
  // `versions`, so a call reads as the spec's payload; other preconditions ("stock-N") stay on the call.
  const state = { records: [...initial], calls: [] as Call[], versions: [] as string[] };
  const record = async (request: Request) => {
    const body = ['GET', 'DELETE'].includes(request.method) ? undefined : await request.json();
    const tags = entityTags(request.headers.get('if-match'));
    state.versions.push(...tags.filter((tag) => versionFromTag(tag)));
    const ifMatch = tags.filter((tag) => !versionFromTag(tag)).join(', ');
    state.calls.push({ method: request.method, path: new URL(request.url).pathname, body, ...(ifMatch ? { ifMatch } : {}) });
    return body as Partial<T>;
  };
  const route = (spec: string) => {
    const [method, path] = spec.split(' ') as [keyof typeof handlerFor, string];
    return { method, url: `*/api${path}` };
  };
  const find = (id: unknown) => state.records.findIndex((item) => item._id === id);
  // As the real API answers an id it does not hold; writing at index -1 would pass silently.
  const unknownId = () => HttpResponse.json({ message: MESSAGES.notFound }, { status: 404 });
  const handlers = [];
  const list = route(routes.list);
  handlers.push(
    handlerFor[list.method](list.url, async ({ request }) => {
      await record(request);
      return HttpResponse.json(state.records);
    }),
  );
  if (routes.create) {
    const { method, url } = route(routes.create);
    handlers.push(
      handlerFor[method](url, async ({ request }) => {
        const created = build(await record(request));
        state.records.push(created);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
  }
  if (routes.update) {
    const { method, url } = route(routes.update);
    handlers.push(
      handlerFor[method](url, async ({ request, params }) => {
        const body = await record(request);
        const index = find(params.id);
        if (index < 0) return unknownId();
        state.records[index] = { ...state.records[index], ...body };
        return HttpResponse.json(state.records[index]);
      }),
    );
  }
  if (routes.delete) {
    const { method, url } = route(routes.delete);
    handlers.push(
      handlerFor[method](url, async ({ request, params }) => {
        await record(request);
        if (find(params.id) < 0) return unknownId();
        state.records = state.records.filter((item) => item._id !== params.id);
        return HttpResponse.json({ message: 'Deleted', _id: params.id });
      }),
    );
  }
  if (routes.one) {
    // A feature's route is served whatever the session named: a test checks the console does not ask it.
    const { method, url } = route(typeof routes.one === 'string' ? routes.one : routes.one.route);
    handlers.push(
      handlerFor[method](url, async ({ request, params }) => {
        const found = state.records[find(params.id)];
        // Another path under the list's (a report) falls through to its own handler.
        if (!found) return undefined;
        await record(request);
        return HttpResponse.json(found);
      }),
    );
  }
  return {
    state,
    handlers,
    gets: () => state.calls.filter((call) => call.method === 'GET').length,
    writes: () => state.calls.filter((call) => call.method !== 'GET'),
  };
}
