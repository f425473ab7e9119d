import { useGetList } from 'react-admin';
import { ListRows } from '../api/listRows';
import { RESOURCE_DATA } from '../api/resourceData';
import type { ListMeta } from '../dataProvider';
import type { ResourceName } from '../domain/permissions';
import { useRouteAnswer } from '../engine/useRouteAnswer';
import { BALANCE_ROUTE } from '../resources/recharges/balances';
import { findResource } from '../resources/registry';
import type { ShopRecord } from '../resources/types';

/** What a part of the dashboard reads: the rows once loaded, or the failure to show instead. */
export interface Loaded<T> {
  data?: T;
  failed: boolean;
}

// One retry: a dropped connection on a shop's phone line should not show a failure at once.
const RETRY = 1;

/**
 * A resource's whole collection as its list screen reads it in the browser (first page,
 * default sort and the screen's fixed `filter`, asking `meta.rows`): the dataProvider's `meta.rows` carries
 * every matched row, from the collection it shares with the screen. Only where the backend
 * sums no ledgers (the spec's backend). A resource with joins is read without them: a sale's
 * buyer would cost every customer and agent, and a figure needs none.
 */
export function useCollection<T extends ShopRecord>(resource: ResourceName, enabled = true, filter: Record<string, unknown> = {}): Loaded<readonly T[]> {
  const declaration = findResource(resource);
  const list = declaration?.list;
  // Every matched row, in the browser (`rows`), whether or not the backend pages the list.
  const meta: ListMeta = RESOURCE_DATA[resource]?.joins ? { joins: false, rows: true } : { rows: true };
  const { meta: answered, error } = useGetList(
    resource,
    {
      pagination: { page: 1, perPage: 10 },
      sort: list?.defaultSort ?? { field: 'id', order: 'ASC' },
      filter,
      meta,
    },
    { enabled, retry: RETRY },
  );
  const rows = answered?.rows instanceof ListRows ? (answered.rows.filtered as readonly T[]) : undefined;
  return { data: rows, failed: Boolean(error) };
}

/** `GET /recharge/balance`, shared with the Sales History screen's balance cards. */
export function useBalances(): Loaded<unknown> {
  const { data, error } = useRouteAnswer(BALANCE_ROUTE, { retry: RETRY });
  return { data, failed: Boolean(error) };
}
