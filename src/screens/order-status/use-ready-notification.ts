import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { OrderStatus, OrderTrack } from '../../domain/order-status/status';
import type { OrderFollowState } from '../../stores';
import { useApp } from '../app-context';
import { STATUS_SENTENCES } from './status-texts';
import { intlLocale, layoutDirection } from '../../i18n/element-i18n';

/**
 * Whether the guest asked to be told when the order is ready:
 * - `unavailable`: this browser (or this frame: a cross-origin iframe may not ask) has no notifications,
 *   or the order is past the moment they would announce;
 * - `offer`: the button shows; `asking`: the browser's question is open;
 * - `on`: a notification comes when the order is ready (or on its way) while the page is in the background;
 * - `blocked`: the guest (or the browser) refused when asked. A permission refused before (or a frame that
 *   may not ask) offers nothing.
 */
export type ReadyNotificationState = 'unavailable' | 'offer' | 'asking' | 'on' | 'blocked';

/** The status a notification announces on each track: the moment the guest has to act. */
const NOTIFIED: Readonly<Record<OrderTrack, OrderStatus['status']>> = { collect: 'READY', deliver: 'OUT_FOR_DELIVERY' };

/** Where the guest's yes is kept for the tab: a reload of the order's page keeps notifying. */
const keyOf = (orderId: string) => `go-notify-ready:${orderId}`;

function sessionFlag(win: Window | null, key: string): boolean {
  try {
    return win?.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * "Notify me when it's ready": the browser's permission is asked only when the guest taps, never
 * before. Once given, the moment the order turns ready (collected) or on its way (delivered) while the
 * page is in the background, one notification says so; a page in view needs none (the step list and
 * the announcer say it).
 */
export function useReadyNotification(orderId: string, track: OrderTrack, following: OrderFollowState | null) {
  const { stores } = useApp();
  const { i18n } = useLingui();
  // The element's own window (a widget in an iframe asks for that frame).
  const win = typeof window === 'undefined' ? null : window;
  const supported = Boolean(win && 'Notification' in win && win.isSecureContext);
  const permission = supported ? win?.Notification.permission : 'denied';
  const [state, setState] = useState<ReadyNotificationState>(() =>
    !supported || permission === 'denied' ? 'unavailable' : permission === 'granted' && sessionFlag(win, keyOf(orderId)) ? 'on' : 'offer',
  );
  const status = following?.orderId === orderId ? following.status : null;
  const past =
    status !== null &&
    (status.status === NOTIFIED[track] ||
      status.status === 'PICKED_UP' ||
      status.status === 'DELIVERED' ||
      status.status === 'REJECTED' ||
      status.status === 'CANCELLED');

  const ask = useCallback(async () => {
    if (!win || !supported) return;
    setState('asking');
    let answer: NotificationPermission = 'denied';
    try {
      answer = await win.Notification.requestPermission();
    } catch {
      answer = 'denied';
    }
    if (answer === 'granted') {
      try {
        win.sessionStorage.setItem(keyOf(orderId), '1');
      } catch {
        // Private mode: notifying lasts for this page view.
      }
      setState('on');
    } else setState(answer === 'denied' ? 'blocked' : 'offer');
  }, [win, supported, orderId]);

  useEffect(() => {
    if (state !== 'on' || !win) return undefined;
    const notifiedKey = `${keyOf(orderId)}:sent`;
    return stores.orderStatus.$following.listen((next) => {
      if (next?.orderId !== orderId || next.status?.status !== NOTIFIED[track]) return;
      if (win.document.visibilityState !== 'hidden' || sessionFlag(win, notifiedKey)) return;
      try {
        win.sessionStorage.setItem(notifiedKey, '1');
      } catch {
        // Once per page view then.
      }
      try {
        new win.Notification(i18n._(STATUS_SENTENCES[NOTIFIED[track]]), {
          body: next.status.message ?? '',
          tag: `go-order-${orderId}`,
          lang: intlLocale(i18n),
          dir: layoutDirection(i18n),
        });
      } catch {
        // A browser that only notifies through a service worker (Chrome on Android): the page tells it.
      }
    });
  }, [state, win, orderId, track, stores, i18n]);

  return { state: past ? 'unavailable' : state, ask };
}
