/**
 * The business's own texts in the guest's language (business and experience translation files,
 * keyed by resource id): location and hotel names and descriptions, experience names and
 * disclaimers, tax and service-charge names, allergen names and promotion texts. Every lookup falls
 * back to the platform's own text, so a missing file (null) or a missing entry changes nothing.
 */
import { languageOf, normalizeLocale } from './locale';
import type { Allergen, ChargeNames, PlatformTexts } from './types';

/** A translated text when present and not blank, else the original. */
function pick<T extends string | null>(translated: string | undefined, original: T): string | T {
  return translated !== undefined && translated.trim() !== '' ? translated : original;
}

const own = <T>(map: Readonly<Record<string, T>>, key: string | number): T | undefined => (Object.hasOwn(map, String(key)) ? map[String(key)] : undefined);

/**
 * Whether the business and experience translation files are worth fetching for `locale`: not when
 * the guest reads the business's default language, whose texts are the platform's own (so an
 * English first paint of an English business makes no translation request).
 */
export function needsPlatformTexts(locale: string, defaultLanguage: string): boolean {
  return languageOf(locale) !== languageOf(defaultLanguage);
}

/**
 * The URLs of one language's business and experience translation files on the translation host:
 * `{base}/{businessId}/{language}/business.json` and `.../experience.json`.
 */
export function platformTextUrls(base: string, businessId: number, language: string): { business: string; experience: string } {
  const root = `${base.replace(/\/+$/, '')}/${encodeURIComponent(businessId)}/${encodeURIComponent(language)}`;
  return { business: `${root}/business.json`, experience: `${root}/experience.json` };
}

/**
 * A location or hotel with its name and descriptions in the guest's language (by its id); the same
 * object when nothing is translated. Other fields (address, hours, ids) are untouched.
 */
export function translatePlace<T extends { id: number; name: string; shortDescription?: string; longDescription?: string }>(
  place: T,
  texts: PlatformTexts | null,
): T {
  const entry = texts ? own(texts.places, place.id) : undefined;
  if (!entry) return place;
  const out: T = { ...place, name: pick(entry.name, place.name) };
  if (place.shortDescription !== undefined) out.shortDescription = pick(entry.shortDescription, place.shortDescription);
  if (place.longDescription !== undefined) out.longDescription = pick(entry.longDescription, place.longDescription);
  return out;
}

/** The experience's own name in the guest's language, or null (then the widget's label for its type shows). */
export function experienceName(experienceId: number, texts: PlatformTexts | null): string | null {
  const name = texts ? own(texts.experiences, experienceId)?.name : undefined;
  return name !== undefined && name.trim() !== '' ? name : null;
}

/** The experience's my-order disclaimer in the guest's language, else the platform's (`null` stays null). */
export function experienceDisclaimer(experienceId: number, disclaimer: string | null, texts: PlatformTexts | null): string | null {
  if (disclaimer === null) return null;
  return pick(texts ? own(texts.experiences, experienceId)?.disclaimer : undefined, disclaimer);
}

/** A footer link's label from the UI configuration in the guest's language, else the platform's own. */
export function linkLabel(label: string, texts: PlatformTexts | null): string {
  return pick(texts ? own(texts.links, label) : undefined, label);
}

/**
 * Tax and service-charge names from both files: the menu's translation file wins (it is the
 * experience's own), the business file fills in the rest. Null when neither names any.
 */
export function mergeChargeNames(menu: ChargeNames | null, business: PlatformTexts | null): ChargeNames | null {
  const fromBusiness = business?.charges ?? {};
  if (!menu && Object.keys(fromBusiness).length === 0) return null;
  return { ...fromBusiness, ...(menu ?? {}) };
}

/**
 * The allergen with the business file's name for its key added as a translation in the file's
 * language, unless its allergens file already has one for that language (the allergens file wins).
 * `allergenName` then finds it like any other translation. The same object when nothing is added.
 */
export function withBusinessAllergenName(allergen: Allergen, texts: PlatformTexts | null): Allergen {
  const name = texts ? own(texts.allergens, allergen.key) : undefined;
  if (!texts || name === undefined || name.trim() === '') return allergen;
  const language = languageOf(texts.language);
  if (Object.keys(allergen.translations).some((key) => languageOf(key) === language && allergen.translations[key]!.trim() !== '')) return allergen;
  return { ...allergen, translations: { ...allergen.translations, [normalizeLocale(texts.language)]: name } };
}
