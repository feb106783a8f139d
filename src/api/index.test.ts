import { describe, expect, it } from 'vitest';
import type { CartLine, CartRequest, CheckoutRequest } from '../domain/types';
import { ApiError, isCancellation } from './index';
import type { PlatformApiOptions } from './platform';
import { testPlatformApi, testScope, type Answer, type RecordedCall, type TestScope } from './test-support';
import {
  wireBusinessConfiguration,
  wireCartResponse,
  wireCheckoutResponse,
  wireExperience,
  wireLocation,
  wireMenu,
  wireSummary,
  wireUiConfiguration,
} from './test-support';

function setup(answer: Answer[] | ((call: RecordedCall) => Answer), overrides: Partial<PlatformApiOptions> & TestScope = {}) {
  return testPlatformApi(answer, { now: () => new Date('2030-01-07T17:00:05.123Z'), ...overrides });
}

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  editId: 'e1',
  itemId: 5,
  posUniqueId: 'i5',
  serialId: 500,
  name: 'Soup',
  quantity: 2,
  comment: '50% less salt',
  unitPrice: 2109,
  modifiers: { 9: [91] },
  modifierPuis: ['m91'],
  ...overrides,
});
const cart = (overrides: Partial<CartRequest> = {}): CartRequest => ({
  cartId: 'cart-1',
  experienceId: 10,
  businessId: 12,
  lines: [line()],
  comment: 'ring bell',
  couponCode: null,
  checkoutAt: '2030-01-07T12:15:00.000-05:00',
  ...overrides,
});

