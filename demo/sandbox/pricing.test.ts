// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { WireCartRequest } from '../../src/api/wire';
import { calculateCart, indexMenu, toWireSummary } from './pricing';
import { buildSeedCatalog, DEMO } from './seed';
import type { SeedCatalog, SeedLocation } from './seed-types';

// The cart calculation: nested modifiers, every group shape, several menus per
// experience and currencies with 0, 2 and 3 decimals.

const catalog: SeedCatalog = buildSeedCatalog();
const menu = (id: number) => catalog.menus.find((entry) => entry.id === id)!;
const at = (id: number): SeedLocation => catalog.locations.find((entry) => entry.location.id === id)!;
const untaxed = (id: number): SeedLocation => ({ ...at(id), taxes: [] });
const line = (pui: string, modifiers: string[] = [], quantity = 1): WireCartRequest['items'][number] => ({
  pui,
  quantity,
  comment: '',
  modifiers: modifiers.map((m) => ({ pui: m, quantity: 1, comment: '' })),
});
const trattoria = (items: WireCartRequest['items']) => calculateCart({ items }, menu(DEMO.menus.trattoria), untaxed(DEMO.locations.trattoria));
const M = DEMO.modifiers;
const I = DEMO.items;

describe('modifier groups of every shape', () => {
  it('prices a nested choice: Bistecca 34 + Fiorentina 12 + Well done 1.50', () => {
    const result = trattoria([line(I.bistecca, [M.cutFiorentina, M.donenessWellDone], 2)]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines[0]).toMatchObject({ unitPrice: 4750, total: 9500 });
    expect(toWireSummary(result.summary).subtotal).toBe(95);
  });

  it('requires the nested group once its modifier is picked, and refuses a nested pick without its parent', () => {
    expect(trattoria([line(I.bistecca, [M.cutTagliata])]).ok).toBe(true);
    expect(trattoria([line(I.bistecca, [M.cutFiorentina])])).toMatchObject({ ok: false, reason: 'CART_ITEM_NOT_VALID' });
    expect(trattoria([line(I.bistecca, [M.cutTagliata, M.donenessRare])])).toMatchObject({ ok: false, reason: 'CART_ITEM_NOT_VALID' });
    expect(trattoria([line(I.bistecca)])).toMatchObject({ ok: false, reason: 'CART_ITEM_NOT_VALID' });
  });

  it('takes 2 to 4 on the Antipasto Board', () => {
    const board = [M.boardProsciutto, M.boardSalame, M.boardPecorino, M.boardOlives, M.boardTruffle];
    expect(trattoria([line(I.antipasto, board.slice(0, 1))]).ok).toBe(false);
    expect(trattoria([line(I.antipasto, board.slice(0, 5))]).ok).toBe(false);
    const four = trattoria([line(I.antipasto, [M.boardProsciutto, M.boardSalame, M.boardPecorino, M.boardTruffle])]);
    expect(four.ok && four.lines[0]!.unitPrice).toBe(2700);
  });

  it('has no maximum when maxSelect is 0 (salad toppings, burrata add-ons)', () => {
    const toppings = ['CHICKEN', 'SHRIMP', 'EGG', 'FETA', 'WALNUTS', 'CHICKPEAS', 'TOMATO', 'CUCUMBER', 'ONION', 'CROUTONS', 'SEEDS'].map(
      (key) => `MOD-SALAD-TOP-${key}`,
    );
    const salad = trattoria([line(I.salad, [M.saladArugula, ...toppings])]);
    expect(salad.ok).toBe(true);
    // 11 + 4 + 6 + 1.5 + 2 + 1.5 + 1 + 0 + 0 + 0 + 0.5 + 1
    expect(salad.ok && salad.lines[0]!.unitPrice).toBe(2850);
    expect(trattoria([line(I.salad, toppings)]).ok).toBe(false); // the base is required
    expect(trattoria([line(I.burrata, [M.addonBread, M.addonPesto, M.addonProsciutto, M.addonAnchovies])]).ok).toBe(true);
  });

  it('reports a sold-out modifier (the avocado topping)', () => {
    expect(trattoria([line(I.salad, [M.saladRomaine, M.toppingAvocado])])).toMatchObject({
      ok: false,
      reason: 'CART_ITEM_OUT_OF_STOCK',
      itemsErrors: [{ pui: M.toppingAvocado, error: 'SOLD_OUT' }],
    });
  });

  it('indexes nested modifiers with their parent', () => {
    const bistecca = indexMenu(menu(DEMO.menus.trattoria)).get(I.bistecca)!;
    expect(bistecca.modifiers.get(M.donenessWellDone)).toMatchObject({ parentPui: M.cutFiorentina, group: { name: 'Doneness' } });
    expect(bistecca.modifiers.get(M.cutFiorentina)!.parentPui).toBeNull();
  });
});

describe('menus and currencies', () => {
  it("prices items of any of an experience's menu files (Lumen Café)", () => {
    const f = DEMO.menuFiles;
    const menus = [menu(f.lumenAllDay), menu(f.lumenBreakfast), menu(f.lumenLateNight)];
    const result = calculateCart(
      { items: [line(DEMO.cafeItems.pancakes, ['MOD-LC-BLUEBERRIES']), line(DEMO.cafeItems.club)] },
      menus,
      at(DEMO.menuLocations.lumenCafe),
    );
    expect(result.ok && toWireSummary(result.summary, result.minorUnit)).toMatchObject({ subtotal: 28, total: 30.49 });
  });

  it('rounds to the currency: yen without decimals, dinars with three', () => {
    const m = DEMO.menuFiles;
    const yen = calculateCart({ items: [line('SK-OMAKASE', ['MOD-SK-CLAM']), line('SK-SALMON', [], 3)] }, menu(m.sushiKaze), at(DEMO.menuLocations.sushiKaze));
    expect(yen.ok && yen.minorUnit).toBe(0);
    // 13000 + 1440 = 14440 yen; 10% consumption tax included: 14440 - 14440 / 1.1 = 1312.7 -> 1313.
    expect(yen.ok && toWireSummary(yen.summary, yen.minorUnit)).toMatchObject({ subtotal: 14440, total: 14440, taxes: [{ amount: 1313, is_inclusive: true }] });

    const dinars = calculateCart(
      { items: [line('GG-MACHBOOS', ['MOD-GG-SAFFRON-RICE'], 2), line('GG-LEMONADE')] },
      menu(m.gulfGrill),
      at(DEMO.menuLocations.gulfGrill),
    );
    expect(dinars.ok && dinars.minorUnit).toBe(3);
    // 2 x 4.125 + 1.125 = 9.375 KWD, no tax.
    expect(dinars.ok && toWireSummary(dinars.summary, dinars.minorUnit)).toMatchObject({ subtotal: 9.375, total: 9.375, taxes: [] });

    const euros = calculateCart({ items: [line('CL-PLATEAU'), line('CL-CROISSANT', [], 2)] }, menu(m.cafeLumiere), at(DEMO.menuLocations.cafeLumiere));
    expect(euros.ok && toWireSummary(euros.summary, euros.minorUnit)).toMatchObject({
      subtotal: 1255,
      total: 1255,
      taxes: [{ name: 'TVA 10 %', amount: 114.09 }],
    });
  });
});
