import { useGetOne, useTranslate } from 'react-admin';
import { oneRoute } from '../../api/routes';
import type { ShopRecord } from '../../resources/types';
import { readFeatures } from '../../session';
import { useNotice } from '../notices';
import { useDeclaration } from '../useDeclaration';

/**
 * The record a row dialog is about: its own route's answer where the resource declares one
 * (a bill, a day close; a recharge sale where the backend named `payments`), else the cached
 * list's copy. react-admin puts the list's copy in the one-record cache first; a resource whose
 * route answers more than its list (a bill's lines, a day's report, a sale's payment) is pending
 * until that answer is in, so nothing prints or shows from the copy.
 * While `enabled` says no (asked whenever the record would be read), it is kept as read.
 * On error, product.md §8's fetch failure: the screen's one-record wording ('Failed to fetch
 * bill details') where it has one, else its list's.
 */
export function useDialogRecord(id: string, { enabled = true }: { enabled?: boolean | (() => boolean) } = {}) {
  const { name, routes } = useDeclaration();
  const ownRoute = Boolean(oneRoute(routes, readFeatures()));
  const notice = useNotice();
  const failed = useFetchOneFailed();
  const result = useGetOne<ShopRecord>(name, { id }, { enabled, refetchOnMount: ownRoute ? 'always' : undefined, onError: () => notice.error(failed) });
  if (!ownRoute || result.isFetchedAfterMount || result.isError) return result;
  return { ...result, data: undefined, isPending: true as const };
}

/** The screen's words for a record that could not be read ('Failed to fetch bill details'), else its list's. */
export function useFetchOneFailed(): string {
  const { name } = useDeclaration();
  const translate = useTranslate();
  return translate(`resources.${name}.notifications.fetchOneFailed`, { _: translate(`resources.${name}.notifications.fetchFailed`) });
}
