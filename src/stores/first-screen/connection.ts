import { atom, type ReadableAtom } from 'nanostores';

/**
 * The browser's connection, for the no-internet overlay: `$online` follows the window's `online` and
 * `offline` events, and the connection coming back runs `onReconnect` (the widget reloads its data
 * there; it never reloads the host's page, which is not the widget's to reload).
 */
export interface ConnectionStore {
  readonly $online: ReadableAtom<boolean>;
  dispose(): void;
}

/** Creates the connection store over `target` (the element's window; null where there is none). */
export function createConnectionStore(target: Window | null, onReconnect: () => void): ConnectionStore {
  const $online = atom(target?.navigator?.onLine !== false);
  const offline = () => $online.set(false);
  const online = () => {
    const wasOffline = !$online.get();
    $online.set(true);
    if (wasOffline) onReconnect();
  };
  target?.addEventListener('offline', offline);
  target?.addEventListener('online', online);
  return {
    $online,
    dispose() {
      target?.removeEventListener('offline', offline);
      target?.removeEventListener('online', online);
    },
  };
}
