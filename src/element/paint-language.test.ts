import { describe, expect, it } from 'vitest';
import { mergeConfig } from '../app/config';
import { type LanguageSources, pageLanguage } from './paint-language';

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const sources = (overrides: Partial<LanguageSources> = {}): LanguageSources => ({
  attribute: null, startup: null, queue: undefined, businessId: null, publishableKey: 'pk_1', storage: null, ...overrides,
});

// The loader's first paint must speak the language React will: the page's (configure() / setLanguage(),
// else ?language=, else the attribute), else the guest's kept choice, else the business's default.
describe('pageLanguage', () => {
  it('configure() and setLanguage() beat the start-up parameter, which beats the attribute', () => {
    expect(pageLanguage(sources({ attribute: 'fr_FR' }))).toEqual({ known: true, language: 'fr_FR' });
    expect(pageLanguage(sources({ attribute: 'fr_FR', startup: 'he' }))).toEqual({ known: true, language: 'he' });
    expect(pageLanguage(sources({ attribute: 'fr_FR', startup: 'he', queue: [['configure', { language: 'ar' }]] }))).toEqual({ known: true, language: 'ar' });
    expect(pageLanguage(sources({ startup: 'he', queue: [['configure', { language: 'ar' }], ['setLanguage', 'zh_CN']] }))).toEqual({ known: true, language: 'zh_CN' });
    // A configure() without a language leaves it alone.
    expect(pageLanguage(sources({ startup: 'he', queue: [['configure', { apiBase: '/api' }], ['open']] }))).toEqual({ known: true, language: 'he' });
  });

  it('agrees with the element configuration merge on every layer', () => {
    const cases: Array<[attribute: string | null, startup: string | null, configured: unknown]> = [
      [null, null, undefined], ['fr_FR', null, undefined], ['fr_FR', 'he', undefined], [null, 'he', 'ar'], ['fr_FR', 'he', null], ['fr_FR', 'he', '  '],
      [' de_DE ', null, undefined], ['', 'it_IT', undefined], ['', null, undefined],
    ];
    for (const [attribute, startup, configured] of cases) {
      const merged = mergeConfig(attribute === null ? {} : { language: attribute }, configured === undefined ? {} : { language: configured as string }, { language: startup });
      const queue = configured === undefined ? [] : [['configure', { language: configured }]];
      expect(pageLanguage(sources({ attribute, startup, queue })), JSON.stringify([attribute, startup, configured])).toEqual({ known: true, language: merged.language });
    }
  });

  it("without a language named, the guest's choice kept on this device, under the element's key", () => {
    const kept = storage({ 'language:1001': 'he', 'language:pk_1': 'ar' });
    expect(pageLanguage(sources({ businessId: '1001', storage: kept }))).toEqual({ known: true, language: 'he' });
    // No business id: the publishable key names the entry.
    expect(pageLanguage(sources({ storage: kept }))).toEqual({ known: true, language: 'ar' });
    // configure() may name the business (as a number) or the key.
    expect(pageLanguage(sources({ storage: kept, queue: [['configure', { businessId: 1001 }]] }))).toEqual({ known: true, language: 'he' });
    expect(pageLanguage(sources({ businessId: '1001', storage: kept, queue: [['configure', { businessId: null, publishableKey: 'pk_1' }]] }))).toEqual({ known: true, language: 'ar' });
    // A language the page names wins over the kept one; a configure() clearing it gives the kept one back.
    expect(pageLanguage(sources({ startup: 'fr_FR', storage: kept }))).toEqual({ known: true, language: 'fr_FR' });
    expect(pageLanguage(sources({ startup: 'fr_FR', storage: kept, queue: [['configure', { language: null }]] }))).toEqual({ known: true, language: 'ar' });
  });

  it('nothing named or kept: null (the business default, else en_US); a storage that throws keeps nothing', () => {
    expect(pageLanguage(sources({ storage: storage({ 'language:pk_1': '  ' }) }))).toEqual({ known: true, language: null });
    const throwing = { getItem: () => { throw new Error('denied'); } };
    expect(pageLanguage(sources({ storage: throwing }))).toEqual({ known: true, language: null });
  });

  it('a queued function may name any language: unknown before the code', () => {
    expect(pageLanguage(sources({ startup: 'he', queue: [(api: unknown) => api] }))).toEqual({ known: false });
  });
});
