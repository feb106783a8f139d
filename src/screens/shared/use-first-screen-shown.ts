import { useEffect } from 'react';
import { useApp } from '../app-context';

/**
 * Tells the stores the first screen is on screen once `shown` is true: after the frame that paints
 * it (a frame, then a task), so what waits for it (the frame's logo, the session's calls) starts
 * after the guest sees the screen rather than inside the same frame.
 */
export function useFirstScreenShown(shown = true): void {
  const { stores } = useApp();
  useEffect(() => {
    if (!shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => stores.firstScreenShown(), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [shown, stores]);
}
