import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { createUrlGuard } from './client';
import { mapBusinessConfiguration } from './map-config';
import { BusinessConfigurationResponseSchema } from './schemas';
import { wireBusinessConfiguration } from './test-support';

describe('the terms of use and privacy policy a business shows', () => {
  const allow = createUrlGuard('https://p.test/');
  const withLinks = () => {
    const wire = wireBusinessConfiguration();
    wire.data.terms_url = 'https://p.test/terms.html';
    wire.data.privacy_url = 'https://p.test/privacy.html';
    return wire;
  };

  it('are linked when their URLs are set and no display setting says otherwise', () => {
    expect(mapBusinessConfiguration(withLinks(), allow)).toMatchObject({ termsUrl: 'https://p.test/terms.html', privacyUrl: 'https://p.test/privacy.html' });
    const shown = withLinks();
    shown.data.showTerms = true;
    shown.data.showPrivacy = true;
    expect(mapBusinessConfiguration(shown, allow)).toMatchObject({ termsUrl: 'https://p.test/terms.html', privacyUrl: 'https://p.test/privacy.html' });
  });

  it('are not linked anywhere when the business hides them (showTerms, showPrivacy false), each on its own', () => {
    const noTerms = withLinks();
    noTerms.data.showTerms = false;
    expect(mapBusinessConfiguration(noTerms, allow)).toMatchObject({ termsUrl: null, privacyUrl: 'https://p.test/privacy.html' });
    const noPrivacy = withLinks();
    noPrivacy.data.showPrivacy = false;
    expect(mapBusinessConfiguration(noPrivacy, allow)).toMatchObject({ termsUrl: 'https://p.test/terms.html', privacyUrl: null });
  });

  it('refuses a display setting that is not a boolean', () => {
    const broken = withLinks() as unknown as { data: Record<string, unknown> };
    broken.data.showTerms = 'no';
    expect(is(broken, BusinessConfigurationResponseSchema)).toBe(false);
  });
});
