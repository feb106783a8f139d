import type { Messages } from '@lingui/core';
import { messages as firstScreenMessages } from 'virtual:go-first-screen-messages';
import type { CatalogLocale } from './shown-locale';

export { CATALOG_LOCALES, type CatalogLocale, catalogFor, SOURCE_LOCALE } from './shown-locale';

/**
 * How each catalog loads, always as a dynamic `import()`: a page in English never downloads Hebrew,
 * and the first screen bundles only the en_US messages it uses ({@link sourceMessages}). Add a locale here after adding it to
 * lingui.config.ts (see docs/embedding.md, "Adding a locale").
 */
const loaders: Record<CatalogLocale, () => Promise<Messages>> = {
  en_US: () => import('./locales/en_US/messages').then((module) => module.messages),
  es_ES: () => import('./locales/es_ES/messages').then((module) => module.messages),
  fr_FR: () => import('./locales/fr_FR/messages').then((module) => module.messages),
  de_DE: () => import('./locales/de_DE/messages').then((module) => module.messages),
  it_IT: () => import('./locales/it_IT/messages').then((module) => module.messages),
  he: () => import('./locales/he/messages').then((module) => module.messages),
  ar: () => import('./locales/ar/messages').then((module) => module.messages),
  zh_CN: () => import('./locales/zh_CN/messages').then((module) => module.messages),
};

/**
 * The bundled part of the source catalog, available synchronously for the first render: the messages
 * of the modules the entry imports statically (build/first-screen-messages-plugin.ts). The whole
 * catalog is `loadCatalog('en_US')`.
 */
export const sourceMessages: Messages = firstScreenMessages;

/**
 * Loads the source messages of the home screen beyond the first screen's: a subset that rides in the
 * home chunk (build/first-screen-messages-plugin.ts; the full catalog under Vitest).
 */
export function loadHomeCatalog(): Promise<Messages> {
  return import('virtual:go-home-messages').then((module) => module.messages);
}

/**
 * Loads the source messages of what the first menu can show beyond the first screen's (the menu,
 * notices): a subset that rides in the menu's chunk (build/first-screen-messages-plugin.ts; the full
 * catalog under Vitest).
 */
export function loadMenuCatalog(): Promise<Messages> {
  return import('virtual:go-menu-messages').then((module) => module.messages);
}

/**
 * Loads the source messages of what the menu opens (the item detail, the age check, the order panel)
 * beyond the first screen's and the menu's: a chunk of its own (the full catalog under Vitest).
 */
export function loadMenuDetailCatalog(): Promise<Messages> {
  return import('virtual:go-menu-detail-messages').then((module) => module.messages);
}

/** Loads the messages of a catalog (a lazy chunk for every locale but the source). */
export function loadCatalog(locale: CatalogLocale): Promise<Messages> {
  return loaders[locale]();
}
