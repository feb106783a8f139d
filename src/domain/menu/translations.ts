/**
 * Menu and allergen texts in the guest's language ("Translations ... restaurant-product
 * translations per language, keyed by resource_id").
 */
import { languageOf, normalizeLocale } from '../locale';
import type { Allergen, ChargeNames, Menu, MenuCategory, MenuItem, MenuTranslations, Modifier, ModifierGroup } from '../types';

type Texts = MenuTranslations[string] | undefined;

/** A translated text when present and not blank, else the original. */
function pick(translated: string | null | undefined, original: string): string {
  return typeof translated === 'string' && translated.trim() !== '' ? translated : original;
}

/**
 * The menu with names and descriptions of categories (and sub-categories), items (and their
 * promotion texts), modifier groups
 * and modifiers replaced by the translation of their `posUniqueId` (the resource id). Texts without
 * a translation (no entry, no field, or a blank one) stay as they are; everything else (ids, prices,
 * flags) is untouched. `sales` (the business file's promotion texts by sale id, non-blank) translates
 * a promotion text the menu file leaves as it is. `null` for both (no files, or they failed to load)
 * returns the menu itself.
 */
export function translateMenu(menu: Menu, translations: MenuTranslations | null, sales: Readonly<Record<string, string>> | null = null): Menu {
  const saleTexts = sales ?? {};
  const hasSales = Object.keys(saleTexts).length > 0;
  if ((!translations || Object.keys(translations).length === 0) && !hasSales) return menu;
  const texts = (pui: string): Texts => (translations && Object.hasOwn(translations, pui) ? translations[pui] : undefined);
  // The business names its promotions once (by sale id); the item's own translation wins over it.
  const saleOf = (ids: readonly number[] | undefined): string | undefined => {
    const id = hasSales ? ids?.find((saleId) => Object.hasOwn(saleTexts, String(saleId))) : undefined;
    return id === undefined ? undefined : saleTexts[String(id)];
  };
  const modifier = (m: Modifier): Modifier => ({
    ...m,
    name: pick(texts(m.posUniqueId)?.name, m.name),
    modifierGroups: m.modifierGroups.map(group),
  });
  function group(g: ModifierGroup): ModifierGroup {
    return { ...g, name: pick(texts(g.posUniqueId)?.name, g.name), modifiers: g.modifiers.map(modifier) };
  }
  const item = (i: MenuItem): MenuItem => {
    const t = texts(i.posUniqueId);
    // A promotion text is translated only where the item has one: a translation never invents a sale.
    const saleText = i.saleText === null ? null : pick(t?.saleText, pick(saleOf(i.saleIds), i.saleText));
    return { ...i, name: pick(t?.name, i.name), description: pick(t?.description, i.description), saleText, modifierGroups: i.modifierGroups.map(group) };
  };
  const category = (c: MenuCategory): MenuCategory => ({
    ...c,
    name: pick(texts(c.posUniqueId)?.name, c.name),
    items: c.items.map(item),
    subcategories: c.subcategories.map(category),
  });
  return { ...menu, categories: menu.categories.map(category) };
}

/**
 * An allergen's name for `locale` (`he_IL`, `he-IL` or `he`): the translation for the exact locale,
 * else for its bare language (`he`), else for any locale of that language (`he_IL` when asked for
 * `he`), else the platform's `name`. Keys of `translations` may be written `he_IL` or `he-IL`.
 */
export function allergenName(allergen: Allergen, locale: string): string {
  const wanted = normalizeLocale(locale);
  const language = languageOf(locale);
  const entries = Object.entries(allergen.translations)
    .filter(([, text]) => typeof text === 'string' && text.trim() !== '')
    .map(([key, text]) => [normalizeLocale(key), text] as const);
  const exact = entries.find(([key]) => key === wanted);
  if (exact) return exact[1];
  const bare = entries.find(([key]) => key === language);
  if (bare) return bare[1];
  const sameLanguage = entries.find(([key]) => languageOf(key) === language);
  return sameLanguage ? sameLanguage[1] : allergen.name;
}

/**
 * A tax or service charge's name in the guest's language: the translation file's name for the
 * platform's exact name when it has a non-blank one, else the platform's name. The platform names
 * these in its own language and the totals lines show them as they come, so the file maps name to name.
 */
export function chargeName(name: string, names: ChargeNames | null): string {
  return pick(names && Object.hasOwn(names, name) ? names[name] : undefined, name);
}
