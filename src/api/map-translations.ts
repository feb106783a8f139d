import type { ExperienceTexts, PlaceTexts, PlatformTexts } from '../domain/types';
import type { WireBusinessTranslationsResponse, WireExperienceTranslationsResponse } from './wire';

/** Keeps only non-blank texts of a name map. */
function nonBlank(map: Record<string, string> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(map ?? {})) if (text.trim()) out[key] = text;
  return out;
}

/** Copies the non-blank fields named in `fields` (wire name -> domain name); null when none is left. */
function entryOf<T extends object>(entry: Record<string, unknown>, fields: readonly (readonly [string, keyof T])[]): T | null {
  const out: Partial<Record<keyof T, string>> = {};
  for (const [wire, domain] of fields) {
    const value = entry[wire];
    if (typeof value === 'string' && value.trim()) out[domain] = value;
  }
  return Object.keys(out).length ? (out as T) : null;
}

/**
 * Wire business and experience translation files (either may be null: missing or failed) -> one
 * {@link PlatformTexts} for `language`; null when both are null. Blank texts are left out, so the
 * platform's own text shows there; a resource listed twice keeps the later texts.
 */
export function mapPlatformTexts(
  language: string,
  business: WireBusinessTranslationsResponse | null,
  experience: WireExperienceTranslationsResponse | null,
): PlatformTexts | null {
  if (!business && !experience) return null;
  const places: Record<string, PlaceTexts> = {};
  for (const entry of business?.data ?? []) {
    const texts = entryOf<PlaceTexts>(entry, [
      ['name', 'name'],
      ['short_description', 'shortDescription'],
      ['long_description', 'longDescription'],
    ]);
    if (texts) places[entry.resource_id] = { ...places[entry.resource_id], ...texts };
  }
  const experiences: Record<string, ExperienceTexts> = {};
  for (const entry of experience?.data ?? []) {
    const texts = entryOf<ExperienceTexts>(entry, [
      ['name', 'name'],
      ['disclaimer', 'disclaimer'],
    ]);
    if (texts) experiences[entry.resource_id] = { ...experiences[entry.resource_id], ...texts };
  }
  return {
    language,
    places,
    experiences,
    charges: nonBlank(business?.charges),
    allergens: nonBlank(business?.allergens),
    sales: nonBlank(business?.sales),
    links: nonBlank(business?.links),
  };
}
