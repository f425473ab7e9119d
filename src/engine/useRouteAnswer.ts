import { useQuery } from '@tanstack/react-query';
import { resolveRoute, type RouteSpec } from '../api/routes';
import type { HttpClient } from '../http';
import { useHttp } from './HttpContext';
import { routeAnswerKey } from './queryKeys';

/** The react-query read of a resource's route answer; one for every reader of it (cards, forms, the dashboard). */
export const routeAnswerQuery = (http: HttpClient, resource: string, route: RouteSpec) => ({
  queryKey: routeAnswerKey(resource, route),
  queryFn: () => {
    const { method, path } = resolveRoute(route);
    return http.request(method, path);
  },
});

/**
 * The answer of a read route of a resource beyond its list (`GET /recharge/balance`), shared
 * by everything that reads it and read again after every write to the resource.
 */
export function useRouteAnswer<T = unknown>(resource: string, route: RouteSpec, { retry = 0 }: { retry?: number } = {}) {
  const http = useHttp();
  return useQuery({ ...routeAnswerQuery(http, resource, route), retry }) as ReturnType<typeof useQuery<T>>;
}
