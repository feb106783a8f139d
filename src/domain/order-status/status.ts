/**
 * Where a placed order is between the kitchen and the guest, as the platform reports it (an optional
 * platform capability: `GET /restaurants/api/v3/order/{id}/status` and the realtime path
 * `order_statuses/{orderId}`). Pure rules shared by the widget and the sandbox platform: the steps a
 * guest sees, which moves the kitchen may make, and how long a finished order is still followed.
 */

/** Every status the platform reports, in the order a kitchen moves through them. */
export const ORDER_STATUS_CODES = [
  'RECEIVED',
  'ACCEPTED',
  'PREPARING',
  'READY',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'PICKED_UP',
  'REJECTED',
  'CANCELLED',
] as const;

/** A status the platform reports. */
export type OrderStatusCode = (typeof ORDER_STATUS_CODES)[number];

/** What happened to the guest's payment when the order ended without food, as the platform reports it. */
export type OrderCharge = 'CHARGED' | 'REFUNDED' | 'NOT_CHARGED';

/** One report of where an order is. */
export interface OrderStatus {
  status: OrderStatusCode;
  /** When the kitchen expects the order ready (collect) or delivered (deliver), ISO instant; null: not said. */
  eta: string | null;
  /** The kitchen's words to the guest (a delay's or a refusal's reason), null when none. */
  message: string | null;
  /** When this status was set, ISO instant. */
  updatedAt: string;
  /** True when the kitchen pushed the ETA back (the message says why). */
  delayed: boolean;
  /** For an order that ended without food: whether the guest was charged; null when the platform did not say. */
  charge: OrderCharge | null;
  /** The order's facts as the platform gives them with its status (each null when not said). */
  facts: OrderFacts;
}

/** A status that says nothing of its order. */
export const NO_ORDER_FACTS: OrderFacts = { checkNumber: null, locationName: null, timeZone: null, experienceType: null };

/** What the status may say of its order, for a page opened on a device that did not place it. */
export interface OrderFacts {
  checkNumber: string | null;
  locationName: string | null;
  /** The location's IANA time zone. */
  timeZone: string | null;
  experienceType: string | null;
}

/** How the order reaches the guest: collected (pickup, dine-in) or delivered (a room, an address). */
export type OrderTrack = 'collect' | 'deliver';

/** The steps a guest sees for each track, in order; an ending (refused, cancelled) replaces them. */
export const TRACK_STEPS: Readonly<Record<OrderTrack, readonly OrderStatusCode[]>> = {
  collect: ['RECEIVED', 'ACCEPTED', 'PREPARING', 'READY', 'PICKED_UP'],
  deliver: ['RECEIVED', 'ACCEPTED', 'PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED'],
};

/** Statuses after which nothing changes: the order was handed over, refused or cancelled. */
const FINAL: ReadonlySet<OrderStatusCode> = new Set(['DELIVERED', 'PICKED_UP', 'REJECTED', 'CANCELLED']);

/** The two endings without food. */
const ENDINGS: ReadonlySet<OrderStatusCode> = new Set(['REJECTED', 'CANCELLED']);

/** Experience types whose orders are brought to the guest (a room, a sunbed, an address). */
const DELIVERED_EXPERIENCE = /DELIVER|ROOM|POOL|QUARANTINE|CONFERENCE/;

/** True for a status after which nothing changes. */
export const isFinalStatus = (status: OrderStatusCode): boolean => FINAL.has(status);

/** True for a refused or cancelled order. */
export const isEnding = (status: OrderStatusCode): boolean => ENDINGS.has(status);

/**
 * The track of an order: the guest's delivery choice when the experience offered one, else its type
 * (room service, pool service and deliveries are brought; pickup, dine-in, take away are collected).
 * A status only one track has (on its way, delivered, picked up) wins: the kitchen knows best.
 */
export function orderTrack(experienceType: string, delivery: 'ROOM' | 'PICK_UP' | null | undefined, status?: OrderStatusCode | null): OrderTrack {
  if (status === 'OUT_FOR_DELIVERY' || status === 'DELIVERED') return 'deliver';
  if (status === 'PICKED_UP' || status === 'READY') return 'collect';
  if (delivery === 'PICK_UP') return 'collect';
  if (delivery === 'ROOM') return 'deliver';
  return DELIVERED_EXPERIENCE.test(experienceType) ? 'deliver' : 'collect';
}

/** Why a kitchen's move is refused; null when it is allowed. */
export type TransitionRefusal = 'ENDED' | 'NOT_ACCEPTED' | 'BACKWARDS' | 'WRONG_TRACK' | 'TOO_LATE_TO_REJECT';

