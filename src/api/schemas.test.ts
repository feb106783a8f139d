import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  BusinessConfigurationResponseSchema,
  CartRequestSchema,
  CartResponseSchema,
  CheckoutResponseSchema,
  ErrorBodySchema,
  ExperienceSchema,
  LocationSchema,
  MenuSchema,
  RealtimeCartSchema,
  SlotsResponseSchema,
  UiConfigSchema,
} from './schemas';
import {
  wireBusinessConfiguration,
  wireCartResponse,
  wireCheckoutResponse,
  wireExperience,
  wireLocation,
  wireMenu,
  wireRealtimeCart,
  wireSummary,
} from './test-support';

describe('schemas', () => {
  it('accept valid wire objects', () => {
    expect(is(wireBusinessConfiguration(), BusinessConfigurationResponseSchema)).toBe(true);
    expect(is(wireLocation(), LocationSchema)).toBe(true);
    expect(is(wireExperience(), ExperienceSchema)).toBe(true);
    expect(is(wireMenu(), MenuSchema)).toBe(true);
    expect(is(wireCheckoutResponse(), CheckoutResponseSchema)).toBe(true);
    expect(is(wireRealtimeCart(), RealtimeCartSchema)).toBe(true);
    expect(is({ next_available: null, next_available_with_grace: null, data: { time_slots: [] } }, SlotsResponseSchema)).toBe(true);
  });

  it('tolerate extra fields (type(), not object())', () => {
    const location = { ...wireLocation(), brand_new_field: { x: 1 } };
    expect(is(location, LocationSchema)).toBe(true);
  });

  it('refuse missing or mistyped fields', () => {
    const location = wireLocation() as unknown as Record<string, unknown>;
    expect(is({ ...location, timezone: {} }, LocationSchema)).toBe(false);
    expect(is({ ...location, id: '1' }, LocationSchema)).toBe(false);
    expect(is({ ...wireBusinessConfiguration().data, flow: 'SHOP' }, BusinessConfigurationResponseSchema)).toBe(false);
  });

  it('validate nested sub-categories recursively', () => {
    const menu = wireMenu();
    (menu.categories[0]!.subcategories[0] as unknown as Record<string, unknown>).name = 5;
    expect(is(menu, MenuSchema)).toBe(false);
  });

  it('accept the cart summary spelled summary, summery, or absent', () => {
    expect(is(wireCartResponse({ summary: wireSummary() }), CartResponseSchema)).toBe(true);
    expect(is(wireCartResponse({ summery: wireSummary() }), CartResponseSchema)).toBe(true);
    expect(is(wireCartResponse({ summery: null }), CartResponseSchema)).toBe(true);
    expect(is(wireCartResponse(), CartResponseSchema)).toBe(true);
    expect(is(wireCartResponse({ summery: { ...wireSummary(), total: 'x' } as never }), CartResponseSchema)).toBe(false);
  });

  it('validate error bodies and cart requests', () => {
    expect(is({ code: 1, message: 'X' }, ErrorBodySchema)).toBe(true);
    expect(is({ code: 1, message: 'X', items_not_in_stock: [{ pui: 'a', name: 'A' }] }, ErrorBodySchema)).toBe(true);
    expect(is({ message: 'X' }, ErrorBodySchema)).toBe(false);
    expect(
      is(
        { id: 'c', experience_id: 1, business_id: 2, items: [], comment: '', total_calculations: true, coupon_code: null, checkout_at: null },
        CartRequestSchema,
      ),
    ).toBe(true);
  });

  it('validate the parsed UI config loosely', () => {
    expect(is({}, UiConfigSchema)).toBe(true);
    expect(is({ colors: { primary: 1 } }, UiConfigSchema)).toBe(false);
  });
});
