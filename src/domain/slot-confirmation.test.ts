import { describe, expect, it } from 'vitest';
import {
  closedNowOffer,
  decideSlotConfirmation,
  FUTURE_TIME_SHIFT_MS,
  isGracePeriod,
  pickupTimeUpdatedEvent,
  wasGracePopupShown,
  withGracePopupShown,
  type SlotConfirmationInput,
} from './slot-confirmation';

const NOW = Date.parse('2024-06-01T12:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const base: SlotConfirmationInput = {
  chosenTime: at(30),
  answer: { nextAvailable: at(30), nextAvailableWithGrace: at(30) },
  experience: { asapOnly: false, checkoutActive: true },
  viewMode: false,
  graceEnabled: false,
  gracePopupShown: false,
  now: NOW,
};
const decide = (over: Partial<SlotConfirmationInput>) => decideSlotConfirmation({ ...base, ...over });
const answer = (nextAvailable: string | null, nextAvailableWithGrace: string | null = nextAvailable) => ({ nextAvailable, nextAvailableWithGrace });

describe('decideSlotConfirmation', () => {
  it('proceeds unchanged when the server confirms the chosen time', () => {
    expect(decide({})).toEqual({ kind: 'proceed', checkoutTime: at(30), previousTime: at(30), isOnGraceTime: false, changed: false, analytics: null });
  });
  it('compares instants, not strings', () => {
    const sameInstant = '2024-06-01T14:30:00+02:00';
    expect(decide({ answer: answer(sameInstant) })).toMatchObject({ kind: 'proceed', changed: false, checkoutTime: at(30) });
  });

  describe('checkout inactive: treated as available', () => {
    it('proceeds with the chosen time even when closed', () => {
      const d = decide({ experience: { asapOnly: false, checkoutActive: false }, answer: answer(null) });
      expect(d).toMatchObject({ kind: 'proceed', checkoutTime: at(30), changed: false, analytics: null });
    });
    it('proceeds even with no checkout time and a moved slot', () => {
      expect(decide({ experience: { asapOnly: true, checkoutActive: false }, chosenTime: null, answer: answer(at(500)) })).toMatchObject({
        kind: 'proceed',
        checkoutTime: null,
      });
    });
  });

  describe('view mode skips the prompts', () => {
    it('no closed, updated, future or grace popup', () => {
      expect(decide({ viewMode: true, answer: answer(null) }).kind).toBe('proceed');
      expect(decide({ viewMode: true, answer: answer(at(45)) }).kind).toBe('proceed');
      expect(decide({ viewMode: true, answer: answer(at(300)) }).kind).toBe('proceed');
      expect(decide({ viewMode: true, graceEnabled: true, answer: answer(at(30), at(20)) })).toMatchObject({
        kind: 'proceed',
        isOnGraceTime: false,
        analytics: null,
      });
    });
  });

  describe('closed popup', () => {
    it('when there is no checkout time', () => {
      expect(decide({ chosenTime: null })).toEqual({ kind: 'closed', reason: 'no-checkout-time' });
      expect(decide({ chosenTime: 'whenever' })).toEqual({ kind: 'closed', reason: 'no-checkout-time' });
    });
    it('when next available is null (grace slot or not)', () => {
      expect(decide({ answer: answer(null) })).toEqual({ kind: 'closed', reason: 'no-next-available' });
      expect(decide({ graceEnabled: true, answer: answer(null, at(40)) })).toEqual({ kind: 'closed', reason: 'no-next-available' });
      expect(decide({ experience: { asapOnly: true, checkoutActive: true }, answer: answer(null) }).kind).toBe('closed');
    });
  });

  describe('time changed, non-ASAP', () => {
    it('pickup-time-updated popup with an analytics event when moved by less than 1 hour', () => {
      const d = decide({ answer: answer(at(45)) });
      expect(d).toEqual({
        kind: 'time-updated',
        checkoutTime: at(45),
        previousTime: at(30),
        isOnGraceTime: false,
        changed: true,
        analytics: pickupTimeUpdatedEvent(at(30), at(45)),
      });
      expect(d.kind === 'time-updated' && d.analytics?.category).toBe('Ordering - Checkout');
    });
    it('moved earlier is an update too', () => {
      expect(decide({ answer: answer(at(15)) })).toMatchObject({ kind: 'time-updated', checkoutTime: at(15) });
    });
    it('future-time popup at exactly 1 hour later, update at 1 hour minus 1 ms', () => {
      expect(FUTURE_TIME_SHIFT_MS).toBe(3_600_000);
      expect(decide({ answer: answer(at(90)) })).toMatchObject({ kind: 'future-time', shiftMs: 3_600_000, checkoutTime: at(90), changed: true });
      const justUnder = new Date(NOW + 90 * 60_000 - 1).toISOString();
      expect(decide({ answer: answer(justUnder) })).toMatchObject({ kind: 'time-updated', checkoutTime: justUnder });
    });
    it('future-time popup also carries the analytics event', () => {
      expect(decide({ answer: answer(at(240)) })).toMatchObject({ kind: 'future-time', analytics: pickupTimeUpdatedEvent(at(30), at(240)) });
    });
    it('a chosen time already past is measured from now', () => {
      // Chosen 11:00 (past), slot 12:30: 90 minutes after the chosen time but only 30 after now.
      expect(decide({ chosenTime: at(-60), answer: answer(at(30)) })).toMatchObject({ kind: 'time-updated', checkoutTime: at(30) });
      expect(decide({ chosenTime: at(-60), answer: answer(at(60)) })).toMatchObject({ kind: 'future-time', shiftMs: 3_600_000 });
    });
  });

  describe('ASAP experiences', () => {
    const asap = { asapOnly: true, checkoutActive: true };
    it('a small move proceeds with the new time (no updated popup) but still reports the change', () => {
      const d = decide({ experience: asap, chosenTime: at(0), answer: answer(at(10)) });
      expect(d).toMatchObject({ kind: 'proceed', checkoutTime: at(10), changed: true, analytics: pickupTimeUpdatedEvent(at(0), at(10)) });
    });
    it('moved 1 hour or more later and not on grace time: not accepting orders instead of future time', () => {
      expect(decide({ experience: asap, chosenTime: at(0), answer: answer(at(60)) })).toMatchObject({ kind: 'not-accepting-orders', shiftMs: 3_600_000 });
      expect(decide({ experience: asap, chosenTime: at(0), answer: answer(at(59)) }).kind).toBe('proceed');
    });
    it('on grace time (popup already shown): the future-time popup instead of not accepting', () => {
      const d = decide({ experience: asap, chosenTime: at(0), graceEnabled: true, gracePopupShown: true, answer: answer(at(200), at(90)) });
      expect(d).toMatchObject({ kind: 'future-time', checkoutTime: at(90), isOnGraceTime: true, shiftMs: 90 * 60_000 });
    });
  });

  describe('grace time', () => {
    it('grace on and the slots differ: the grace slot is used with the grace popup', () => {
      const d = decide({ graceEnabled: true, answer: answer(at(120), at(30)) });
      expect(d).toMatchObject({ kind: 'grace', checkoutTime: at(30), isOnGraceTime: true, changed: false, analytics: null });
      const moved = decide({ graceEnabled: true, answer: answer(at(120), at(40)) });
      expect(moved).toMatchObject({ kind: 'grace', checkoutTime: at(40), isOnGraceTime: true, changed: true });
    });
    it('grace slot equal to next available: no grace, normal rules', () => {
      expect(decide({ graceEnabled: true, answer: answer(at(30), at(30)) })).toMatchObject({ kind: 'proceed', isOnGraceTime: false });
      expect(decide({ graceEnabled: true, answer: answer(at(45), '2024-06-01T14:45:00+02:00') })).toMatchObject({ kind: 'time-updated', isOnGraceTime: false });
    });
    it('grace slot missing or unparsable: no grace', () => {
      expect(decide({ graceEnabled: true, answer: answer(at(30), null) })).toMatchObject({ kind: 'proceed', isOnGraceTime: false });
      expect(decide({ graceEnabled: true, answer: answer(at(30), 'x') })).toMatchObject({ kind: 'proceed', isOnGraceTime: false });
    });
    it('grace off: the grace slot is ignored', () => {
      expect(decide({ graceEnabled: false, answer: answer(at(120), at(30)) })).toMatchObject({
        kind: 'future-time',
        checkoutTime: at(120),
        isOnGraceTime: false,
      });
    });
    it('the grace popup shows once per experience; afterwards the grace slot follows the usual rules', () => {
      expect(decide({ graceEnabled: true, gracePopupShown: true, answer: answer(at(120), at(30)) })).toMatchObject({
        kind: 'proceed',
        checkoutTime: at(30),
        isOnGraceTime: true,
      });
      expect(decide({ graceEnabled: true, gracePopupShown: true, answer: answer(at(120), at(45)) })).toMatchObject({
        kind: 'time-updated',
        checkoutTime: at(45),
        isOnGraceTime: true,
      });
      expect(decide({ graceEnabled: true, gracePopupShown: true, answer: answer(at(300), at(150)) })).toMatchObject({
        kind: 'future-time',
        checkoutTime: at(150),
        isOnGraceTime: true,
      });
    });
    it('the grace popup comes before the ASAP not-accepting check', () => {
      const d = decide({ experience: { asapOnly: true, checkoutActive: true }, chosenTime: at(0), graceEnabled: true, answer: answer(at(200), at(120)) });
      expect(d).toMatchObject({ kind: 'grace', checkoutTime: at(120), isOnGraceTime: true });
    });
  });

  it('accepts now as a Date', () => {
    expect(decide({ now: new Date(NOW), answer: answer(at(90)) }).kind).toBe('future-time');
  });
});

