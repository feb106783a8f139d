import { msg, plural } from '@lingui/core/macro';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { catalogFor } from './catalogs';
import {
  createElementI18n,
  createLocaleSwitcher,
  directionOf,
  guestLocale,
  intlLocale,
  layoutDirection,
  loadHomeMessages,
  loadMenuMessages,
  localeSettled,
  shownLanguage,
  toBcp47,
} from './element-i18n';

describe('catalogFor', () => {
  it('matches exactly, then by language, then falls back to en_US', () => {
    expect(catalogFor('he')).toBe('he');
    expect(catalogFor('he_IL')).toBe('he');
    expect(catalogFor('HE-il')).toBe('he');
    expect(catalogFor('en_GB')).toBe('en_US');
    expect(catalogFor('fr')).toBe('fr_FR');
    expect(catalogFor('fr_CA')).toBe('fr_FR');
    expect(catalogFor('zh-Hans-CN')).toBe('zh_CN');
    expect(catalogFor('ar_EG')).toBe('ar');
    expect(catalogFor('pt_BR')).toBe('en_US');
    expect(catalogFor(null)).toBe('en_US');
  });
});

describe('element i18n', () => {
  it('each element gets its own instance, active in en_US with the catalog bundled', () => {
    const a = createElementI18n();
    const b = createElementI18n();
    expect(a).not.toBe(b);
    expect(a.locale).toBe('en_US');
    expect(a._('Try again')).toBe('Try again');
  });

  it('switches to Hebrew (lazy catalog) without touching another element', async () => {
    const a = createElementI18n();
    const b = createElementI18n();
    const catalog = await createLocaleSwitcher(a)('he_IL');
    expect(catalog).toBe('he');
    expect(a.locale).toBe('he');
    expect(shownLanguage(a)).toBe('he-IL');
    expect(b.locale).toBe('en_US');
    expect(directionOf(a.locale)).toBe('rtl');
    expect(directionOf(b.locale)).toBe('ltr');
  });

  it('localeSettled: once the language last asked for shows, a switch started meanwhile included', async () => {
    const i18n = createElementI18n();
    await localeSettled(i18n);
    const switchLocale = createLocaleSwitcher(i18n);
    void switchLocale('he');
    const settled = localeSettled(i18n);
    void switchLocale('ar');
    await settled;
    expect(i18n.locale).toBe('ar');
    expect(shownLanguage(i18n)).toBe('ar');
  });

  it('lang names what is shown: Portuguese served by the English catalog is English', async () => {
    const i18n = createElementI18n();
    await createLocaleSwitcher(i18n)('pt_BR');
    expect(i18n.locale).toBe('en_US');
    expect(shownLanguage(i18n)).toBe('en-US');
  });

  it('every right-to-left language is laid out mirrored, with or without a catalog of its own', async () => {
    for (const locale of ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yi', 'fa_IR', 'ur-PK']) {
      const i18n = createElementI18n();
      await createLocaleSwitcher(i18n)(locale);
      expect(layoutDirection(i18n), locale).toBe('rtl');
      expect(guestLocale(i18n)).toBe(locale);
    }
    const persian = createElementI18n();
    await createLocaleSwitcher(persian)('fa');
    // English strings (no Persian catalog): `lang` says English, the layout stays right to left.
    expect(persian.locale).toBe('en_US');
    expect(shownLanguage(persian)).toBe('en-US');
    expect(persian._('Try again')).toBe('Try again');
    const english = createElementI18n();
    expect(layoutDirection(english)).toBe('ltr');
    await createLocaleSwitcher(english)('zh_CN');
    expect(layoutDirection(english)).toBe('ltr');
  });

  it('formats in the shown language: Arabic-Indic digits for an Arabic page, Latin ones for ar-MA', async () => {
    const arabic = createElementI18n();
    const switchArabic = createLocaleSwitcher(arabic);
    await switchArabic('ar');
    expect(intlLocale(arabic)).toBe('ar-u-nu-arab');
    expect(shownLanguage(arabic)).toBe('ar');
    expect(arabic.number(12)).toBe('١٢');
    expect(arabic._(generateMessageId('{count, plural, one {# location found} other {# locations found}}'), { count: 3 })).toBe('تم العثور على ٣ مواقع');
    await switchArabic('ar_MA');
    expect(intlLocale(arabic)).toBe('ar-MA');
    expect(arabic.number(12)).toBe('12');
    const chinese = createElementI18n();
    const found = generateMessageId('{count, plural, one {# location found} other {# locations found}}');
    await createLocaleSwitcher(chinese)('zh_CN');
    expect(intlLocale(chinese)).toBe('zh-CN');
    expect(chinese._(found, { count: 3 })).toBe('找到 3 个地点');
  });

  it('the last request wins when catalogs load out of order', async () => {
    const i18n = createElementI18n();
    const switchLocale = createLocaleSwitcher(i18n);
    const slow = switchLocale('he');
    const fast = switchLocale('en_US');
    await Promise.all([slow, fast]);
    expect(i18n.locale).toBe('en_US');
  });

  it('toBcp47', () => {
    expect(toBcp47('en_US')).toBe('en-US');
  });
});

