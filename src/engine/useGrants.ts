import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { grantsKey } from './queryKeys';

/**
 * Which of `actions` the signed-in user may do on `resource`, asked of the authProvider's
 * canAccess in one query: `{ edit: true, delete: false, audit: false }`. Empty while pending.
 */
export function useGrants(resource: string, actions: readonly string[]): Partial<Record<string, boolean>> {
  const authProvider = useAuthProvider();
  const { data } = useQuery({
    queryKey: grantsKey(resource, actions),
    queryFn: async () => {
      const answers = await Promise.all(
        actions.map(async (action) => [action, (await authProvider?.canAccess?.({ resource, action })) ?? true] as const),
      );
      return Object.fromEntries(answers);
    },
  });
  return data ?? {};
}
