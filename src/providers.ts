import { createAuthProvider, type ShopAuthProvider } from './authProvider';
import { apiBase } from './config';
import { createDataProvider, type Declarations, type ShopDataProvider } from './dataProvider';
import { createHttpClient, type HttpClient } from './http';
import { readToken } from './session';

export interface ProvidersOptions {
  apiBase: string;
  resources: Declarations;
  timeoutMs?: number;
  cacheTtlMs?: number;
  now?: () => number;
  redirect?: (path: string) => void;
}

/**
 * One HTTP client shared by the auth and data providers: it reads the session's token and
 * tells the authProvider of every 401; a session that starts or ends empties the list cache.
 */
export function createProviders({ apiBase, resources, timeoutMs, cacheTtlMs, now, redirect }: ProvidersOptions): {
  http: HttpClient;
  authProvider: ShopAuthProvider;
  dataProvider: ShopDataProvider;
} {
  const http = createHttpClient({
    baseUrl: apiBase,
    getToken: readToken,
    timeoutMs,
    onUnauthorized: (path, method) => authProvider.onUnauthorized(path, method),
  });
  const dataProvider = createDataProvider({ http, resources, apiBase, cacheTtlMs });
  const authProvider = createAuthProvider({ http, now, redirect, onSessionChange: () => void dataProvider.invalidate() });
  return { http, authProvider, dataProvider };
}

/** The declarations load with the first data call, in a chunk of their own: the sign-in page needs none of them. */
export const loadRegistry = () => import('./resources/registry').then((module) => module.registry);

export const { http, authProvider, dataProvider } = createProviders({ apiBase: apiBase(), resources: loadRegistry });
