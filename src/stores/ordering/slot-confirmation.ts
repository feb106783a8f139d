import { atom, type ReadableAtom } from 'nanostores';
import { isCancellation } from '../../api/errors';
import type { OrderingDeps } from '../deps';
import {
  closedNowOffer,
  decideSlotConfirmation,
  isGracePeriod,
  wasGracePopupShown,
  withGracePopupShown,
  type SlotAnswer,
} from '../../domain/slot-confirmation';
import { isOpenAt } from '../../domain/time/open-hours';
import { formatLocalDate, localDateOf } from '../../domain/time/zoned';
import type { BusinessStore } from '../first-screen/business';
import type { OrderPlace } from '../first-screen/order-session';
import type { SelectionStore } from '../first-screen/selection';
import type { TimeSelectionStore } from '../first-screen/time-selection';

/** The popup the guest answers before the order is posted (the date/time notice popups). */
export type SlotPrompt =
  /**
   * Closed at the chosen time; `nextOpening` (ISO) is offered when a slot exists. `closedNow`: a table
   * or room guest who chose no time, while the experience is closed now (they are asked before the
   * order takes the later time).
   */
  | { kind: 'closed'; nextOpening: string | null; closedNow?: true }
  /** The pickup time moved (non-ASAP, by less than an hour or earlier). */
  | { kind: 'time-updated'; time: string; previousTime: string | null }
  /** The new time is at least 1 hour later. */
  | { kind: 'future-time'; time: string; previousTime: string | null }
  /** The grace slot is offered (once per experience). */
  | { kind: 'grace'; time: string }
  /** ASAP-only and the next slot is an hour or more away: no order now. */
  | { kind: 'not-accepting-orders' };

/**
 * The outcome of {@link SlotConfirmationStore.confirm}: the checkout time to post, and for an
 * as-soon-as-possible order the time the platform said it can be ready (`readyAt`), when it said one.
 */
export type SlotOutcome = { ok: true; checkoutAt: string | null; readyAt: string | null } | { ok: false };

/** Slot confirmation at checkout. */
export interface SlotConfirmationStore {
  /** The popup to show, or null. */
  readonly $prompt: ReadableAtom<SlotPrompt | null>;
  /** Whether the grace slot is in use (checkout state `isOnGraceTime`). */
  readonly $onGraceTime: ReadableAtom<boolean>;
  /**
   * Confirms the chosen time with the server (`getSlots`) and, when the decision needs the guest,
   * opens a popup and waits for {@link accept} or {@link back}. Resolves with the checkout time to
   * post (null: ASAP), or `{ ok: false }` when the guest went back or no order can be placed.
   */
  confirm(): Promise<SlotOutcome>;
  /**
   * A table or room guest on the menu while the experience is closed now is told so, once per
   * experience, and may order for the next opening (it becomes their chosen time) or not: then the
   * checkout asks again before the order is placed.
   */
  noticeClosedNow(): Promise<void>;
  /** The guest confirms the popup's time (continue / order for the next opening / OK). */
  accept(): void;
  /** The guest goes back: the checkout is not posted. */
  back(): void;
}

