import { useEffect, useState } from 'react';
import { useApp } from '../app-context';
import { loadAllMessages } from '../../i18n/element-i18n';
import type { LocationsStore } from '../../stores';

/**
 * The element's locations store (a lazy chunk, `stores.locations()`), or null while it loads.
 * With `allMessages` it also waits for the full catalog (screens past the first one). A failed
 * chunk download is thrown to the error boundary, like a failed lazy screen.
 */
export function useLocationsStore(allMessages = true): LocationsStore | null {
  const { stores, deps } = useApp();
  const [store, setStore] = useState<LocationsStore | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    Promise.all([stores.locations(), allMessages ? loadAllMessages(deps.i18n) : undefined]).then(
      ([loaded]) => live && setStore(() => loaded),
      (error: unknown) => live && setFailure(() => error),
    );
    return () => {
      live = false;
    };
  }, [stores, deps, allMessages]);
  if (failure) throw failure;
  return store;
}
