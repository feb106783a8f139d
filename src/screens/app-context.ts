import { createContext, useContext } from 'react';
import type { OrderingStores } from '../stores';
import type { OrderingDeps } from '../stores/deps';

/** What every screen can reach: the injected dependencies and this element's own stores. */
export interface AppContextValue {
  deps: OrderingDeps;
  stores: OrderingStores;
}

export const AppContext = createContext<AppContextValue | null>(null);

/** The current element's services; throws when used outside `<guest-ordering>`'s tree. */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp() must be used inside the <guest-ordering> app root');
  return value;
}
