import { describe, expect, it } from 'vitest';
import { isViewOnly } from './view-only';

describe('isViewOnly', () => {
  const pickup = { type: 'PICKUP', checkoutActive: true };
  it('is the business view mode, a VIEW_MENU experience, or a checkout switched off', () => {
    expect(isViewOnly(false, pickup)).toBe(false);
    expect(isViewOnly(null, null)).toBe(false);
    expect(isViewOnly(true, pickup)).toBe(true);
    expect(isViewOnly(true, null)).toBe(true);
    expect(isViewOnly(false, { type: 'VIEW_MENU', checkoutActive: true })).toBe(true);
    expect(isViewOnly(false, { ...pickup, checkoutActive: false })).toBe(true);
  });
});
