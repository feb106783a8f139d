/**
 * Schemas of the translation host's business and experience files, loaded with
 * `./translation-calls.ts` (a lazy chunk: an English first paint never needs them). See `./schemas.ts`.
 */
import { array, nullable, optional, record, string, type, type Describe } from 'superstruct';
import { every } from './validation';
import type { WireBusinessTranslationsResponse, WireExperienceTranslationsResponse } from './wire';

const texts = optional(nullable(record(string(), string())));

export const BusinessTranslationsResponseSchema: Describe<WireBusinessTranslationsResponse> = type({
  language: string(),
  data: array(
    type(
      every<WireBusinessTranslationsResponse['data'][number]>()({
        resource_id: string(),
        name: optional(nullable(string())),
        short_description: optional(nullable(string())),
        long_description: optional(nullable(string())),
      }),
    ),
  ),
  charges: texts,
  allergens: texts,
  sales: texts,
  links: texts,
});

export const ExperienceTranslationsResponseSchema: Describe<WireExperienceTranslationsResponse> = type({
  language: string(),
  data: array(
    type(
      every<WireExperienceTranslationsResponse['data'][number]>()({
        resource_id: string(),
        name: optional(nullable(string())),
        disclaimer: optional(nullable(string())),
      }),
    ),
  ),
});
