import { describe, expect, it, vi } from 'vitest';
import { grantedPosition } from './granted-position';

/** A navigator whose geolocation permission is `state` and whose position reading does `read`. */
function fakeNavigator(state: PermissionState, read: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => read(ok, fail ?? (() => undefined)));
  const nav = {
    permissions: { query: vi.fn(async () => ({ state })) },
    geolocation: { getCurrentPosition },
  } as unknown as Navigator;
  return { nav, getCurrentPosition };
}

const at = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as GeolocationPosition;

describe('grantedPosition: the position only where the page may already read it', () => {
  it('granted: the coordinates', async () => {
    const { nav } = fakeNavigator('granted', (ok) => ok(at(32.08, 34.78)));
    await expect(grantedPosition(nav)).resolves.toEqual({ latitude: 32.08, longitude: 34.78 });
  });

  it('not granted (prompt or denied): null, and the position is never read, so nothing is asked of the guest', async () => {
    for (const state of ['prompt', 'denied'] as const) {
      const { nav, getCurrentPosition } = fakeNavigator(state, (ok) => ok(at(1, 2)));
      await expect(grantedPosition(nav)).resolves.toBeNull();
      expect(getCurrentPosition).not.toHaveBeenCalled();
    }
  });

  it('an error, no Permissions API or no geolocation: null', async () => {
    const failing = fakeNavigator('granted', (_ok, fail) => fail({ code: 2, message: 'unavailable' } as GeolocationPositionError));
    await expect(grantedPosition(failing.nav)).resolves.toBeNull();
    await expect(grantedPosition({ geolocation: failing.nav.geolocation } as unknown as Navigator)).resolves.toBeNull();
    await expect(grantedPosition({ permissions: failing.nav.permissions } as unknown as Navigator)).resolves.toBeNull();
    await expect(grantedPosition({} as Navigator)).resolves.toBeNull();
  });

  it('a position that never comes is given up on', async () => {
    vi.useFakeTimers();
    try {
      const { nav } = fakeNavigator('granted', () => undefined);
      const waiting = grantedPosition(nav);
      await vi.advanceTimersByTimeAsync(5_000);
      await expect(waiting).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