describe('plural messages through the shipped catalogs', () => {
  // The locations screen's count, as the screen writes it: the catalog's ICU plural picks the form by
  // the language's own rules (French "one" covers 0, "many" is for millions).
  const found = (count: number) => msg({ message: plural(count, { one: '# location found', other: '# locations found' }) });
  const cases: Array<[locale: string, counts: Array<[number, string | RegExp]>]> = [
    [
      'en_US',
      [
        [1, '1 location found'],
        [2, '2 locations found'],
      ],
    ],
    [
      'es_ES',
      [
        [1, 'Se ha encontrado 1 local'],
        [2, 'Se han encontrado 2 locales'],
        [1_000_000, /^Se han encontrado 1.000.000 de locales$/],
      ],
    ],
    [
      'fr_FR',
      [
        [0, '0 établissement trouvé'],
        [1, '1 établissement trouvé'],
        [2, '2 établissements trouvés'],
        [1_000_000, /^1\s000\s000 d’établissements trouvés$/],
      ],
    ],
    [
      'de_DE',
      [
        [1, '1 Standort gefunden'],
        [2, '2 Standorte gefunden'],
      ],
    ],
    [
      'it_IT',
      [
        [1, '1 locale trovato'],
        [2, '2 locali trovati'],
        [1_000_000, /^1\.000\.000 di locali trovati$/],
      ],
    ],
    [
      'he_IL',
      [
        [1, 'נמצא מיקום אחד'],
        [2, 'נמצאו שני מיקומים'],
        [5, 'נמצאו 5 מיקומים'],
      ],
    ],
  ];

  it.each(cases)('%s says each count in its own words', async (locale, counts) => {
    const i18n = createElementI18n();
    await createLocaleSwitcher(i18n)(locale);
    for (const [count, text] of counts) {
      if (typeof text === 'string') expect(i18n._(found(count))).toBe(text);
      else expect(i18n._(found(count))).toMatch(text);
    }
  });
});

describe('the home and menu message subsets', () => {
  it('merge once per element: every screen waiting for one shares one download and one re-render', async () => {
    const i18n = createElementI18n();
    // Under Vitest each subset is the whole catalog; the build serves the screen's part (tests/unit/menu-messages.test.ts).
    const home = loadHomeMessages(i18n);
    expect(loadHomeMessages(i18n)).toBe(home);
    await home;
    expect(i18n._('eLxVZU')).toBe('Start order');
    const menu = loadMenuMessages(i18n);
    expect(loadMenuMessages(i18n)).toBe(menu);
    await menu;
    expect(i18n._('tb89++')).toBe('View menu');
  });
});
