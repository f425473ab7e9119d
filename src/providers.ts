import { notifyManager, QueryClient, timeoutManager } from '@tanstack/react-query';
import { createAuthProvider, type ShopAuthProvider } from './authProvider';
import { apiBase } from './config';
import { createDataProvider, type Declarations, type ShopDataProvider } from './dataProvider';
import { createLongTimers } from './engine/longTimers';
import { createNotificationsTogether } from './engine/notificationsTogether';
import { createHttpClient, type HttpClient } from './http';
import { readToken } from './session';

export interface ProvidersOptions {
  apiBase: string;
  resources: Declarations;
  timeoutMs?: number;
  cacheTtlMs?: number;
  now?: () => number;
  redirect?: (path: string) => void;
  /** How long a failed read waits before each retry; react-query's growing delay (1 s, 2 s, 4 s) when omitted. */
  retryDelayMs?: number;
}

/**
 * One HTTP client shared by the auth and data providers: it reads the session's token and
 * tells the authProvider of every 401; a session that starts or ends empties the list cache.
 * One query cache, shared by react-admin and the dataProvider.
 */
export function createProviders({ apiBase, resources, timeoutMs, cacheTtlMs, now, redirect, retryDelayMs }: ProvidersOptions): {
  http: HttpClient;
  authProvider: ShopAuthProvider;
  dataProvider: ShopDataProvider;
  queryClient: QueryClient;
} {
  const http = createHttpClient({
    baseUrl: apiBase,
    getToken: readToken,
    timeoutMs,
    onUnauthorized: (path, method) => authProvider.onUnauthorized(path, method),
  });
  // Given to <Admin> and to the dataProvider, so a write marks its lists stale in both caches.
  const queryClient = new QueryClient(retryDelayMs === undefined ? undefined : { defaultOptions: { queries: { retryDelay: retryDelayMs } } });
  const dataProvider = createDataProvider({ http, resources, cacheTtlMs, queryClient });
  const authProvider = createAuthProvider({ http, now, redirect, onSessionChange: () => void dataProvider.invalidate() });
  return { http, authProvider, dataProvider, queryClient };
}

// react-query's notifications, one timer for all that wait, and its long timers gathered (see there why).
notifyManager.setScheduler(createNotificationsTogether());
timeoutManager.setTimeoutProvider(createLongTimers());

/** The declarations load with the first data call, in a chunk of their own: the sign-in page needs none of them. */
export const loadRegistry = () => import('./resources/registry').then((module) => module.registry);

export const { http, authProvider, dataProvider, queryClient } = createProviders({ apiBase: apiBase(), resources: loadRegistry });
