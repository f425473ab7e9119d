import type { RouteSpec } from '../api/routes';

/** Every react-query key the engine makes (react-admin makes its own for its data hooks). */

/**
 * The react-query key of a route's answer read for a resource (a provider's balances for the
 * sales screen's cards, its form and the dashboard alike). Under the resource's name, so the
 * dataProvider's `invalidate(resource)` after a write there marks it stale with the lists.
 */
export const routeAnswerKey = (resource: string, route: RouteSpec) => [resource, 'route', route] as const;

/** The key of what the signed-in user may do on a resource (several actions asked at once). */
export const grantsKey = (resource: string, actions: readonly string[]) => ['auth', 'grants', resource, actions] as const;

/** The key of a server list of choices (`GET /repairs/statuses`), read once a session. */
export const choicesKey = (route: string) => ['engine', 'choices', route] as const;

/** The key of a declaration's `Loader` (a receipt's layout), loaded once a session. */
export const loaderKey = (key: string) => ['engine', 'loader', key] as const;

/** The key of a language's catalogue loaded for a document in its recipient's language. */
export const languageKey = (locale: string) => ['engine', 'language', locale] as const;
