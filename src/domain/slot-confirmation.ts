/**
 * Slot confirmation at checkout: after the server answers for the chosen time, decide
 * which popup (if any) the guest sees and which checkout time the order uses. Pure: the caller
 * passes the server's answer, the experience flags and `now`, and acts on the decision (open the
 * popup, send the analytics event, remember that the grace popup was shown).
 * All times are instants (ISO strings compared as epoch ms), so DST never matters here.
 */

/** "Grace and future-time popup: shift of 1 hour or more". */
export const FUTURE_TIME_SHIFT_MS = 60 * 60_000;

/** Analytics event (category, action, label), sent when the time changed. */
export interface SlotAnalyticsEvent {
  category: string;
  action: string;
  label?: string;
}

/** The server's answer for the chosen time (GET /experiences/{id}/slots). */
export interface SlotAnswer {
  nextAvailable: string | null;
  nextAvailableWithGrace: string | null;
}

/** Everything the decision depends on. */
export interface SlotConfirmationInput {
  /**
   * The checkout time being confirmed (ISO instant). For "Now" pass the time the guest was shown
   * (ASAP is measured against `now` anyway). Null means there is no checkout time.
   */
  chosenTime: string | null;
  answer: SlotAnswer;
  experience: {
    /** `is_asap_only`. */
    asapOnly: boolean;
    /** `checkout.is_active`. */
    checkoutActive: boolean;
  };
  /** Business `viewMode` setting. */
  viewMode: boolean;
  /** Grace is on (the `grace` start-up parameter or the grace period of {@link isGracePeriod}). */
  graceEnabled: boolean;
  /** The grace popup was already shown for this experience (it shows once per experience). */
  gracePopupShown: boolean;
  now: Date | number;
}

/** Fields every decision that keeps the order going carries. */
interface Resolved {
  /** The checkout time the order uses from now on. */
  checkoutTime: string;
  /** The time the guest had chosen (null when it was missing, which only happens when skipped). */
  previousTime: string | null;
  /** Whether the grace slot is in use (checkout state `isOnGraceTime`). */
  isOnGraceTime: boolean;
  /** The checkout time differs from the chosen one. */
  changed: boolean;
  /** Send this analytics event (set when the time changed). */
  analytics: SlotAnalyticsEvent | null;
}

/** What to do after the slot check, one of: */
export type SlotDecision =
  /** Go on without a popup; `checkoutTime` may still have moved (ASAP less than an hour later). */
  | ({ kind: 'proceed' } & Omit<Resolved, 'checkoutTime'> & { checkoutTime: string | null })
  /** Closed popup: no checkout time, or next available is null. */
  | { kind: 'closed'; reason: 'no-checkout-time' | 'no-next-available' }
  /** Grace popup (once per experience): the grace slot is offered; remember it was shown. */
  | ({ kind: 'grace' } & Resolved)
  /** Pickup-time-updated popup (non-ASAP, moved by less than 1 hour or earlier). */
  | ({ kind: 'time-updated' } & Resolved)
  /** Future-time popup: the new time is at least 1 hour later. */
  | ({ kind: 'future-time'; shiftMs: number } & Resolved)
  /** Not-accepting-orders popup (ASAP experience moved 1 hour or more later, not on grace time). */
  | ({ kind: 'not-accepting-orders'; shiftMs: number } & Resolved);

/** The analytics event for a changed pickup time. */
export function pickupTimeUpdatedEvent(previousTime: string | null, checkoutTime: string): SlotAnalyticsEvent {
  return { category: 'Ordering - Checkout', action: 'Pickup time updated', label: `${previousTime ?? ''} -> ${checkoutTime}` };
}

