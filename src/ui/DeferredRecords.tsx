import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * A list's records drawn in a deferred render. An answer arrives through react-query's store,
 * which React draws at once, in one block: a page of 25 rows was the documents list's longest
 * task (issue 27's TBT). The list's own controls (search, filters) follow it at once; what is
 * under this follows it in a render React does in slices, leaving the main thread free between
 * them (and drops for a newer answer, as one typed letter follows another).
 */
export function DeferredRecords({ children }: { children: ReactNode }) {
  const list = useListContext();
  return <ListContextProvider value={useDeferredValue(list)}>{children}</ListContextProvider>;
}
