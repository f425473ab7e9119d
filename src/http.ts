import { HttpError } from 'react-admin';
import { MESSAGES } from './domain/messages';
import { hearServerMessages } from './i18n/ruleMessages';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Extra headers, e.g. an `If-Match` precondition. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpClientOptions {
  /** The API base, absolute or relative to the page ('/api'). */
  baseUrl: string;
  getToken: () => string | null;
  /** Told of every 401 before the error is thrown; the authProvider decides what to do. */
  onUnauthorized?: (path: string, method: HttpMethod) => void;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface HttpClient {
  /** One JSON call to `<baseUrl><path>`; resolves the parsed answer (null when empty). */
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
}

/** A call that got no HTTP answer: the time-out passed or the network failed. */
export class TransportError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    options?: { cause?: unknown },
  ) {
    super(kind === 'timeout' ? MESSAGES.requestTimeout : MESSAGES.networkError, options);
    this.name = 'TransportError';
  }
}

/** The one HTTP client of the console (product.md §7): JSON, bearer token, 10-second time-out. */
export function createHttpClient({
  baseUrl,
  getToken,
  onUnauthorized,
  timeoutMs = 10_000,
  fetch = globalThis.fetch,
}: HttpClientOptions): HttpClient {
  const base = resolveUrl(baseUrl || '/');
  const basePath = base.pathname.replace(/\/+$/, '');
  const baseHref = base.origin + basePath;

  /** Sends, reads the whole body under the time-out, and reports 401s. */
  async function exchange(method: HttpMethod, url: URL, init: RequestInit) {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const token = getToken();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);

    const controller = new AbortController();
    const callerSignal = init.signal ?? undefined;
    const abort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) abort();
    callerSignal?.addEventListener('abort', abort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);

    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { ...init, method, headers, signal: controller.signal });
      text = await response.text();
    } catch (error) {
      if (timedOut) throw new TransportError('timeout', { cause: error });
      if (callerSignal?.aborted) throw error; // the caller cancelled: not a failure to report
      throw new TransportError('network', { cause: error });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abort);
    }
    if (response.status === 401) onUnauthorized?.(pathOf(url), method);
    return { response, text };
  }

  function pathOf(url: URL): string {
    return url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;
  }

  return {
    async request<T>(method: HttpMethod, path: string, { body, query, headers, signal }: RequestOptions = {}) {
      const url = new URL(baseHref + path);
      for (const [key, value] of Object.entries(query ?? {})) {
        if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
      }
      const init: RequestInit = { signal, headers, body: body === undefined ? undefined : JSON.stringify(body) };
      const { response, text } = await exchange(method, url, init);
      const json = parseJson(text);
      if (!response.ok) throw httpError(response.status, json);
      if (json === INVALID) throw new Error(MESSAGES.unexpectedError);
      return json as T;
    },
  };
}

const INVALID = Symbol('invalid JSON');

function parseJson(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}

/**
 * The server's `{message}` when it sent one, else a generic text; status and body kept for screens.
 * The keys our server sends beside its texts are noted, so the texts read in the chosen language.
 */
export function httpError(status: number, json: unknown): HttpError {
  const body = json === INVALID ? null : json;
  hearServerMessages(body);
  const message = (body as { message?: unknown } | null)?.message;
  const text = typeof message === 'string' && message.trim() ? message : `Request failed (status ${status})`;
  return new HttpError(text, status, body);
}

/** Relative URLs ('/api') resolve against the page, so the same code runs in the browser and in jsdom. */
function resolveUrl(url: string): URL {
  return new URL(url, globalThis.location?.href);
}
