import type { LinguiConfig } from '@lingui/conf';

/** Locales we ship catalogs for; `en_US` is the spec's default (spec section 1). */
const config: LinguiConfig = {
  sourceLocale: 'en_US',
  locales: ['en_US', 'es_ES', 'fr_FR', 'de_DE', 'it_IT', 'he', 'ar', 'zh_CN'],
  fallbackLocales: { default: 'en_US' },
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  format: 'po',
  compileNamespace: 'ts',
};
export default config;
