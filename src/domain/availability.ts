/**
 * The availability label a location or experience shows and the next-available banner
 * window. Pure: the clock is a parameter and every time is an instant (epoch based), so
 * DST and the device's time zone never change a result; formatting the time is the screen's job.
 */

/** "'Around' label within 60 minutes". */
export const AROUND_WINDOW_MINUTES = 60;
/** "next-available banner window 60 minutes", in ms. */
export const NEXT_AVAILABLE_BANNER_WINDOW_MS = 60 * 60_000;

/**
 * The label, best first ("view menu (checkout inactive), not available, order now,
 * around (preparation minutes), next available, closed").
 */
export type AvailabilityLabel =
  /** Checkout is inactive: the guest can only browse. */
  | { kind: 'view-menu' }
  /** The experience is not active, or it cannot take an order (see {@link availabilityLabel}). */
  | { kind: 'not-available' }
  /** Open now and the next slot is now. */
  | { kind: 'order-now' }
  /** The next slot is at most 60 minutes away: "around N minutes"; `at` is that slot. */
  | { kind: 'around'; minutes: number; at: string }
  /** The next slot is more than 60 minutes away: "next available {time}". */
  | { kind: 'next-available'; at: string }
  /** No slot at all. */
  | { kind: 'closed' };

export type AvailabilityKind = AvailabilityLabel['kind'];

/** The labels in priority order; a lower index sorts first (location sorting). */
export const AVAILABILITY_ORDER: readonly AvailabilityKind[] = Object.freeze(['view-menu', 'not-available', 'order-now', 'around', 'next-available', 'closed']);

/** Position of a label in {@link AVAILABILITY_ORDER} (0 = best). */
export function availabilityRank(label: AvailabilityLabel | AvailabilityKind): number {
  return AVAILABILITY_ORDER.indexOf(typeof label === 'string' ? label : label.kind);
}

/** What the label depends on; all plain values so callers need no time-zone code. */
export interface AvailabilityInput {
  /** Experience `checkout.is_active`. */
  checkoutActive: boolean;
  /** Experience status is ACTIVE. */
  experienceActive: boolean;
  /** Experience `slots.next_available` (ISO instant), null when there is none. */
  nextAvailable: string | null;
  now: Date | number;
  /** Preparation (minimum pickup) minutes of the experience, if the platform gives one. */
  preparationMinutes?: number | null;
  /** The location is inside today's open hours now (from the time module). */
  isOpenNow: boolean;
  /** Experience `is_asap_only`. */
  asapOnly: boolean;
}

const parse = (iso: string | null): number | null => {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * The availability label, the first rule that holds:
 * 1. `view-menu`: checkout inactive ("view menu (checkout inactive)").
 * 2. `not-available`: the experience is not active; or it is open now but the platform offers no
 *    slot ("not accepting orders", a status message of 4.1); or it is ASAP-only and its next slot is
 *    more than 60 minutes away (an ASAP order cannot wait that long: the same threshold that opens
 *    the not-accepting-orders popup in 4.2).
 * 3. `order-now`: open now and the next slot is now or past, with no preparation time.
 * 4. `around`: the wait N is at most 60 minutes ("'Around' applies when the next slot is within
 *    60 minutes"); N = minutes until the next slot rounded up, at least the preparation minutes
 *    ("around (preparation minutes)"). Exactly 60 minutes is still `around`.
 * 5. `next-available`: a slot more than 60 minutes away.
 * 6. `closed`: no slot (next available null) and not open now.
 * An unparsable `nextAvailable` counts as null.
 */
export function availabilityLabel(input: AvailabilityInput): AvailabilityLabel {
  if (!input.checkoutActive) return { kind: 'view-menu' };
  if (!input.experienceActive) return { kind: 'not-available' };
  const wait = waitMinutes(input);
  if (wait === null || input.nextAvailable === null) return input.isOpenNow ? { kind: 'not-available' } : { kind: 'closed' };
  if (input.asapOnly && wait > AROUND_WINDOW_MINUTES) return { kind: 'not-available' };
  if (wait === 0 && input.isOpenNow) return { kind: 'order-now' };
  // A slot that is due while the location reads as closed is a momentary disagreement between the
  // platform and the open hours: show the shortest "around", never "order now".
  if (wait <= AROUND_WINDOW_MINUTES) return { kind: 'around', minutes: Math.max(wait, 1), at: input.nextAvailable };
  return { kind: 'next-available', at: input.nextAvailable };
}

/**
 * Minutes until the next slot, rounded up and at least the preparation minutes; null when the
 * experience offers no slot (none, or unparsable).
 */
function waitMinutes(input: AvailabilityInput): number | null {
  const next = parse(input.nextAvailable);
  if (next === null) return null;
  const now = typeof input.now === 'number' ? input.now : input.now.getTime();
  const untilSlot = Math.max(0, Math.ceil((next - now) / 60_000));
  return Math.max(untilSlot, Math.max(0, Math.ceil(input.preparationMinutes ?? 0)));
}

/**
 * Whether an experience open now takes orders. It does not ("not accepting orders") when the platform
 * offers it no slot, or when it is as-soon-as-possible only and its next slot is more than 60 minutes
 * away: an ASAP order cannot wait that long (the same threshold that turns the checkout's time check
 * into the not-accepting-orders popup). Checkout inactive (browse only), an inactive experience and
 * one closed now count as accepting: each is said in its own words (view menu, not available, closed).
 */
export function acceptingOrders(input: AvailabilityInput): boolean {
  if (!input.checkoutActive || !input.experienceActive || !input.isOpenNow) return true;
  const wait = waitMinutes(input);
  return wait !== null && !(input.asapOnly && wait > AROUND_WINDOW_MINUTES);
}

/**
 * True when the next available slot falls in the next-available banner window (60
 * minutes): strictly after `now` and at most 60 minutes later. A slot already due is not "next"
 * (the guest can order now), so it is outside the window; null or unparsable is outside too.
 */
export function isInNextAvailableBannerWindow(nextAvailable: string | null, now: Date | number): boolean {
  const next = parse(nextAvailable);
  if (next === null) return false;
  const diff = next - (typeof now === 'number' ? now : now.getTime());
  return diff > 0 && diff <= NEXT_AVAILABLE_BANNER_WINDOW_MS;
}
