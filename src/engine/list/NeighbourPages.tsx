import { useGetList, useListContext } from 'react-admin';

/**
 * How long a list page read from the dataProvider stays fresh: as long as the collection it
 * was cut from (src/dataProvider.ts keeps one 30 s). A write marks it stale at once (the
 * dataProvider's `invalidate`), so this only spares reading a page again that nothing changed.
 */
export const LIST_STALE_MS = 30_000;

/**
 * Reads the pages before and after the one shown, through react-admin's own `useGetList` with
 * the list's own parameters, so react-admin finds the next page cached when the user turns to
 * it. A turn then renders the new page once, instead of first the new page number over the old
 * records (the list query's placeholder) and then the records. A slice of the cached
 * collection: no request. `filter` is the list's permanent filter, which react-admin's list
 * adds to the filter it reads; `NeighbourPages.test.tsx` pins that the two reads meet.
 */
export function NeighbourPages({ filter }: { filter?: Record<string, unknown> }) {
  const { resource, page, perPage, sort, filterValues, total, isPending } = useListContext();
  const pages = total === undefined ? 0 : Math.ceil(total / perPage);
  const read = (wanted: number) => ({ pagination: { page: wanted, perPage }, sort, filter: { ...filterValues, ...filter } });
  const options = (wanted: number) => ({ enabled: !isPending && wanted >= 1 && wanted <= pages, staleTime: LIST_STALE_MS });
  useGetList(resource, read(page + 1), options(page + 1));
  useGetList(resource, read(page - 1), options(page - 1));
  return null;
}
