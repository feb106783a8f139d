import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useApp } from '../app-context';

/**
 * Screens past home need a chosen experience: once start-up is done and none is chosen (a deep link
 * that named none, or an expired selection), send the guest home to choose. Returns true while the
 * screen can render.
 */
export function useSelectionGuard(): boolean {
  const { stores, deps } = useApp();
  const status = useStore(stores.business.$status);
  const experienceId = useStore(stores.selection.$experienceId);
  // A deep link lands here before start-up restored its selection: only a finished start-up without one sends home.
  const starting = useStore(stores.$starting);
  const missing = status === 'ready' && !starting && experienceId === null;
  useEffect(() => {
    if (missing) deps.router.navigate('/', { replace: true });
  }, [missing, deps]);
  return status === 'ready' && experienceId !== null;
}
