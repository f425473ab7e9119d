import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';

/**
 * The list's context for what sits around the table (the filter form, the toolbar, the summary
 * figures, the filter chips), changed only when what they show changes: the filters, the sort,
 * the page size, the total, the matched rows, loading and errors; not on a page turn.
 *
 * Why: react-admin gives every part of a list one context, so a page turn rendered the filter
 * form with all its inputs, the column chooser, export and the figures again with the rows,
 * most of a page turn's time (docs/performance.md). The
 * page and its records here are those of when the rest last changed: a part under this must
 * not show them. Every function of the context is passed on as a stable one that calls the
 * list's latest, whatever functions react-admin adds: `QuietListContext.test.tsx` pins that.
 */
export function QuietListContext({ children }: { children: ReactNode }) {
  const context = useListContext();
  const latest = useRef<ListControllerResult>(context);
  useLayoutEffect(() => {
    latest.current = context;
  });
  const functionNames = Object.keys(context).filter((name) => typeof context[name as keyof ListControllerResult] === 'function');
  const functionsKey = functionNames.join();
  const functions = useMemo(
    () =>
      Object.fromEntries(
        functionNames.map((name) => [name, (...args: unknown[]) => (latest.current[name as keyof ListControllerResult] as (...a: unknown[]) => unknown)(...args)]),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names, not the functions: they change on every render
    [functionsKey],
  );
  // The list makes new filter and sort objects on every change of the URL: compare them by value.
  const filterKey = JSON.stringify(context.filterValues ?? {});
  const displayedKey = JSON.stringify(context.displayedFilters ?? {});
  const sortKey = `${context.sort?.field}\u0000${context.sort?.order}`;
  const rows = (context.meta as { rows?: unknown } | undefined)?.rows;
  const value = useMemo(
    () => ({ ...context, ...functions }) as ListControllerResult,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose: not the page, not its records
    [filterKey, displayedKey, sortKey, rows, context.resource, context.perPage, context.total, context.isPending, context.isFetching, context.error, functions],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
