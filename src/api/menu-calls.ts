/**
 * The menu calls (menu file, allergens, translations, currency settings, stock), loaded
 * lazily by `./index.ts` with the first menu: their schemas and mappers stay out of the widget's
 * first chunk, and the cart and checkout calls (`./order-calls.ts`) stay off the first menu's path.
 *
 * Money: wire amounts are major units, the domain's are integer minor units; callers pass the
 * `minorUnit` of the element scope's currency (`./index.ts` reads it once the currency settings are in).
 */
import type { Allergen, Currency, Menu, TranslationFile } from '../domain/types';
import type { HttpClient } from './client';
import { mapMenu } from './map-menu';
import { mapAllergens, mapChargeNames, mapCurrencySettings, mapMenuTranslations } from './map-menu-extras';
import { ORDER_KEYS } from './order-keys';
import { outOfStockRequest } from './request-url';
import { AllergensResponseSchema, CurrencySettingsSchema, MenuSchema, MenuTranslationsResponseSchema, OutOfStockResponseSchema } from './schemas-menu';

/** GET {menu file url}; prices converted to integer minor units (`minorUnit` decimals). */
export async function getMenu(http: HttpClient, url: string, minorUnit: number | Promise<number>): Promise<Menu> {
  const wire = await http.request({ path: http.resolveUrl(url), schema: MenuSchema, key: ORDER_KEYS.menu });
  return mapMenu(wire, await minorUnit, http.allowUrl);
}

/**
 * GET {menus.allergens.url}. Icon URLs are made absolute against the file's own URL.
 * A newer call cancels an older one (the menu changed meanwhile).
 */
export async function getAllergens(http: HttpClient, url: string): Promise<Allergen[]> {
  const fileUrl = http.resolveUrl(url);
  const wire = await http.request({ path: fileUrl, schema: AllergensResponseSchema, key: ORDER_KEYS.allergens });
  return mapAllergens(wire, fileUrl, http.resolveUrl, http.allowUrl);
}

/**
 * GET {menus.translations.files[].url}: null on ANY failure (network, HTTP error,
 * malformed file), so a missing translation never costs the guest the menu ("null on
 * failure"); the menu then shows in its own language. Not keyed: it is never cancelled either.
 */
export async function getMenuTranslations(http: HttpClient, url: string): Promise<TranslationFile | null> {
  try {
    const wire = await http.request({ path: http.resolveUrl(url), schema: MenuTranslationsResponseSchema });
    return { texts: mapMenuTranslations(wire), charges: mapChargeNames(wire) };
  } catch {
    return null;
  }
}

/** GET {currency_settings_url}; rejects with an `ApiError` (`./index.ts` turns that into `{}`). */
export async function getCurrencySettings(http: HttpClient, url: string): Promise<Record<string, Currency>> {
  const wire = await http.request({ path: http.resolveUrl(url), schema: CurrencySettingsSchema });
  return mapCurrencySettings(wire);
}

/** GET /menus/api/v1/getOutOfStockItems?bid=. */
export async function getOutOfStockItems(http: HttpClient, locationId: number): Promise<number[]> {
  const wire = await http.request({ ...outOfStockRequest(locationId), schema: OutOfStockResponseSchema });
  return [...wire.items];
}

/** What {@link warmMenu} starts fetching: the URLs the menu store will ask for. */
export interface MenuWarmUp {
  /** The menu file's URL, or null when it cannot be told yet (time-bound files before the location is known). */
  menuUrl: string | null;
  locationId: number;
  translationUrl: string | null;
}

/**
 * Starts the GETs the menu paints with (menu file, stock, translation) with exactly the URLs of
 * {@link getMenu}, {@link getOutOfStockItems} and {@link getMenuTranslations}, which take the answers
 * over (`HttpClient.warm`). The allergens file is not among them: the menu asks for it once it is on
 * screen.
 */
export function warmMenu(http: HttpClient, files: MenuWarmUp): void {
  if (files.menuUrl) http.warm({ path: http.resolveUrl(files.menuUrl) });
  http.warm(outOfStockRequest(files.locationId));
  if (files.translationUrl) http.warm({ path: http.resolveUrl(files.translationUrl) });
}
