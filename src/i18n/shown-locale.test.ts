import { describe, expect, it } from 'vitest';
import { createElementI18n, createLocaleSwitcher, guestLocale, intlLocale, layoutDirection, shownLanguage } from './element-i18n';
import { pickedLanguage, shownLocale } from './shown-locale';

// The loader's first paint decides with `shownLocale` what the element's i18n shows once React is in:
// the same catalog, `lang`, digits and direction, or the page changes under the guest at the takeover.
describe('shownLocale', () => {
  it('names what is shown: the catalog, lang and digits of the language served, the direction of the one asked for', () => {
    expect(shownLocale('he')).toEqual({ catalog: 'he', guest: 'he', intl: 'he', lang: 'he', dir: 'rtl' });
    expect(shownLocale('he_IL')).toEqual({ catalog: 'he', guest: 'he_IL', intl: 'he-IL', lang: 'he-IL', dir: 'rtl' });
    expect(shownLocale('ar')).toEqual({ catalog: 'ar', guest: 'ar', intl: 'ar-u-nu-arab', lang: 'ar', dir: 'rtl' });
    expect(shownLocale('fr_CA')).toMatchObject({ catalog: 'fr_FR', lang: 'fr-CA', dir: 'ltr' });
    // Persian: no catalog, so English words and digits, laid out right to left.
    expect(shownLocale('fa')).toEqual({ catalog: 'en_US', guest: 'fa', intl: 'en-US', lang: 'en-US', dir: 'rtl' });
    expect(shownLocale(null)).toEqual({ catalog: 'en_US', guest: 'en_US', intl: 'en-US', lang: 'en-US', dir: 'ltr' });
    expect(shownLocale('  ')).toEqual(shownLocale(null));
  });

  it.each(['he', 'he_IL', 'ar', 'ar_MA', 'fa', 'fr_CA', 'es_ES', 'de', 'it_IT', 'zh_CN', 'zh-Hans-CN', 'pt_BR', 'en_GB', ' he '])(
    '%s: the same as an element switched to it shows',
    async (locale) => {
      const i18n = createElementI18n();
      await createLocaleSwitcher(i18n)(locale);
      expect(shownLocale(locale)).toEqual({
        catalog: i18n.locale,
        guest: guestLocale(i18n),
        intl: intlLocale(i18n),
        lang: shownLanguage(i18n),
        dir: layoutDirection(i18n),
      });
    },
  );

  it('nothing asked: what a new element shows', () => {
    const i18n = createElementI18n();
    expect(shownLocale(null)).toEqual({
      catalog: i18n.locale,
      guest: guestLocale(i18n),
      intl: intlLocale(i18n),
      lang: shownLanguage(i18n),
      dir: layoutDirection(i18n),
    });
  });
});

describe('pickedLanguage', () => {
  it("shows the business's language of the guest's language chosen, else its first", () => {
    expect(pickedLanguage(['en_US', 'he_IL', 'ar'], 'he')).toBe('he_IL');
    expect(pickedLanguage(['en_US', 'he_IL', 'ar'], 'ar-u-nu-arab')).toBe('ar');
    expect(pickedLanguage(['en_US', 'he_IL'], 'fa')).toBe('en_US');
    expect(pickedLanguage([], 'he')).toBe('');
  });
});
