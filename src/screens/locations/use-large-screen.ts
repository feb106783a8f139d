import { useEffect, useState } from 'react';

/** Spec 9: "large screen is width at least 992 with landscape". */
export const LARGE_SCREEN_QUERY = '(min-width: 992px) and (orientation: landscape)';

/**
 * True on a large screen (spec 9), following `matchMedia` changes (rotation, resize). False where
 * `matchMedia` is missing, so the mobile layout is the default.
 */
export function useLargeScreen(): boolean {
  const [large, setLarge] = useState(() => typeof matchMedia === 'function' && matchMedia(LARGE_SCREEN_QUERY).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(LARGE_SCREEN_QUERY);
    const update = () => setLarge(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return large;
}
