import { describe, expect, it } from 'vitest';
import { buildLine } from '../menu';
import { category, menuItem, rigatoni, tiramisu } from '../menu/test-support';
import type { CartLine } from '../types';
import type { CommerceMoment, PlacedOrderFacts } from './commerce-moments';
import { GA4_ITEM_LIMIT, ga4Event } from './ga4';

const USD = { code: 'USD', minorUnit: 2 };
const JPY = { code: 'JPY', minorUnit: 0 };

/** Rigatoni with cream and parmesan (14.50 + 1.50 + 1.00), two of them, with the guest's comment. */
const pasta: CartLine = buildLine(rigatoni, { quantity: 2, comment: 'Ada Lovelace, call 212-555-0143', modifiers: { 10: [102], 11: [111] } }, 'e1');
const dessert: CartLine = buildLine(tiramisu, { quantity: 1, comment: '', modifiers: {} }, 'e2');
const categories = { [rigatoni.id]: 'Pasta', [tiramisu.id]: 'Dolci' };

describe('ga4Event', () => {
  it('a menu shown is view_item_list: every item in the order shown, with its (sub-)category and position', () => {
    const pizza = menuItem(21, { name: 'Margherita', posUniqueId: 'TL-MARGHERITA', price: 1250 });
    const wine = menuItem(22, { name: 'Chianti', posUniqueId: '', price: 900 });
    const water = menuItem(23, { name: 'Water', posUniqueId: 'TL-WATER', price: 300 });
    const drinks = category(2, [water], { name: 'Drinks', subcategories: [category(3, [wine], { name: 'Wine' })] });
    const moment: CommerceMoment = {
      kind: 'menu-shown',
      menu: { id: 12, name: 'All day' },
      categories: [category(1, [pizza], { name: 'Pizza' }), drinks],
      currency: USD,
    };
    expect(ga4Event(moment)).toEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'USD',
        item_list_id: '12',
        item_list_name: 'All day',
        items: [
          { item_id: 'TL-MARGHERITA', item_name: 'Margherita', item_category: 'Pizza', price: 12.5, quantity: 1, index: 0 },
          { item_id: 'TL-WATER', item_name: 'Water', item_category: 'Drinks', price: 3, quantity: 1, index: 1 },
          // No POS id: the platform's id.
          { item_id: '22', item_name: 'Chianti', item_category: 'Wine', price: 9, quantity: 1, index: 2 },
        ],
      },
    });
  });

  it('a long menu names its first 200 items; an empty one sends nothing', () => {
    const many = Array.from({ length: GA4_ITEM_LIMIT + 50 }, (_, n) => menuItem(100 + n));
    const list = ga4Event({ kind: 'menu-shown', menu: { id: 1, name: 'Big' }, categories: [category(1, many)], currency: USD });
    expect(list?.ecommerce.items).toHaveLength(GA4_ITEM_LIMIT);
    expect(list?.ecommerce.items.at(-1)).toMatchObject({ item_id: `i-${100 + GA4_ITEM_LIMIT - 1}`, index: GA4_ITEM_LIMIT - 1 });
    expect(ga4Event({ kind: 'menu-shown', menu: { id: 1, name: 'Empty' }, categories: [category(1, [])], currency: USD })).toBeNull();
  });

  it('an item opened is view_item worth its price', () => {
    expect(ga4Event({ kind: 'item-viewed', item: tiramisu, category: 'Dolci', currency: USD })).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'USD',
        value: tiramisu.price / 100,
        items: [{ item_id: tiramisu.posUniqueId, item_name: 'Tiramisu', item_category: 'Dolci', price: tiramisu.price / 100, quantity: 1 }],
      },
    });
    expect(ga4Event({ kind: 'item-viewed', item: tiramisu, category: null, currency: USD })?.ecommerce.items[0]).not.toHaveProperty('item_category');
  });

  it('goods added and removed are add_to_cart and remove_from_cart: unit prices with the choices, the choices as the variant, value = Σ price × quantity', () => {
    const pastaItem = {
      item_id: rigatoni.posUniqueId,
      item_name: 'Rigatoni',
      item_category: 'Pasta',
      item_variant: 'Cream, Parmesan',
      price: 17,
      quantity: 2,
    };
    expect(ga4Event({ kind: 'lines-added', lines: [pasta, dessert], categories, currency: USD })).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 34 + tiramisu.price / 100,
        items: [pastaItem, { item_id: tiramisu.posUniqueId, item_name: 'Tiramisu', item_category: 'Dolci', price: tiramisu.price / 100, quantity: 1 }],
      },
    });
    // An item whose category is not known goes without one.
    const { item_category: _, ...uncategorized } = pastaItem;
    expect(ga4Event({ kind: 'lines-removed', lines: [pasta], categories: {}, currency: USD })).toEqual({
      event: 'remove_from_cart',
      ecommerce: { currency: 'USD', value: 34, items: [uncategorized] },
    });
    expect(ga4Event({ kind: 'lines-added', lines: [], categories, currency: USD })).toBeNull();
  });

  it("amounts are in the currency's major units (yen have none)", () => {
    const yen = { ...dessert, unitPrice: 850, quantity: 3 };
    expect(ga4Event({ kind: 'lines-added', lines: [yen], categories, currency: JPY })?.ecommerce).toMatchObject({
      currency: 'JPY',
      value: 2550,
      items: [{ price: 850, quantity: 3 }],
    });
  });

  it('the checkout opened is begin_checkout; the payment handed over is add_payment_info with its type; both name the coupon', () => {
    expect(ga4Event({ kind: 'checkout-started', lines: [dessert], categories, coupon: 'SUMMER', currency: USD })).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'USD', value: tiramisu.price / 100, coupon: 'SUMMER', items: [expect.objectContaining({ item_id: tiramisu.posUniqueId })] },
    });
    expect(ga4Event({ kind: 'payment-given', lines: [dessert], categories, coupon: null, paymentType: 'WALLET', currency: USD })).toEqual({
      event: 'add_payment_info',
      ecommerce: { currency: 'USD', value: tiramisu.price / 100, payment_type: 'WALLET', items: [expect.objectContaining({ quantity: 1 })] },
    });
  });

  it("an order placed is purchase: the order number as transaction_id, the items' value, the taxes", () => {
    const placed: PlacedOrderFacts = {
      order: { orderNumber: 'A-1001' },
      lines: [pasta, dessert],
      summary: {
        taxes: [
          { name: 'Sales tax', amount: 312, inclusive: false },
          { name: 'City tax', amount: 50, inclusive: true },
        ],
      },
    };
    expect(ga4Event({ kind: 'order-placed', placed, categories, coupon: 'SUMMER', currency: USD })).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'USD',
        value: 34 + tiramisu.price / 100,
        transaction_id: 'A-1001',
        tax: 3.62,
        coupon: 'SUMMER',
        items: [
          expect.objectContaining({ item_id: rigatoni.posUniqueId, quantity: 2 }),
          expect.objectContaining({ item_id: tiramisu.posUniqueId, quantity: 1 }),
        ],
      },
    });
  });

  it("no personal data reaches an event: not the guest's name, phone or email, nor comments, table, room or card", () => {
    // The order as the checkout holds it, with everything the guest typed and the wallet reported.
    const guest = { firstName: 'Ada', lastName: 'Lovelace', phone: '+12125550143', email: 'ada@example.com' };
    const order = {
      order: {
        id: 'order-1',
        orderNumber: 'A-1001',
        confirmationNumber: 'CONF-9',
        checkoutTime: '2026-11-20T12:05:00Z',
        payments: [],
        requires3DSecure: false,
      },
      lines: [pasta],
      summary: { subtotal: 3400, serviceCharges: [], taxes: [], tip: 500, discount: 0, total: 3900 },
      currencyCode: 'USD',
      locationName: 'Trattoria Lumen',
      details: guest,
      customer: guest,
      fulfilment: {
        experienceType: 'PICKUP',
        checkoutAt: null,
        timeZone: 'America/New_York',
        address: '88 Bleecker Street',
        tableNumber: 'T-17',
        roomNumber: 'R-404',
        payment: { type: 'WALLET', cardIssuer: 'Visa', cardLast4: '4242' },
        comment: 'ring Ada at ada@example.com',
      },
    };
    const withGuest = { ...pasta, comment: 'for Ada Lovelace, ada@example.com, +12125550143', guest };
    const moments: CommerceMoment[] = [
      { kind: 'order-placed', placed: order, categories, coupon: null, currency: USD },
      { kind: 'payment-given', lines: [withGuest], categories, coupon: null, paymentType: 'WALLET', currency: USD },
      { kind: 'checkout-started', lines: [withGuest], categories, coupon: null, currency: USD },
      { kind: 'lines-added', lines: [withGuest], categories, currency: USD },
    ];
    for (const moment of moments) {
      const text = JSON.stringify(ga4Event(moment));
      for (const secret of ['Ada', 'Lovelace', '2125550143', 'ada@example.com', 'T-17', 'R-404', '4242', 'Bleecker', 'CONF-9', 'order-1', 'Trattoria']) {
        expect(text).not.toContain(secret);
      }
    }
  });
});
