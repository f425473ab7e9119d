import { useQuery } from '@tanstack/react-query';
import { resolveRoute } from '../api/routes';
import type { RouteSpec } from '../api/routes';
import { useHttp } from './HttpContext';
import { routeAnswerKey } from './queryKeys';

/**
 * The answer of a read route of a resource beyond its list (`GET /recharge/balance`), shared
 * by everything that reads it and read again after every write to the resource.
 */
export function useRouteAnswer<T = unknown>(resource: string, route: RouteSpec, { retry = 0 }: { retry?: number } = {}) {
  const http = useHttp();
  return useQuery({
    queryKey: routeAnswerKey(resource, route),
    queryFn: () => {
      const { method, path } = resolveRoute(route);
      return http.request<T>(method, path);
    },
    retry,
  });
}
