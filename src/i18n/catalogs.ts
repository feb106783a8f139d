import type { Messages } from '@lingui/core';
import { messages as enUS } from './locales/en_US/messages';

/** Catalogs we ship (lingui.config.ts `locales`); `en_US` is the source and default (spec 1). */
export const CATALOG_LOCALES = ['en_US', 'he'] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];
export const SOURCE_LOCALE: CatalogLocale = 'en_US';

/**
 * How each catalog loads. `en_US` is bundled in the first screen; every other locale is a dynamic
 * `import()` so a page in English never downloads Hebrew. Add a locale here after adding it to
 * lingui.config.ts (see docs/embedding.md, "Adding a locale").
 */
const loaders: Record<CatalogLocale, () => Promise<Messages>> = {
  en_US: () => Promise.resolve(enUS),
  he: () => import('./locales/he/messages').then((module) => module.messages),
};

/** The bundled source catalog, available synchronously for the first render. */
export const sourceMessages: Messages = enUS;

/**
 * The catalog that serves a locale: exact match (`he`), else the language part (`he_IL` -> `he`),
 * else the source catalog. Accepts `xx_CC`, `xx-CC` and any case.
 */
export function catalogFor(locale: string | null | undefined): CatalogLocale {
  const value = (locale ?? '').trim().replace('-', '_');
  const exact = CATALOG_LOCALES.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (exact) return exact;
  const language = value.split('_')[0]?.toLowerCase() ?? '';
  return CATALOG_LOCALES.find((candidate) => candidate.split('_')[0]?.toLowerCase() === language) ?? SOURCE_LOCALE;
}

/** Loads the messages of a catalog (a lazy chunk for every locale but the source). */
export function loadCatalog(locale: CatalogLocale): Promise<Messages> {
  return loaders[locale]();
}