describe('isGracePeriod', () => {
  it('is set when the selected date is the grace date and the experience is open', () => {
    expect(isGracePeriod('2024-06-01', '2024-06-01', true)).toBe(true);
  });
  it('is not set on another date, when closed, or with missing or malformed dates', () => {
    expect(isGracePeriod('2024-06-02', '2024-06-01', true)).toBe(false);
    expect(isGracePeriod('2024-06-01', '2024-06-01', false)).toBe(false);
    expect(isGracePeriod(null, '2024-06-01', true)).toBe(false);
    expect(isGracePeriod('2024-06-01', null, true)).toBe(false);
    expect(isGracePeriod('2024-06-01T10:00:00Z', '2024-06-01T10:00:00Z', true)).toBe(false);
  });
});

describe('grace popup ledger', () => {
  it('records experiences once', () => {
    expect(wasGracePopupShown([], 7)).toBe(false);
    const shown = withGracePopupShown([], 7);
    expect(wasGracePopupShown(shown, 7)).toBe(true);
    expect(wasGracePopupShown(shown, 8)).toBe(false);
    expect(withGracePopupShown(shown, 7)).toEqual([7]);
    expect(withGracePopupShown(shown, 8)).toEqual([7, 8]);
  });
});

describe('closedNowOffer', () => {
  const closed = { orderSession: true, asapOnly: false, viewOnly: false, openNow: false, chosenByGuest: null, firstSlot: at(120) };

  it('asks a table or room guest, while closed now, whether to order for the next opening', () => {
    expect(closedNowOffer(closed)).toEqual({ nextOpening: at(120) });
  });

  it('still asks when there is no later time to offer (the notice then only says it is closed)', () => {
    expect(closedNowOffer({ ...closed, firstSlot: null })).toEqual({ nextOpening: null });
  });

  it('asks nothing when open now, when the guest chose the time, or outside a table or room session', () => {
    expect(closedNowOffer({ ...closed, openNow: true })).toBeNull();
    expect(closedNowOffer({ ...closed, chosenByGuest: at(120) })).toBeNull();
    expect(closedNowOffer({ ...closed, orderSession: false })).toBeNull();
  });

  it('asks nothing for ASAP-only or view-only experiences, which never take a later order', () => {
    expect(closedNowOffer({ ...closed, asapOnly: true })).toBeNull();
    expect(closedNowOffer({ ...closed, viewOnly: true })).toBeNull();
  });
});
