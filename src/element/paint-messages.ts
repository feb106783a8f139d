/**
 * The loader's part of the first paint's words (src/element/paint-texts.ts): the messages of a
 * language other than the source come as a small chunk of their own per catalog, requested by the
 * loader as soon as it knows the language (with the start-up calls, or when the business's
 * configuration names its default language), so they are in before the menu's data.
 */
import type { CatalogLocale } from '../i18n/shown-locale';

type Loaded = Promise<{ messages: Readonly<Record<string, unknown>> }>;

/** One import per catalog (a bundler needs them spelled out); en_US rides in the first-paint chunk. */
const loaders: Record<Exclude<CatalogLocale, 'en_US'>, () => Loaded> = {
  es_ES: () => import('virtual:go-first-paint-messages/es_ES'),
  fr_FR: () => import('virtual:go-first-paint-messages/fr_FR'),
  de_DE: () => import('virtual:go-first-paint-messages/de_DE'),
  it_IT: () => import('virtual:go-first-paint-messages/it_IT'),
  he: () => import('virtual:go-first-paint-messages/he'),
  ar: () => import('virtual:go-first-paint-messages/ar'),
  zh_CN: () => import('virtual:go-first-paint-messages/zh_CN'),
};

/**
 * The first paint's messages for `catalog`: null for the source catalog (bundled with the painter),
 * else its chunk's. Rejects when the chunk cannot be loaded (then nothing is painted).
 */
export function loadPaintMessages(catalog: CatalogLocale): Promise<Readonly<Record<string, unknown>> | null> {
  return catalog === 'en_US' ? Promise.resolve(null) : loaders[catalog]().then((module) => module.messages);
}
