import { useEffect } from 'react';
import { useApp } from '../app-context';
import { msUntilNextMinute } from '../../domain/polling';

/**
 * Ticks the locations store on each new minute of the element's clock while the screen is shown, so
 * open/closed statuses and availability labels change when the time does, not on the next render.
 * The ticks line up with the minute (plus a little slack) rather than drifting on a 60 s interval.
 */
export function useMinuteTicks(store: { tick(): void } | null): void {
  const { deps } = useApp();
  useEffect(() => {
    if (!store) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        store.tick();
        schedule();
      }, msUntilNextMinute(deps.now()) + 50);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [store, deps]);
}
