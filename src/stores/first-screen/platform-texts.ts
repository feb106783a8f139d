import { atom, type ReadableAtom } from 'nanostores';
import { needsPlatformTexts } from '../../domain/platform-texts';
import type { PlatformTexts } from '../../domain/types';
import type { OrderingDeps } from '../deps';
import type { BusinessStore } from './business';

/**
 * The business's own texts (location and hotel names and descriptions, experience names and
 * disclaimers, tax, service-charge, allergen and promotion names) in the guest's language, from the
 * business and experience translation files.
 */
export interface PlatformTextsStore {
  /**
   * The texts of the current language; null while none are loaded, when the guest reads the
   * business's default language, when the business names no translation host, or when the files
   * failed. Screens show the platform's own names meanwhile (`translatePlace`, `experienceName`...).
   */
  readonly $texts: ReadableAtom<PlatformTexts | null>;
  /** Stops following the configuration and the language. */
  dispose(): void;
}

/**
 * Creates the store. It fetches the files of the guest's language once the business configuration
 * is in and `$firstScreenShown` is true (the first screen paints with the platform's names and never
 * shares the network with these files), and again when the language changes; an answer for a
 * language no longer shown is dropped.
 */
export function createPlatformTextsStore(
  deps: OrderingDeps,
  business: BusinessStore,
  $firstScreenShown: ReadableAtom<boolean> = atom(true),
): PlatformTextsStore {
  const $texts = atom<PlatformTexts | null>(null);
  /** The language asked last (null: nothing to ask), so a repeated change asks nothing again. */
  let asked: string | null = null;
  let ticket = 0;

  function sync(): void {
    const configuration = business.$configuration.get();
    if (!$firstScreenShown.get()) return;
    const locale = deps.scope.locale();
    const wanted = configuration?.translationsUrl && needsPlatformTexts(locale, configuration.defaultLanguage) ? locale : null;
    if (wanted === asked) return;
    asked = wanted;
    const mine = ++ticket;
    $texts.set(null);
    if (wanted === null) return;
    deps.api.getPlatformTexts(wanted).then(
      (texts) => {
        if (mine === ticket) $texts.set(texts);
      },
      () => undefined,
    );
  }

  const stops = [business.$configuration.listen(sync), $firstScreenShown.listen(sync), deps.i18n.on('change', sync)];
  sync();
  return {
    $texts,
    dispose() {
      ticket++;
      for (const stop of stops) stop();
    },
  };
}
