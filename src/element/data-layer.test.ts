import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommerceMoment } from '../domain/analytics/commerce-moments';
import { menuItem } from '../domain/menu/test-support';
import { pushToDataLayer } from './data-layer';

afterEach(() => vi.restoreAllMocks());

const USD = { code: 'USD', minorUnit: 2 };
const viewed: CommerceMoment = {
  kind: 'item-viewed',
  item: menuItem(7, { name: 'Tiramisù', posUniqueId: 'TL-TIRAMISU', price: 900 }),
  category: 'Dolci',
  currency: USD,
};

describe('pushToDataLayer', () => {
  it('creates the array when the page has none and pushes { ecommerce: null } before each event', () => {
    const win = {} as Window & { dataLayer?: unknown[] };
    pushToDataLayer(win, 'dataLayer', viewed);
    expect(win.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: { currency: 'USD', value: 9, items: [{ item_id: 'TL-TIRAMISU', item_name: 'Tiramisù', item_category: 'Dolci', price: 9, quantity: 1 }] },
      },
    ]);
  });

  it("keeps the page's own array and its entries, and calls its push (Tag Manager replaces it)", () => {
    const seen: unknown[] = [];
    const layer: unknown[] = [{ 'gtm.start': 1 }];
    layer.push = (...entries: unknown[]) => {
      seen.push(...entries);
      return Array.prototype.push.apply(layer, entries);
    };
    const win = { myLayer: layer } as unknown as Window;
    pushToDataLayer(win, 'myLayer', viewed);
    expect(seen).toEqual([{ ecommerce: null }, expect.objectContaining({ event: 'view_item' })]);
    expect(layer).toHaveLength(3);
    expect(layer[0]).toEqual({ 'gtm.start': 1 });
  });

  it('a moment without items pushes nothing', () => {
    const win = {} as Window & { dataLayer?: unknown[] };
    pushToDataLayer(win, 'dataLayer', { kind: 'lines-added', lines: [], categories: {}, currency: USD });
    expect(win.dataLayer).toBeUndefined();
  });

  it('a global of that name that is not an array is left alone, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const location = { href: 'https://host.example/' };
    const win = { notALayer: location } as unknown as Window;
    pushToDataLayer(win, 'notALayer', viewed);
    pushToDataLayer(win, 'notALayer', viewed);
    expect((win as unknown as { notALayer: unknown }).notALayer).toBe(location);
    expect(location).toEqual({ href: 'https://host.example/' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('window.notALayer is not an array'));
  });
});