/** Creates the slot confirmation store. */
export function createSlotConfirmationStore(
  deps: OrderingDeps,
  business: BusinessStore,
  selection: SelectionStore,
  time: TimeSelectionStore,
  $place: ReadableAtom<OrderPlace | null>,
): SlotConfirmationStore {
  const $prompt = atom<SlotPrompt | null>(null);
  /** Experiences whose closed-now notice the menu showed already. */
  const noticedClosedNow = new Set<number>();
  const $onGraceTime = atom(false);
  let graceShownFor: number[] = [];
  let answer: ((accepted: boolean) => void) | null = null;

  /** Opens `prompt` and resolves true on accept, false on back. */
  function ask(prompt: SlotPrompt): Promise<boolean> {
    answer?.(false);
    $prompt.set(prompt);
    return new Promise<boolean>((resolve) => {
      answer = (accepted) => {
        answer = null;
        $prompt.set(null);
        resolve(accepted);
      };
    });
  }

  /** What a table or room guest must be asked while the experience is closed now, or null. */
  function closedNow(): { nextOpening: string | null } | null {
    const experience = selection.$experience.get();
    const location = selection.$location.get();
    if (!experience || !location) return null;
    return closedNowOffer({
      orderSession: $place.get() !== null,
      asapOnly: time.$asapOnly.get(),
      viewOnly: !experience.checkoutActive || (business.$configuration.get()?.viewMode ?? false),
      openNow: isOpenAt(experience.openHours, location.timeZone, deps.now()),
      chosenByGuest: time.$selected.get(),
      firstSlot: time.$picker.get()?.first?.iso ?? null,
    });
  }

  /** Asks the closed-now notice; the next opening, when the guest takes it, becomes their chosen time. */
  async function askClosedNow(offer: { nextOpening: string | null }): Promise<boolean> {
    const accepted = await ask({ kind: 'closed', nextOpening: offer.nextOpening, closedNow: true });
    if (!accepted || offer.nextOpening === null) return false;
    time.select(offer.nextOpening);
    return true;
  }

  async function confirm(): Promise<SlotOutcome> {
    // A table or room order is never moved to a later time the guest did not agree to.
    const offer = closedNow();
    if (offer && !(await askClosedNow(offer))) return { ok: false };
    const experience = selection.$experience.get();
    const location = selection.$location.get();
    const asapOnly = time.$asapOnly.get();
    const scheduled = time.checkoutAt();
    if (!experience || !location) return { ok: true, checkoutAt: scheduled, readyAt: null };
    const now = deps.now();
    // "For Now pass the time the guest was shown" (domain/slot-confirmation.ts).
    const chosen = asapOnly ? (time.$picker.get()?.first?.iso ?? now.toISOString()) : scheduled;
    const from = chosen !== null && Date.parse(chosen) > now.getTime() ? new Date(chosen) : now;
    let slots: SlotAnswer;
    try {
      slots = await deps.api.getSlots(experience.id, from);
    } catch (error) {
      if (isCancellation(error)) return { ok: false };
      // The slot check could not run: post with the chosen time and let the platform decide.
      return { ok: true, checkoutAt: scheduled, readyAt: null };
    }
    const zone = location.timeZone;
    const dateKey = (iso: string | null) => (iso === null || Number.isNaN(Date.parse(iso)) ? null : formatLocalDate(localDateOf(new Date(iso), zone)));
    const decision = decideSlotConfirmation({
      chosenTime: chosen,
      answer: slots,
      experience: { asapOnly, checkoutActive: experience.checkoutActive },
      viewMode: business.$configuration.get()?.viewMode ?? false,
      graceEnabled: deps.startup.grace || isGracePeriod(dateKey(chosen), dateKey(slots.nextAvailableWithGrace), isOpenAt(experience.openHours, zone, now)),
      gracePopupShown: wasGracePopupShown(graceShownFor, experience.id),
      now,
    });
    // A changed time sends an analytics event, whatever the popup.
    if ('analytics' in decision && decision.analytics) deps.emit('analytics', decision.analytics);
    const post = (iso: string | null) => (asapOnly ? null : iso);
    const takeTime = (iso: string) => {
      if (!asapOnly) time.select(iso);
    };

    switch (decision.kind) {
      case 'proceed':
        $onGraceTime.set(decision.isOnGraceTime);
        // An ASAP order posts no time, but the slot answer still says when it can be ready.
        return { ok: true, checkoutAt: post(decision.checkoutTime), readyAt: asapOnly ? decision.checkoutTime : null };
      case 'closed': {
        // Offer the nearest slot the guest could still order for (closed modal).
        const first = time.$picker.get()?.first?.iso ?? null;
        const nextOpening = first !== null && first !== chosen ? first : null;
        const accepted = await ask({ kind: 'closed', nextOpening });
        if (!accepted || nextOpening === null) return { ok: false };
        takeTime(nextOpening);
        return { ok: true, checkoutAt: post(nextOpening), readyAt: null };
      }
      case 'grace': {
        graceShownFor = withGracePopupShown(graceShownFor, experience.id);
        const accepted = await ask({ kind: 'grace', time: decision.checkoutTime });
        if (!accepted) return { ok: false };
        $onGraceTime.set(true);
        takeTime(decision.checkoutTime);
        return { ok: true, checkoutAt: post(decision.checkoutTime), readyAt: null };
      }
      case 'time-updated':
      case 'future-time': {
        const accepted = await ask({ kind: decision.kind, time: decision.checkoutTime, previousTime: decision.previousTime });
        if (!accepted) return { ok: false };
        $onGraceTime.set(decision.isOnGraceTime);
        takeTime(decision.checkoutTime);
        return { ok: true, checkoutAt: post(decision.checkoutTime), readyAt: null };
      }
      case 'not-accepting-orders': {
        // This popup opens only on /menu paths (checkout included).
        if (deps.router.$route.get().path.startsWith('/menu')) await ask({ kind: 'not-accepting-orders' });
        return { ok: false };
      }
    }
  }

  return {
    $prompt,
    $onGraceTime,
    confirm,
    async noticeClosedNow() {
      const experienceId = selection.$experienceId.get();
      if (experienceId === null || noticedClosedNow.has(experienceId) || $prompt.get() !== null) return;
      const offer = closedNow();
      if (!offer) return;
      noticedClosedNow.add(experienceId);
      await askClosedNow(offer);
    },
    accept: () => answer?.(true),
    back: () => answer?.(false),
  };
}
