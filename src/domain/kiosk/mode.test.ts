import { describe, expect, it } from 'vitest';
import { isKiosk, kioskWithoutDevice } from './mode';

describe('kiosk mode', () => {
  it('is a kiosk when configured as one or when a device id came with the start-up parameters', () => {
    expect(isKiosk({ kiosk: true }, { deviceId: null })).toBe(true);
    expect(isKiosk({ kiosk: false }, { deviceId: 'lobby-1' })).toBe(true);
    expect(isKiosk({ kiosk: false }, { deviceId: null })).toBe(false);
  });

  it('a configured kiosk without a device id (or a blank one) cannot take orders', () => {
    expect(kioskWithoutDevice({ kiosk: true }, { deviceId: null })).toBe(true);
    expect(kioskWithoutDevice({ kiosk: true }, { deviceId: '  ' })).toBe(true);
    expect(kioskWithoutDevice({ kiosk: true }, { deviceId: 'lobby-1' })).toBe(false);
    expect(kioskWithoutDevice({ kiosk: false }, { deviceId: null })).toBe(false);
  });
});
