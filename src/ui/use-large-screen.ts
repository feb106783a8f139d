import { useSyncExternalStore } from 'react';

/** "large screen is width at least 992 with landscape". */
export const LARGE_SCREEN_QUERY = '(min-width: 992px) and (orientation: landscape)';

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(LARGE_SCREEN_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

const isLarge = () => (typeof matchMedia === 'function' ? matchMedia(LARGE_SCREEN_QUERY).matches : false);

/**
 * True on a large screen (desktop layouts), following resizes and rotations. False where
 * `matchMedia` is missing, so the mobile layout is the default.
 */
export function useLargeScreen(): boolean {
  return useSyncExternalStore(subscribe, isLarge, () => false);
}
