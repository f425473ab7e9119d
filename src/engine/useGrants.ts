import { useQuery } from '@tanstack/react-query';
import { useAuthProvider, type AuthProvider } from 'react-admin';
import type { ShopAuthProvider } from '../authProvider';
import { grantsKey } from './queryKeys';

/**
 * The answer as it is: given as `select`, it has react-query keep the placeholder's object when the
 * answer says the same, so a screen using the grants is not drawn again for it.
 */
const asAnswered = (grants: Partial<Record<string, boolean>>) => grants;

/**
 * Which of `actions` the signed-in user may do on `resource`, asked of the authProvider's
 * canAccess in one query: `{ edit: true, delete: false, audit: false }`. Until it answers,
 * what the authProvider knows at once (`canAccessNow`, the shop's: from the stored session),
 * so the first frame already has its buttons; empty with an authProvider that cannot say.
 */
export function useGrants(resource: string, actions: readonly string[]): Partial<Record<string, boolean>> {
  const authProvider = useAuthProvider() as (AuthProvider & Partial<Pick<ShopAuthProvider, 'canAccessNow'>>) | undefined;
  const { data } = useQuery({
    placeholderData: () => {
      const now = authProvider?.canAccessNow;
      return now ? Object.fromEntries(actions.map((action) => [action, now({ resource, action })])) : undefined;
    },
    select: asAnswered,
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
