import { useQuery } from '@tanstack/react-query';
import type { RenewalSettings } from '../../domain/renewals';
import { offeredByBackend } from '../../engine/features';
import { useHttp } from '../../engine/HttpContext';
import { routeAnswerQuery } from '../../engine/useRouteAnswer';

/**
 * The renewals' settings (issue 49): the package length and the owner's reminder per language,
 * read under the settings' resource, so saving them marks them stale. Only a backend that names
 * `renewals` keeps them.
 */
export const RENEWAL_SETTINGS_READ = 'GET /settings/renewals' as const;
export const RENEWAL_SETTINGS_WRITE = 'PUT /settings/renewals' as const;

export function useRenewalSettings() {
  const http = useHttp();
  const offered = offeredByBackend({ feature: 'renewals' });
  const query = useQuery({ ...routeAnswerQuery(http, RENEWAL_SETTINGS_READ), enabled: offered, retry: 0, staleTime: 60_000 });
  return { data: offered ? (query.data as RenewalSettings | undefined) : undefined, isPending: offered && query.isPending };
}
