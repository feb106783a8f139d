import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isStatusChange, type OrderStatus, type OrderTrack } from '../../domain/order-status/status';
import { useAnnounce } from '../../ui/announcer';
import { useApp } from '../app-context';
import { type ClockOfPlace, statusAnnouncement } from './status-texts';

/**
 * Says each change of the followed order once (its new step, time and the kitchen's words) through the
 * element's announcer: the guest may be looking elsewhere, or not looking at all. What was already on
 * screen when the block appeared (or its first report) is not said again.
 */
export function useStatusAnnouncement(orderId: string, track: OrderTrack, clock: ClockOfPlace): void {
  const { stores } = useApp();
  const { i18n } = useLingui();
  const announce = useAnnounce();
  const { timeZone, timeFormat } = clock;
  useEffect(() => {
    const first = stores.orderStatus.$following.get();
    let said: OrderStatus | null = first?.orderId === orderId ? first.status : null;
    return stores.orderStatus.$following.listen((next) => {
      if (next?.orderId !== orderId || !next.status || !isStatusChange(said, next.status)) return;
      const before = said;
      said = next.status;
      // The first report is where the order stands, shown with the block: not news.
      if (before) announce(statusAnnouncement(next.status, track, { timeZone, timeFormat }, i18n));
    });
  }, [stores, orderId, track, timeZone, timeFormat, i18n, announce]);
}