describe('createPlatformApi', () => {
  it('getBusinessConfiguration calls and maps to domain', async () => {
    const { api, calls } = setup([{ json: wireBusinessConfiguration() }]);
    const config = await api.getBusinessConfiguration();
    expect(calls[0]?.url).toBe('https://p.test/users/api/v2/business/configurations?public_only=1&keys=pickupv2&publishableKey=pk_1');
    expect(config).toMatchObject({
      businessId: 12,
      flow: 'RESTAURANT',
      realtime: { databaseUrl: 'http://127.0.0.1:9000', namespace: 'demo' },
      orderExpirationMinutes: 30,
      termsUrl: 'https://t.test/terms',
    });
    expect(calls[0]?.headers['x-product-id']).toBe('pickup');
    // The location search limit defaults to 5 and is configurable.
    expect(config.locationLimit).toBe(5);
    // Wave 3 fields: the business-wide comment switch and the currency settings file.
    expect(config).toMatchObject({ showComment: false, currencySettingsUrl: 'https://p.test/settings/currencies.json' });
    const configured = setup([{ json: { data: { ...wireBusinessConfiguration().data, locationLimit: 3 } } }]);
    expect((await configured.api.getBusinessConfiguration()).locationLimit).toBe(3);
  });

  it('getUiConfiguration parses the config JSON string and resolves the logo URL', async () => {
    const { api, calls } = setup([{ json: wireUiConfiguration() }]);
    const ui = await api.getUiConfiguration();
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/ui-configurations?business_id=12');
    expect(ui).toEqual({
      name: 'Demo look',
      policyUrl: null,
      hideAvailabilityBanner: true,
      colors: { primary: '#123456' },
      fontFamily: null,
      logoUrl: 'https://p.test/static/logo.svg',
      faviconUrl: null,
      accessibilityWidgetUrl: null,
      footerLinks: [{ label: 'Legal', url: 'https://l.test/' }],
    });
  });

  it("getUiConfiguration(id) asks for a hotel's or location's own look by id; its favicon and accessibility widget pass the allow-list", async () => {
    const { api, calls } = setup([
      {
        json: wireUiConfiguration({
          colors: { primary: '#166534' },
          favicon_url: '/static/deli-icon.svg',
          accessibility_widget_url: '/static/accessibility-widget.js',
        }),
      },
      { json: wireUiConfiguration({ favicon_url: 'javascript:alert(1)', accessibility_widget_url: 'javascript:alert(1)' }) },
    ]);
    const ui = await api.getUiConfiguration(701);
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/ui-configurations?id=701');
    expect(ui).toMatchObject({
      colors: { primary: '#166534' },
      faviconUrl: 'https://p.test/static/deli-icon.svg',
      accessibilityWidgetUrl: 'https://p.test/static/accessibility-widget.js',
    });
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const refused = await api.getUiConfiguration(702);
      expect(refused.faviconUrl).toBeNull();
      expect(refused.accessibilityWidgetUrl).toBeNull();
    } finally {
      console.warn = warn;
    }
  });

  it('getUiConfiguration refuses a config string that is not JSON or not the contract', async () => {
    const broken = setup([{ json: wireUiConfiguration('{not json') }]);
    const e1 = await broken.api.getUiConfiguration().catch((e: unknown) => e as ApiError);
    expect(e1).toBeInstanceOf(ApiError);
    expect((e1 as ApiError).kind).toBe('invalid-response');
    expect((e1 as ApiError).message).toContain('data.config expected a JSON string');
    const wrong = setup([{ json: wireUiConfiguration({ colors: { primary: 3 } }) }]);
    const e2 = (await wrong.api.getUiConfiguration().catch((e: unknown) => e)) as ApiError;
    expect(e2.kind).toBe('invalid-response');
    expect(e2.message).toContain('colors.primary expected a string');
  });

  it('rejects calls needing a business id when none is known', async () => {
    const { api, calls } = setup([], { businessId: null });
    const error = (await api.getLocations().catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('BUSINESS_NOT_FOUND');
    expect(error.message).toContain('business-id attribute');
    expect(calls).toHaveLength(0);
  });

  it("without a business-id attribute, calls name the business the configuration named (the scope's)", async () => {
    const scope = testScope({ businessId: null });
    const { api, calls } = setup([{ json: { data: [wireLocation(1)] } }], { scope });
    scope.learnBusiness({ businessId: 1001, flow: 'RESTAURANT', realtime: null });
    await api.getLocations();
    expect(new URL(calls[0]!.url).searchParams.get('business_id')).toBe('1001');
  });

  it('getHotels maps hotelsList', async () => {
    const hotelsList = [
      { id: 1, name: 'H', image: null, location_ids: [1, 2] },
      { id: 2, name: 'City', image: null, location_ids: [3], ui_configuration_id: 702 },
    ];
    const { api, calls } = setup([{ json: { data: { hotelsList, restaurantList: [wireLocation()] } } }]);
    // A hotel may name a UI configuration of its own.
    expect(await api.getHotels()).toEqual([
      { id: 1, name: 'H', image: null, locationIds: [1, 2], uiConfigurationId: null },
      { id: 2, name: 'City', image: null, locationIds: [3], uiConfigurationId: 702 },
    ]);
    expect(calls[0]?.url).toBe('https://p.test/hotels/api/v1/hotels/properties?business_id=12');
  });

  it('getLocations sends query and maps locations', async () => {
    const { api, calls } = setup([{ json: { data: [wireLocation(1)] } }, { json: { data: [] } }]);
    const [location] = await api.getLocations();
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/locations?business_id=12&experience%5Bstatus%5D=ACTIVE&contain_experience=1');
    expect(location).toEqual({
      id: 1,
      name: 'Outlet 1',
      image: null,
      shortDescription: 'Short',
      longDescription: 'Long',
      currencyCode: 'USD',
      phone: '+1 555',
      timeZone: 'America/New_York',
      dateFormat: 'MM/DD/YYYY',
      timeFormat: 'hh:mm A',
      address: '1 Main St',
      experiences: [
        { id: 10, type: 'PICKUP', active: true },
        { id: 11, type: 'DELIVERY', active: false },
      ],
      hotelId: null,
      locationGroupId: 3,
      uiConfigurationId: null,
    });
    await api.getLocations({ locationGroupId: 3 });
    expect(calls[1]?.url).toContain('&location_group_id=3');
  });

  it('a malformed location list is an invalid-response naming the field', async () => {
    const bad = wireLocation() as unknown as { timezone: unknown };
    bad.timezone = {};
    const { api } = setup([{ json: { data: [bad] } }]);
    const error = (await api.getLocations().catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe(
      'GET /restaurants/api/v3/locations returned a response that does not match the platform contract: data[0].timezone.name expected a string, got undefined. Check that the platform behind api-base implements src/api/wire.ts.',
    );
  });

  it('getExperience maps settings and resolves relative menu URLs against apiBase', async () => {
    const { api, calls } = setup([{ json: { data: wireExperience() } }]);
    const experience = await api.getExperience(10);
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/experiences/10');
    expect(experience.menuFiles).toEqual([
      { url: 'https://p.test/menus/1.json', isDefault: true, days: null, from: null, to: null },
      { url: 'https://cdn.test/b.json', isDefault: false, days: ['mon'], from: '07:00', to: '11:00' },
    ]);
    expect(experience.menuTranslationFiles).toEqual([{ language: 'he', url: 'https://p.test/menus/1.he.json' }]);
    expect(experience.checkoutFields).toEqual({
      firstName: { required: true, editable: true, type: 'text', min: null, max: null, label: null, showWithPaymentTypes: null },
      phone: { required: false, editable: true, type: 'phone', min: null, max: 20, label: null, showWithPaymentTypes: ['ROOM'] },
    });
    expect(experience).toMatchObject({
      locationId: 1,
      active: true,
      isAsapOnly: false,
      nextAvailable: '2030-01-07T12:00:00-05:00',
      checkoutActive: true,
      payments: {
        default: 'PAY_IN_PERSON',
        allowed: [
          { type: 'PAY_IN_PERSON', validation: null },
          { type: 'ROOM', validation: 'NAME' },
        ],
      },
      deliveries: ['PICK_UP'],
      tip: { options: [10, 15], selected: 15 },
      hideTipForPaymentTypes: ['ROOM'],
      showCalories: true,
      showItemComments: true,
      itemCommentMax: 80,
      allergensUrl: null,
      openHours: { mon: [{ from: '08:00', to: '22:00' }] },
    });
  });

  it('getSlots sends from as ISO and maps slots', async () => {
    const { api, calls } = setup([{ json: { next_available: 'a', next_available_with_grace: 'b', data: { time_slots: ['a', 'c'] } } }]);
    expect(await api.getSlots(10, new Date('2030-01-07T17:00:00Z'))).toEqual({ nextAvailable: 'a', nextAvailableWithGrace: 'b', timeSlots: ['a', 'c'] });
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/experiences/10/slots?from=2030-01-07T17%3A00%3A00.000Z');
  });

  it('getMenu fetches the file URL and converts prices to minor units of the currency', async () => {
    const { api, calls } = setup([{ json: wireMenu() }]);
    const menu = await api.getMenu('/menus/1.json');
    expect(calls[0]?.url).toBe('https://p.test/menus/1.json');
    const item = menu.categories[0]!.items[0]!;
    expect(item).toMatchObject({
      price: 1999,
      kcal: 121,
      image: 'https://p.test/img/soup.jpg',
      posUniqueId: 'i5',
      serialId: 500,
      under18: false,
      hidden: false,
    });
    expect(item.modifierGroups[0]!.modifiers[0]).toEqual({
      id: 91,
      posUniqueId: 'm91',
      name: 'Large',
      price: 110,
      kcal: null,
      allergens: [],
      inStock: true,
      modifierGroups: [],
    });
    expect(menu.categories[0]!.subcategories[0]!.name).toBe('Burgers');
  });

  it("getMenu uses the minor unit of the scope's currency (JPY: 0)", async () => {
    const menu = wireMenu();
    menu.categories[0]!.items[0]!.price = 1200;
    const { api } = setup([{ json: menu }], { currencyCode: 'JPY' });
    expect((await api.getMenu('https://cdn.test/m.json')).categories[0]!.items[0]!.price).toBe(1200);
  });

  it('a newer getMenu cancels the older one', async () => {
    const { api } = setup((call) => (call.url.includes('old') ? { hang: true } : { json: wireMenu() }));
    const older = api.getMenu('/old.json');
    const newer = api.getMenu('/new.json');
    expect(isCancellation(await older.catch((e: unknown) => e))).toBe(true);
    expect((await newer).id).toBe(7);
  });

  it('getOutOfStockItems sends bid', async () => {
    const { api, calls } = setup([{ json: { items: [500, 501] } }]);
    expect(await api.getOutOfStockItems(1)).toEqual([500, 501]);
    expect(calls[0]?.url).toBe('https://p.test/menus/api/v1/getOutOfStockItems?bid=1');
  });

  it('saveCart(create) POSTs the WireCartRequest body exactly', async () => {
    const { api, calls } = setup([{ json: wireCartResponse() }]);
    const ack = await api.saveCart(
      cart({ lines: [line(), line({ editId: 'e2', posUniqueId: 'i6', quantity: 1, comment: '', modifierPuis: ['m1', 'm1', 'm2'] })] }),
      true,
    );
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/cart');
    expect(calls[0]?.body).toEqual({
      id: 'cart-1',
      experience_id: 10,
      business_id: 12,
      items: [
        { pui: 'i5', quantity: 2, comment: '50%25 less salt', modifiers: [{ pui: 'm91', quantity: 1, comment: '' }] },
        {
          pui: 'i6',
          quantity: 1,
          comment: '',
          modifiers: [
            { pui: 'm1', quantity: 2, comment: '' },
            { pui: 'm2', quantity: 1, comment: '' },
          ],
        },
      ],
      comment: 'ring bell',
      total_calculations: true,
      coupon_code: null,
      checkout_at: '2030-01-07T12:15:00-05:00',
    });
    expect(ack).toEqual({ cartId: 'cart-1', hash: 'h1', pending: true, summary: null, coupon: null });
  });

  it('saveCart(update) PUTs to the cart id, sends null checkout_at for ASAP, maps summery', async () => {
    const { api, calls } = setup([
      { json: wireCartResponse({ status: 'CALCULATED', isPendingCalculations: false, summery: wireSummary(), coupon: { code: 'X', name: 'Ten' } }) },
    ]);
    const ack = await api.saveCart(cart({ checkoutAt: null }), false);
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/cart/cart-1');
    expect((calls[0]!.body as { checkout_at: unknown }).checkout_at).toBeNull();
    expect(ack.pending).toBe(false);
    expect(ack.coupon).toEqual({ code: 'X', name: 'Ten' });
    expect(ack.summary).toEqual({
      subtotal: 1999,
      serviceCharges: [{ name: 'Service', amount: 200 }],
      taxes: [{ name: 'VAT', amount: 170, inclusive: false }],
      tip: 0,
      discount: 0,
      total: 2369,
    });
  });

  it('a newer saveCart cancels an older one', async () => {
    let n = 0;
    const { api } = setup(() => (++n === 1 ? { hang: true } : { json: wireCartResponse() }));
    const first = api.saveCart(cart(), true);
    const second = api.saveCart(cart(), false);
    expect(isCancellation(await first.catch((e: unknown) => e))).toBe(true);
    expect((await second).cartId).toBe('cart-1');
  });

  it('a REJECTED cart status rejects as CART_NOT_VALID', async () => {
    const { api } = setup([{ json: wireCartResponse({ status: 'REJECTED' }) }]);
    const error = (await api.saveCart(cart(), true).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('CART_NOT_VALID');
  });

  it('checkout POSTs the WireCheckoutRequest body and maps the placed order', async () => {
    const { api, calls } = setup([{ json: wireCheckoutResponse() }]);
    const request: CheckoutRequest = {
      ...cart(),
      details: { firstName: 'Ada', lastName: 'Lovelace', phone: '+15551234567', email: null, roomNumber: null, tableNumber: '4', numberOfDiners: 2 },
      paymentType: 'PAY_IN_PERSON',
      tip: { amount: 250, type: 'PERCENTAGE' },
      deviceId: null,
      receiveReceiptByEmail: false,
    };
    const order = await api.checkout(request);
    expect(calls[0]?.url).toBe('https://p.test/restaurants/api/v3/cart/cart-1/checkout');
    expect(calls[0]?.body).toEqual({
      id: 'cart-1',
      experience_id: 10,
      business_id: 12,
      items: [{ pui: 'i5', quantity: 2, comment: '50%25 less salt', modifiers: [{ pui: 'm91', quantity: 1, comment: '' }] }],
      comment: 'ring bell',
      total_calculations: true,
      coupon_code: null,
      checkout_at: '2030-01-07T12:15:00-05:00',
      created_at: '2030-01-07T17:00:05+00:00',
      details: {
        email: null,
        name: 'Ada Lovelace',
        first_name: 'Ada',
        last_name: 'Lovelace',
        room_number: null,
        table_number: '4',
        number_of_diners: 2,
        phone: '+15551234567',
      },
      receipt: { receive_by: 'NONE' },
      delivery_method: null,
      tip: { amount: 2.5, type: 'PERCENTAGE' },
      payment: { type: 'PAY_IN_PERSON' },
      device_id: null,
    });
    expect(order).toEqual({
      id: 'o1',
      orderNumber: '1042',
      confirmationNumber: 'C-77',
      checkoutTime: '2030-01-07T12:00:00-05:00',
      payments: [{ id: 'p1', status: 'OK', challengeUrl: null }],
      requires3DSecure: false,
    });
  });

  it('checkout passes out-of-stock error bodies through as ApiError', async () => {
    const { api } = setup([
      { status: 409, json: { code: 4301, message: 'CART_CHECKOUT_ITEM_OUT_OF_STOCK', items_not_in_stock: [{ pui: 'i5', name: 'Soup', available: 0 }] } },
    ]);
    const error = (await api
      .checkout({
        ...cart(),
        details: { firstName: 'A', lastName: 'B', phone: null, email: null, roomNumber: null, tableNumber: null, numberOfDiners: null },
        paymentType: 'CASH',
        tip: null,
        deviceId: 'd',
        receiveReceiptByEmail: true,
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('CART_CHECKOUT_ITEM_OUT_OF_STOCK');
    expect(error.itemsNotInStock).toEqual([{ posUniqueId: 'i5', name: 'Soup', available: 0 }]);
  });
});
