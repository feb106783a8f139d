import { computed, type ReadableAtom } from 'nanostores';
import { startLanguage } from '../../domain/element-start';
import type { OrderingDeps } from '../deps';
import type { BusinessStore } from './business';

/**
 * The guest's language choice: the business's languages, the picker's verb, and the choice kept on
 * the device (`language:{business}` in `localStorage`) so the next visit opens in it. A language the
 * page names itself (the `language` attribute or start-up parameter, `configure()`) wins over the
 * kept one: the host or the link chose it for this visit.
 */
export interface LanguageStore {
  /** The business's languages in its order; the picker shows only when there are two or more. */
  readonly $languages: ReadableAtom<string[]>;
  /**
   * Switches to `locale` without a reload and keeps the choice on this device; tells the host's
   * analytics ('Ordering - Home' / Language, labelled with the locale).
   */
  choose(locale: string): Promise<void>;
}

/** Creates the language store; puts back a kept choice when the page named no language. */
export function createLanguageStore(deps: OrderingDeps, business: BusinessStore): LanguageStore {
  const key = deps.scope.storageKey('language');
  const $languages = computed(business.$configuration, (configuration) => configuration?.languages ?? []);
  // The page named no language: the guest's kept choice, by the rule the loader's paint followed too.
  const kept = deps.config.language ? null : startLanguage(deps.config, deps.storage);
  if (kept) void deps.setLanguage(kept);
  return {
    $languages,
    async choose(locale) {
      deps.emit('analytics', { category: 'Ordering - Home', action: 'Language', label: locale });
      try {
        deps.storage?.setItem(key, locale);
      } catch {
        // A full or refused storage: the choice holds for this visit only.
      }
      await deps.setLanguage(locale);
    },
  };
}
