import { useEffect } from 'react';
import { afterNextPaint } from '../../ui/after-next-paint';
import { useApp } from '../app-context';

/**
 * Tells the stores the first screen is on screen once `shown` is true: after the frame that paints
 * it, so what waits for it (the frame's logo, the session's calls, the allergens file) starts after
 * the guest sees the screen rather than inside the same frame.
 */
export function useFirstScreenShown(shown = true): void {
  const { stores } = useApp();
  useEffect(() => {
    if (!shown) return;
    return afterNextPaint(() => stores.firstScreenShown());
  }, [shown, stores]);
}
