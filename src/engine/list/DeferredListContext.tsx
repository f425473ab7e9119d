import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * The list's context one step behind, for what a page of records changes (the summary figures,
 * the filter chips, the rows, the pagination): React's `useDeferredValue`. A query's answer
 * comes through `useSyncExternalStore`, which React renders in one block it cannot interrupt;
 * with this, that block renders the list's frame only, and the records follow in a render
 * React interrupts every few milliseconds to let the browser work: the table of a page is the
 * biggest render of a list's start (150–300 ms of main thread in one task on the 2-core
 * machine; docs/performance.md). Every part reading a deferred copy is drawn in the same
 * render, so the pagination never shows above rows still coming and the figures change with
 * the rows they count.
 */
export function DeferredListContext({ children }: { children: ReactNode }) {
  const context = useDeferredValue(useListContext());
  return <ListContextProvider value={context}>{children}</ListContextProvider>;
}
