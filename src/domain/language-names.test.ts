import { describe, expect, it } from 'vitest';
import { OWN_LANGUAGE_NAMES, ownLanguageName } from './language-names';

/** What the table stands in for: the language's name in itself, capitalised for a list. */
const fromIntl = (language: string) => {
  const own = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return own.charAt(0).toLocaleUpperCase(language) + own.slice(1);
};

describe('a language’s own name', () => {
  it.each(Object.entries(OWN_LANGUAGE_NAMES))('the table’s %s is what Intl.DisplayNames says (%s)', (language, name) => {
    expect(name).toBe(fromIntl(language));
  });

  it('ignores the region and the separator', () => {
    expect(ownLanguageName('es_ES')).toBe('Español');
    expect(ownLanguageName('es-MX')).toBe('Español');
    expect(ownLanguageName('EN_us')).toBe('English');
    expect(ownLanguageName('zh_CN')).toBe('中文');
  });

  it('asks Intl for a language the table does not list', () => {
    expect(OWN_LANGUAGE_NAMES.sw).toBeUndefined();
    expect(ownLanguageName('sw_KE')).toBe(fromIntl('sw'));
    expect(ownLanguageName('sw_KE')).not.toBe('sw_KE');
  });

  it('shows a tag nobody knows as itself', () => {
    expect(ownLanguageName('%%')).toBe('%%');
    expect(ownLanguageName('constructor')).toBe('constructor');
  });
});
