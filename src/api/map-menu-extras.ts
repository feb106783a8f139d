import { languageOf, normalizeLocale } from '../domain/locale';
import type { Allergen } from '../domain/types';
import { createUrlGuard, type UrlGuard } from './client';
import type { WireAllergensResponse } from './wire';

// The text and currency mappers live apart from the HTTP client (the loader maps preloaded answers with them).
export { mapChargeNames, mapCurrencySettings, mapMenuTranslations } from './map-menu-texts';

/**
 * Resolves an allergen icon URL against the URL of the allergens file it came from (the
 * file may live on another host than the API), so `/static/a/dairy.svg` and `dairy.svg` both become
 * absolute. `fallback` resolves it when the file URL is not absolute itself (a relative api-base
 * without a page). The result passes the URL allow-list (`allowUrl`); a refused or unusable URL gives
 * null: the widget then draws the built-in icon for the key.
 */
export function resolveIconUrl(
  icon: string | null,
  fileUrl: string,
  fallback: (url: string) => string = (url) => url,
  allowUrl: UrlGuard = createUrlGuard(''),
): string | null {
  const trimmed = icon?.trim();
  if (!trimmed) return null;
  // A protocol-relative or schemed icon is checked as sent: resolving it first would hide `//host`.
  if (/^[/\\]{2}/.test(trimmed) || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return allowUrl(trimmed, 'allergen icon');
  let absolute: string;
  try {
    absolute = new URL(trimmed, fileUrl).href;
  } catch {
    try {
      absolute = new URL(fallback(trimmed)).href;
    } catch {
      // Neither base is absolute (tests, or a relative api-base outside a page): keep what we can.
      return fallback(trimmed);
    }
  }
  return allowUrl(absolute, 'allergen icon');
}

/**
 * Wire allergens file -> domain. Translations are keyed by normalized locale (`he_IL`)
 * and, so a bare language finds them too, by language (`he`); a translation the file gives for the
 * bare language itself wins over one derived from a regional locale. Empty texts are left out.
 */
export function mapAllergens(wire: WireAllergensResponse, fileUrl: string, fallback?: (url: string) => string, allowUrl?: UrlGuard): Allergen[] {
  return wire.allergens.map((allergen) => {
    const exact: Record<string, string> = {};
    const derived: Record<string, string> = {};
    for (const { language, text } of allergen.translations) {
      if (!text.trim() || !language.trim()) continue;
      const locale = normalizeLocale(language);
      exact[locale] = text;
      const bare = languageOf(locale);
      if (bare !== locale && !(bare in derived)) derived[bare] = text;
    }
    return {
      id: allergen.id,
      key: allergen.key,
      name: allergen.name,
      icon: resolveIconUrl(allergen.icon, fileUrl, fallback, allowUrl),
      translations: { ...derived, ...exact },
    };
  });
}
