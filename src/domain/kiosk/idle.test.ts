import { describe, expect, it } from 'vitest';
import {
  autoRedirectMs,
  DEFAULT_AUTO_REDIRECT_SECONDS,
  KIOSK_AUTO_CLEAR_MS,
  KIOSK_SESSION_WARNING_MS,
  kioskIdleKind,
  kioskIdleState,
  readCountdownOut,
} from './idle';

describe('kioskIdleKind', () => {
  it.each([
    ['/menu/cancelOrder', 'auto'],
    ['/menu/startOver', 'auto'],
    ['/menu', 'modal'],
    ['/menu/', 'modal'],
    ['/menu/12', 'modal'],
    ['/menu/12/3', 'modal'],
    ['/menu/12/allergens', 'modal'],
    ['/menu/checkout', 'modal'],
    ['/menu/checkout/wentWrong', 'modal'],
    ['/menu/checkout/tapCard', 'none'],
    ['/menu/checkout/loading', 'none'],
    ['/menu/cancelTransaction', 'none'],
    ['/menu/order', 'none'],
    ['/menu/confirm', 'none'],
    ['/', 'none'],
    ['/location', 'none'],
    ['/menu/checkout?x=1', 'modal'],
    ['menu/startOver', 'auto'],
  ] as const)('%s is %s', (path, kind) => {
    expect(kioskIdleKind(path)).toBe(kind);
  });
});

describe('autoRedirectMs', () => {
  it('turns the device seconds into ms, with the default for missing, zero, negative or invalid values', () => {
    expect(autoRedirectMs(45)).toBe(45_000);
    expect(autoRedirectMs(0.5)).toBe(500);
    for (const bad of [null, undefined, 0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(autoRedirectMs(bad)).toBe(DEFAULT_AUTO_REDIRECT_SECONDS * 1000);
    }
  });
});

describe('kioskIdleState', () => {
  const base = { lastActivity: 1_000_000, autoRedirectMs: 60_000, typing: false };

  it('never times out on screens without idle handling', () => {
    expect(kioskIdleState({ ...base, kind: 'none' }, base.lastActivity + 10 * 3_600_000)).toEqual({ phase: 'active', msUntilChange: null, secondsLeft: null });
  });

  it('auto screens clear after 30 s, not a millisecond before', () => {
    const input = { ...base, kind: 'auto' as const };
    expect(kioskIdleState(input, base.lastActivity)).toEqual({ phase: 'active', msUntilChange: KIOSK_AUTO_CLEAR_MS, secondsLeft: null });
    expect(kioskIdleState(input, base.lastActivity + KIOSK_AUTO_CLEAR_MS - 1).phase).toBe('active');
    expect(kioskIdleState(input, base.lastActivity + KIOSK_AUTO_CLEAR_MS).phase).toBe('expired');
  });

  it('modal screens warn at autoRedirect, count the 30 s down in whole seconds, then expire', () => {
    const input = { ...base, kind: 'modal' as const };
    expect(kioskIdleState(input, base.lastActivity + 59_999)).toEqual({ phase: 'active', msUntilChange: 1, secondsLeft: null });
    expect(kioskIdleState(input, base.lastActivity + 60_000)).toEqual({ phase: 'warning', msUntilChange: KIOSK_SESSION_WARNING_MS, secondsLeft: 30 });
    expect(kioskIdleState(input, base.lastActivity + 60_001).secondsLeft).toBe(30);
    expect(kioskIdleState(input, base.lastActivity + 89_000)).toEqual({ phase: 'warning', msUntilChange: 1000, secondsLeft: 1 });
    expect(kioskIdleState(input, base.lastActivity + 90_000)).toEqual({ phase: 'expired', msUntilChange: null, secondsLeft: 0 });
  });

  it('typing holds every kind at active: a guest still there is never timed out', () => {
    for (const kind of ['auto', 'modal'] as const) {
      expect(kioskIdleState({ ...base, kind, typing: true }, base.lastActivity + 3_600_000).phase).toBe('active');
    }
  });

  it('an activity in the future (the clock moved back) counts as now', () => {
    expect(kioskIdleState({ ...base, kind: 'modal' }, base.lastActivity - 5_000)).toEqual({ phase: 'active', msUntilChange: 60_000, secondsLeft: null });
  });
});

describe('readCountdownOut', () => {
  it('reads the count out when the warning opens, whatever it then is', () => {
    expect(readCountdownOut(30, null)).toBe(true);
    // A loaded kiosk first drew the warning a second late.
    expect(readCountdownOut(29, null)).toBe(true);
  });

  it('reads it again as it passes 20, 10 and 5 seconds, and not between', () => {
    const said: number[] = [];
    for (let seconds = 29, previous = 30; seconds >= 1; previous = seconds, seconds -= 1) {
      if (readCountdownOut(seconds, previous)) said.push(seconds);
    }
    expect(said).toEqual([20, 10, 5]);
  });

  it('keeps a mark a busy kiosk skipped past', () => {
    expect(readCountdownOut(19, 21)).toBe(true);
    expect(readCountdownOut(8, 12)).toBe(true);
    expect(readCountdownOut(4, 6)).toBe(true);
    // The same count drawn again (another render) is not said twice.
    expect(readCountdownOut(20, 20)).toBe(false);
  });
});
