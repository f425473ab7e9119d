import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * The list's context one step behind while its first page of records arrives, for what those
 * records change (the summary figures, the filter chips, the rows, the pagination): React's
 * `useDeferredValue`. A query's answer comes through `useSyncExternalStore`, which React renders
 * in one block it cannot interrupt; with this, that block renders the list's frame only, and
 * the first records follow in a render React interrupts every few milliseconds to let the
 * browser work: the first table of a list is the biggest render of its start, one long task
 * without this (docs/performance.md). Every part reading this
 * copy is drawn in the same render, so the pagination never shows above rows still coming and
 * the figures change with the rows they count.
 *
 * Later pages, searches and filters render at once, as before: their render is a small one, and
 * deferring it would only add a frame or more of waiting.
 */
export function DeferredListContext({ children }: { children: ReactNode }) {
  const context = useListContext();
  const deferred = useDeferredValue(context);
  return <ListContextProvider value={context.isPending || deferred.isPending ? deferred : context}>{children}</ListContextProvider>;
}
