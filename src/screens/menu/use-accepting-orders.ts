import { useStore } from '@nanostores/react';
import { experienceAcceptsOrders } from '../../domain/accepting-orders';
import { useApp } from '../app-context';

/**
 * Whether the chosen experience takes orders now (`experienceAcceptsOrders`), following the experience
 * as loaded and the time store's clock, which moves with each nearest-time poll.
 */
export function useAcceptingOrders(): boolean {
  const { stores } = useApp();
  const experience = useStore(stores.selection.$experience);
  const location = useStore(stores.selection.$location);
  const now = useStore(stores.time.$now);
  return !experience || !location || experienceAcceptsOrders(experience, location.timeZone, now);
}
