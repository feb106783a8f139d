import { toMinor } from '../domain/currency';
import type { Menu, MenuCategory, MenuItem, ModifierGroup } from '../domain/types';
import type { UrlGuard } from './client';
import type { WireCategory, WireItem, WireMenu, WireModifierGroup } from './wire';

/**
 * Wire menu -> domain. Wire prices are major units (`12.5`); domain prices are integer
 * minor units of the location's currency (`minorUnit`: the decimals of the scope's currency). Calories
 * are rounded to integers (the platform sends whole calories). Image URLs pass the allow-list
 * (`allowUrl`, relative ones made absolute against the API base); a refused image is left out.
 * Free of the HTTP client, so the script-tag loader can map a preloaded menu for its first paint.
 */
export function mapMenu(wire: WireMenu, minorUnit: number, allowUrl: UrlGuard): Menu {
  const group = (g: WireModifierGroup): ModifierGroup => ({
    id: g.id,
    posUniqueId: g.pos_unique_id,
    name: g.name,
    minSelect: g.minSelect,
    maxSelect: g.maxSelect,
    modifiers: g.modifiers.map((m) => ({
      id: m.id,
      posUniqueId: m.pos_unique_id,
      name: m.name,
      price: toMinor(m.price, minorUnit),
      kcal: roundKcal(m.kcal),
      allergens: [...m.allergens],
      inStock: m.stock,
      modifierGroups: (m.modifierGroups ?? []).map(group),
    })),
  });
  const item = (i: WireItem): MenuItem => ({
    id: i.id,
    posUniqueId: i.pos_unique_id,
    serialId: i.serial_id,
    name: i.name,
    description: i.description,
    price: toMinor(i.price, minorUnit),
    image: allowUrl(i.image, `image of menu item ${i.id}`),
    kcal: roundKcal(i.kcal),
    allergens: [...i.allergens],
    under18: i.under_18,
    hidden: i.is_hidden,
    modifierGroups: i.modifierGroups.map(group),
    saleText: i.saleText ?? null,
    ...(i.saleIds?.length ? { saleIds: [...i.saleIds] } : {}),
  });
  const category = (c: WireCategory): MenuCategory => ({
    id: c.id,
    serialId: c.serial_id,
    name: c.name,
    posUniqueId: c.pos_unique_id,
    under18: c.under_18,
    subcategories: c.subcategories.map(category),
    items: c.items.map(item),
  });
  return { id: wire.id, name: wire.name, categories: wire.categories.map(category) };
}

function roundKcal(kcal: number | null): number | null {
  return kcal === null ? null : Math.round(kcal);
}
