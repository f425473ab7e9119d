import type { RouteSpec } from '../api/routes';

/** Every react-query key the engine makes (react-admin makes its own for its data hooks). */

/**
 * The react-query key of a route's answer, one for every reader (a provider's balances for the
 * sales screens' cards, their forms and the dashboard alike). Under the API's first path segment
 * ('recharge' for `GET /recharge/balance`): a write to a resource whose routes start there marks
 * it stale (the dataProvider's `invalidate`).
 */
export const routeAnswerKey = (route: RouteSpec) => ['route', apiArea(route), route] as const;

/** The first segment of a route's path: 'GET /recharge/balance' → 'recharge'. */
export const apiArea = (route: RouteSpec) => route.split(' ', 2)[1].split('/')[1] ?? '';

/** The key of what the signed-in user may do on a resource (several actions asked at once). */
export const grantsKey = (resource: string, actions: readonly string[]) => ['auth', 'grants', resource, actions] as const;

/** The key of a server list of choices (`GET /repairs/statuses`), read once a session. */
export const choicesKey = (route: string) => ['engine', 'choices', route] as const;

/** The key of a declaration's `Loader` (a receipt's layout), loaded once a session. */
export const loaderKey = (key: string) => ['engine', 'loader', key] as const;

/** The key of a language's catalogue loaded for a document in its recipient's language. */
export const languageKey = (locale: string) => ['engine', 'language', locale] as const;
