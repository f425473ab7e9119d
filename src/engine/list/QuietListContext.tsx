import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';

/** The list's functions, passed on as stable ones that call the list's latest. */
const SETTERS = ['setFilters', 'showFilter', 'hideFilter', 'setSort', 'setPage', 'setPerPage', 'refetch', 'onSelect', 'onToggleItem', 'onUnselectItems'] as const;

/**
 * The list's context for what sits around the table (the filters, the toolbar, the summary
 * figures, the active filter chips), changed only when what they show changes: the filters,
 * the sort, the page size, the total, the matched rows, loading and errors. Not on a page
 * turn: react-admin gives every part of a list one context, so a page turn rendered the
 * filter form, its selects, export and the figures again with the rows (measured: most of
 * a page turn once the rows were cheap). The page and its records here are those of when
 * the rest last changed: a part under this must not show them.
 */
export function QuietListContext({ children }: { children: ReactNode }) {
  const context = useListContext();
  const latest = useRef<ListControllerResult>(context);
  useLayoutEffect(() => {
    latest.current = context;
  });
  const setters = useMemo(
    () =>
      Object.fromEntries(
        SETTERS.map((name) => [name, (...args: unknown[]) => (latest.current[name] as (...a: unknown[]) => unknown)?.(...args)]),
      ),
    [],
  );
  // The list makes new filter and sort objects on every change of the URL: compare them by value.
  const filterKey = JSON.stringify(context.filterValues ?? {});
  const displayedKey = JSON.stringify(context.displayedFilters ?? {});
  const sortKey = `${context.sort?.field}\u0000${context.sort?.order}`;
  const rows = (context.meta as { rows?: unknown } | undefined)?.rows;
  const value = useMemo(
    () => ({ ...context, ...setters }) as ListControllerResult,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose: not the page, not its records
    [filterKey, displayedKey, sortKey, rows, context.resource, context.perPage, context.total, context.isPending, context.isFetching, context.error, setters],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
