/**
 * The translation host's calls, a lazy chunk of `./index.ts`: the business and experience
 * translation files of one language, and the report of platform messages the widget could not
 * translate. A guest reading the business's own language never loads it.
 */
import { unknown } from 'superstruct';
import { platformTextUrls } from '../domain/platform-texts';
import type { MissedTranslation, PlatformTexts } from '../domain/types';
import type { HttpClient } from './client';
import { mapPlatformTexts } from './map-translations';
import { BusinessTranslationsResponseSchema, ExperienceTranslationsResponseSchema } from './schemas-translations';
import type { WireMissedTranslationsRequest } from './wire';

/**
 * GET the business and experience files of `language` from the translation host `base` (already
 * through the URL allow-list), in parallel. Each file is null on ANY failure (network, HTTP error,
 * malformed file); null when both failed, so the guest sees the platform's names, never an error.
 */
export async function getPlatformTexts(http: HttpClient, base: string, businessId: number, language: string): Promise<PlatformTexts | null> {
  const urls = platformTextUrls(base, businessId, language);
  const [business, experience] = await Promise.all([
    http.request({ path: http.resolveUrl(urls.business), schema: BusinessTranslationsResponseSchema }).catch(() => null),
    http.request({ path: http.resolveUrl(urls.experience), schema: ExperienceTranslationsResponseSchema }).catch(() => null),
  ]);
  return mapPlatformTexts(language, business, experience);
}

/** POST /restaurants/api/v3/translations/{businessID}/{language}/missed with the list; any answer body is accepted. */
export async function reportMissedTranslations(http: HttpClient, businessId: number, language: string, missed: readonly MissedTranslation[]): Promise<void> {
  const body: WireMissedTranslationsRequest = { missed: missed.map(({ message, code, info }) => ({ message, code, info })) };
  await http.request({
    method: 'POST',
    path: `/restaurants/api/v3/translations/${encodeURIComponent(businessId)}/${encodeURIComponent(language)}/missed`,
    body,
    schema: unknown(),
  });
}
