/**
 * A language's own name for itself ("English", "Español", "עברית"), as the language picker lists it.
 *
 * The languages the widget ships catalogs for, and the other languages hotels offer most, are written
 * out here (each name costs the first screen's code a few bytes): asking `Intl.DisplayNames` instead
 * loads each language's display-name data, which cost the frame header about 100 ms of a throttled phone's
 * main thread before the first menu could paint (one lookup per offered language). The table holds
 * exactly what `Intl.DisplayNames` gives (its unit test compares them); any other language is asked
 * of `Intl` once and kept.
 *
 * `Intl.DisplayNames` writes a name as it reads inside a sentence ("español", "français"); a list of
 * choices starts it with a capital, as CLDR's menu context does for these languages.
 */
export const OWN_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ar: 'العربية',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  he: 'עברית',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  pt: 'Português',
  ru: 'Русский',
  zh: '中文',
};

const askedOfIntl = new Map<string, string>();

/**
 * The own name of `locale`'s language (`es_ES` and `es-MX` are both "Español"); the locale itself when
 * neither the table nor `Intl` knows it.
 */
export function ownLanguageName(locale: string): string {
  const tag = locale.trim().replace(/_/g, '-');
  const language = (tag.split('-')[0] ?? tag).toLowerCase();
  const listed = Object.hasOwn(OWN_LANGUAGE_NAMES, language) ? OWN_LANGUAGE_NAMES[language] : undefined;
  if (listed !== undefined) return listed;
  const known = askedOfIntl.get(locale);
  if (known !== undefined) return known;
  let name = locale;
  try {
    const own = new Intl.DisplayNames([tag], { type: 'language' }).of(language);
    if (own) name = own.charAt(0).toLocaleUpperCase(tag) + own.slice(1);
  } catch {
    // An unknown or malformed tag shows as its code.
  }
  askedOfIntl.set(locale, name);
  return name;
}
