import { useQuery } from '@tanstack/react-query';
import { resolveRoute, type RouteSpec } from '../api/routes';
import type { HttpClient } from '../http';
import { useHttp } from './HttpContext';
import { routeAnswerKey } from './queryKeys';

/** The react-query read of a resource's route answer; one for every reader of it (cards, forms, the dashboard). */
export const routeAnswerQuery = (http: HttpClient, route: RouteSpec) => ({
  queryKey: routeAnswerKey(route),
  queryFn: () => {
    const { method, path } = resolveRoute(route);
    return http.request(method, path);
  },
});

/**
 * The answer of a read route beyond a resource's list (`GET /recharge/balance`), shared by
 * everything that reads it and read again after a write under the same API path.
 */
export function useRouteAnswer<T = unknown>(route: RouteSpec, { retry = 0 }: { retry?: number } = {}) {
  const http = useHttp();
  return useQuery({ ...routeAnswerQuery(http, route), retry }) as ReturnType<typeof useQuery<T>>;
}