/**
 * Whether the kitchen may move an order from `from` to `to`:
 * - nothing follows a final status (handed over, refused, cancelled);
 * - an order is accepted (or refused) before anything else happens to it;
 * - steps only go forward along the order's track (skipping one is allowed: a dish with nothing to
 *   prepare is ready at once), and a delivered order never becomes "ready" for pickup, nor the reverse;
 * - a refusal comes before the food is ready or on its way; a cancellation may come at any time before the end.
 * Staying on the same status (a delay: a new ETA and a reason) is allowed while it is not final.
 */
export function transitionRefusal(from: OrderStatusCode, to: OrderStatusCode, track: OrderTrack): TransitionRefusal | null {
  if (isFinalStatus(from)) return 'ENDED';
  if (from === to) return null;
  if (to === 'CANCELLED') return null;
  if (to === 'REJECTED') return from === 'RECEIVED' || from === 'ACCEPTED' || from === 'PREPARING' ? null : 'TOO_LATE_TO_REJECT';
  const steps = TRACK_STEPS[track];
  const next = steps.indexOf(to);
  if (next < 0) return 'WRONG_TRACK';
  if (from === 'RECEIVED' && to !== 'ACCEPTED') return 'NOT_ACCEPTED';
  return next > steps.indexOf(from) ? null : 'BACKWARDS';
}

/** The next steps a kitchen console offers for an order at `status` (forward ones first, then the endings). */
export function nextMoves(status: OrderStatusCode, track: OrderTrack): OrderStatusCode[] {
  return ORDER_STATUS_CODES.filter((to) => to !== status && transitionRefusal(status, to, track) === null);
}

/** How long an order that reached its final status is still shown as it ended, then no longer followed live. */
export const FOLLOW_AFTER_END_MS = 60 * 60 * 1000;

/**
 * Whether an order is still followed live at `now`: until it ends, and for an hour after. An order
 * finished for longer shows its final state once, without a live connection.
 */
export function isFollowedLive(status: Pick<OrderStatus, 'status' | 'updatedAt'>, now: Date): boolean {
  if (!isFinalStatus(status.status)) return true;
  const ended = Date.parse(status.updatedAt);
  return Number.isFinite(ended) && now.getTime() - ended < FOLLOW_AFTER_END_MS;
}

/**
 * Where the order is among its track's steps: the index of the current step, or -1 for an ending
 * (or a status not on the track).
 */
export function currentStepIndex(status: OrderStatusCode, track: OrderTrack): number {
  return TRACK_STEPS[track].indexOf(status);
}

/**
 * True when `next` is news to a guest who saw `previous`: another status, a new ETA, a new message.
 * The same report delivered twice (the call and the realtime push, a reconnect) is not.
 */
export function isStatusChange(previous: OrderStatus | null, next: OrderStatus): boolean {
  return !previous || previous.status !== next.status || previous.eta !== next.eta || previous.message !== next.message || previous.delayed !== next.delayed;
}

/**
 * The newer of two reports (by `updatedAt`; on a tie the later one to arrive). A final status is never
 * replaced by an older live one that arrives late (the call answered after the push).
 */
export function newerStatus(current: OrderStatus | null, incoming: OrderStatus): OrderStatus {
  if (!current) return incoming;
  const a = Date.parse(current.updatedAt);
  const b = Date.parse(incoming.updatedAt);
  if (Number.isFinite(a) && Number.isFinite(b) && b < a) return current;
  if (isFinalStatus(current.status) && !isFinalStatus(incoming.status)) return current;
  return incoming;
}

/** How long after it was placed a member's order opens on its own page (its progress) rather than as a past order. */
export const RECENT_ORDER_MS = 12 * 60 * 60 * 1000;

/** True for an order placed within {@link RECENT_ORDER_MS} of `now` (an unreadable time is not recent). */
export function isRecentOrder(createdTime: string, now: Date): boolean {
  const placed = Date.parse(createdTime);
  return Number.isFinite(placed) && now.getTime() - placed < RECENT_ORDER_MS && placed - now.getTime() < RECENT_ORDER_MS;
}

/**
 * The IANA zone of a whole-hour UTC offset (`-5` -> `Etc/GMT+5`: those zones' signs are inverted), or
 * null for an offset no such zone has (India's +5.5).
 */
export function zoneOfOffset(offsetHours: number): string | null {
  if (!Number.isInteger(offsetHours) || offsetHours < -14 || offsetHours > 12) return null;
  if (offsetHours === 0) return 'Etc/GMT';
  return `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`;
}
