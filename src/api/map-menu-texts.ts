/**
 * Menu translation and currency settings answers -> domain. Free of the HTTP client and the schemas,
 * so the script-tag loader can map the answers it preloaded for its first paint.
 */
import type { ChargeNames, Currency, MenuTranslations } from '../domain/types';
import type { WireCurrencySettings, WireMenuTranslationsResponse } from './wire';

/**
 * Wire menu translation file -> domain: texts by resource id (the `pos_unique_id` of a
 * category, item, group or modifier). Null or empty texts are left out, so the menu keeps its own
 * text there; a resource listed twice keeps the later texts.
 */
export function mapMenuTranslations(wire: WireMenuTranslationsResponse): MenuTranslations {
  const out: MenuTranslations = {};
  for (const entry of wire.data) {
    const texts: MenuTranslations[string] = { ...out[entry.resource_id] };
    if (entry.name?.trim()) texts.name = entry.name;
    if (entry.description?.trim()) texts.description = entry.description;
    if (entry.sale_text?.trim()) texts.saleText = entry.sale_text;
    if (texts.name !== undefined || texts.description !== undefined || texts.saleText !== undefined) out[entry.resource_id] = texts;
  }
  return out;
}

/**
 * The translation file's tax and service-charge names (keyed by the platform's name); blank names are
 * left out so the platform's name shows there. A file without `charges` names none.
 */
export function mapChargeNames(wire: WireMenuTranslationsResponse): ChargeNames {
  const out: Record<string, string> = {};
  for (const [platformName, translated] of Object.entries(wire.charges ?? {})) {
    if (translated.trim()) out[platformName] = translated;
  }
  return out;
}

/**
 * Wire currency settings (Currency) -> domain currencies keyed by upper-case ISO code, for
 * `getCurrency(code, settings)`. A missing decimal separator is "." (the wire default).
 */
export function mapCurrencySettings(wire: WireCurrencySettings): Record<string, Currency> {
  const out: Record<string, Currency> = {};
  for (const c of wire.currenciesList) {
    const code = c.code.trim().toUpperCase();
    if (!code) continue;
    out[code] = {
      code,
      name: c.name,
      minorUnit: c.minorUnit,
      symbol: c.symbol,
      thousandsSeparator: c.thousandsSeparator,
      decimalSeparator: c.decimalSeparator ?? '.',
      customSymbol: c.customSymbol || null,
    };
  }
  return out;
}