const parse = (iso: string | null): number | null => {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Decides the outcome of a slot confirmation. Rules, in order:
 * 1. "If the experience checkout is inactive, it is treated as available": proceed, time unchanged.
 * 2. "A view-only mode (viewMode setting) skips slot confirmation prompts": proceed, time unchanged.
 * 3. "If there is no checkout time, or next available is null, a closed popup shows." This runs
 *    before grace: with no regular slot the location is closed, whatever the grace slot says.
 * 4. "Grace time: when grace is on and next available differs from next available with grace, the
 *    grace slot is used, isOnGraceTime becomes true, and a grace popup shows once per experience."
 *    The first time: the grace popup (it shows the time, so no other popup). Afterwards the grace
 *    slot goes through rules 5-7 like any other slot.
 * 5. Unchanged time: proceed.
 * 6. "A future-time popup shows when the new time is at least 1 hour later." Later than the chosen
 * time, or than `now` if the chosen time is already past (a past time counts as now).
 *    "For ASAP experiences, when the time moved later by that much and the location is not on
 *    grace time, the not-accepting-orders popup opens instead."
 * 7. "If the time changed: a pickup-time-updated popup shows for non-ASAP experiences, and an
 *    analytics event is sent." ASAP experiences proceed with the new time (and the event).
 * The analytics event accompanies every changed time, whatever the popup.
 */
export function decideSlotConfirmation(input: SlotConfirmationInput): SlotDecision {
  const chosen = input.chosenTime;
  const skip = (): SlotDecision => ({ kind: 'proceed', checkoutTime: chosen, previousTime: chosen, isOnGraceTime: false, changed: false, analytics: null });
  if (!input.experience.checkoutActive) return skip();
  if (input.viewMode) return skip();

  const chosenMs = parse(chosen);
  if (chosen === null || chosenMs === null) return { kind: 'closed', reason: 'no-checkout-time' };
  const { nextAvailable, nextAvailableWithGrace } = input.answer;
  const nextMs = parse(nextAvailable);
  if (nextAvailable === null || nextMs === null) return { kind: 'closed', reason: 'no-next-available' };

  const graceMs = parse(nextAvailableWithGrace);
  const onGrace = input.graceEnabled && nextAvailableWithGrace !== null && graceMs !== null && graceMs !== nextMs;
  const slot = onGrace ? nextAvailableWithGrace : nextAvailable;
  const slotMs = onGrace ? graceMs : nextMs;

  const changed = slotMs !== chosenMs;
  const resolved: Resolved = {
    checkoutTime: changed ? slot : chosen,
    previousTime: chosen,
    isOnGraceTime: onGrace,
    changed,
    analytics: changed ? pickupTimeUpdatedEvent(chosen, slot) : null,
  };
  if (onGrace && !input.gracePopupShown) return { kind: 'grace', ...resolved };
  if (!changed) return { kind: 'proceed', ...resolved };

  const nowMs = typeof input.now === 'number' ? input.now : input.now.getTime();
  const shiftMs = slotMs - Math.max(chosenMs, nowMs);
  if (shiftMs >= FUTURE_TIME_SHIFT_MS) {
    if (input.experience.asapOnly && !onGrace) return { kind: 'not-accepting-orders', shiftMs, ...resolved };
    return { kind: 'future-time', shiftMs, ...resolved };
  }
  if (input.experience.asapOnly) return { kind: 'proceed', ...resolved };
  return { kind: 'time-updated', ...resolved };
}

/**
 * "The grace period is set when the selected date is the grace date and the experience
 * is open." Dates are calendar dates (`YYYY-MM-DD`) in the location's time zone; the caller gets
 * the grace date from `next_available_with_grace` with the time module. A missing or malformed
 * date is never the grace date.
 */
export function isGracePeriod(selectedDate: string | null, graceDate: string | null, experienceOpen: boolean): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (selectedDate === null || graceDate === null || !day.test(selectedDate) || !day.test(graceDate)) return false;
  return experienceOpen && selectedDate === graceDate;
}

/** True when the grace popup was already shown for `experienceId` (once per experience). */
export function wasGracePopupShown(shownFor: readonly number[], experienceId: number): boolean {
  return shownFor.includes(experienceId);
}

/** `shownFor` with `experienceId` added (a new array; unchanged contents if already there). */
export function withGracePopupShown(shownFor: readonly number[], experienceId: number): number[] {
  return shownFor.includes(experienceId) ? [...shownFor] : [...shownFor, experienceId];
}

/** Everything {@link closedNowOffer} depends on. */
export interface ClosedNowInput {
  /** The guest came from a table or room QR code (an order session): they order for now, where they are. */
  orderSession: boolean;
  /** `is_asap_only`: such an experience never takes a later time (its own not-accepting popup says so). */
  asapOnly: boolean;
  /** `checkout.is_active` false, or the business's view mode: nothing is ordered, nothing to ask. */
  viewOnly: boolean;
  /** The experience is open at this moment (on the location's clock). */
  openNow: boolean;
  /** The time the guest chose themselves (ISO), or null when they chose none. */
  chosenByGuest: string | null;
  /** The first time the experience can take (ISO), or null when it has none. */
  firstSlot: string | null;
}

/**
 * A guest at a table or in a room orders for now: when the experience is closed now, the order may
 * only go to a later time the guest agreed to, never to the next opening behind their back. Returns
 * what to ask (the closed notice, offering the next opening when there is one), or null when there is
 * nothing to ask: no order session, an ASAP-only or view-only experience, open now, or a time the
 * guest already chose.
 */
export function closedNowOffer(input: ClosedNowInput): { nextOpening: string | null } | null {
  if (!input.orderSession || input.asapOnly || input.viewOnly || input.openNow || input.chosenByGuest !== null) return null;
  return { nextOpening: input.firstSlot };
}
