import { useCallback } from 'react';
import { useApp } from '../app-context';

/**
 * Back on the location list and the menu: inside a native wrapper these are the app's first pages of the
 * widget, so Back hands the guest back to the app (`close`, reason `back`) instead of going to a home
 * page the app never showed; elsewhere it runs `back`.
 */
export function useNativeBack(back: () => void): () => void {
  const { deps } = useApp();
  return useCallback(() => {
    if (deps.startup.isNative) deps.emit('close', { reason: 'back' });
    else back();
  }, [deps, back]);
}
