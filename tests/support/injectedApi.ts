import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';

/**
 * msw handlers that answer the console's calls under `*\/api/<path>` with the real API
 * server (`app.inject`, in-memory SQLite) instead of a fake: a screen test then drives the
 * server's routes too. The console's token is a fake one, so each call goes in as the signed-in
 * `token` (from loginAs). `calls` lists what was sent, `METHOD /path?query`.
 */
export function injectedApi(app: FastifyInstance, path: string, token: () => string) {
  const calls: string[] = [];
  const handler = http.all(`*/api/${path}*`, async ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const body = await request.text();
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { authorization: `Bearer ${token()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      payload: body || undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && name !== 'content-length') headers.set(name, String(value));
    return new HttpResponse(answer.statusCode === 304 ? null : answer.body, { status: answer.statusCode, headers });
  });
  return { handler, calls };
}

/**
 * Under jsdom the global `ArrayBuffer` and `Uint8Array` are jsdom's, while Node's own code
 * (Buffer, TextEncoder, zlib) makes Node's: the real server then fails its own checks (jose
 * refuses a signing key as "not a Uint8Array"; Fastify serialises a gzipped list as if it were
 * an object). A screen test that runs the server puts Node's back; the console runs on them too.
 */
export function useNodeByteArrays(): void {
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor;
  globalThis.ArrayBuffer = Buffer.alloc(1).buffer.constructor as ArrayBufferConstructor;
}
