import { describe, expect, it } from 'vitest';
import { keepGuestDetails, mayRememberGuest, rememberedDetailsSurvive } from './guest-details';

describe('remembering guest details on the device', () => {
  it('offers to remember only on a device that is not shared and not a kiosk', () => {
    expect(mayRememberGuest({ sharedDevice: false, kiosk: false })).toBe(true);
    expect(mayRememberGuest({ sharedDevice: true, kiosk: false })).toBe(false);
    expect(mayRememberGuest({ sharedDevice: false, kiosk: true })).toBe(false);
    expect(mayRememberGuest({ sharedDevice: true, kiosk: true })).toBe(false);
  });

  it('keeps the details only when the guest opted in, and never on a shared device or kiosk', () => {
    for (const sharedDevice of [false, true]) {
      for (const kiosk of [false, true]) {
        for (const optedIn of [false, true]) {
          expect(keepGuestDetails({ sharedDevice, kiosk, optedIn }), JSON.stringify({ sharedDevice, kiosk, optedIn })).toBe(optedIn && !sharedDevice && !kiosk);
        }
      }
    }
  });

  it('forgets remembered details on every log-out but the automatic one after an order', () => {
    expect(rememberedDetailsSurvive('order-complete')).toBe(true);
    for (const reason of ['api', 'refresh-failed', 'guest-support']) expect(rememberedDetailsSurvive(reason)).toBe(false);
  });
});
