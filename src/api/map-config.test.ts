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

describe("the configuration's variant keys", () => {
  const allow = createUrlGuard('https://p.test/');

  it('an SDK v3 wallet given as wallet_v3 is the v3 card wallet; wallet, when given, wins', () => {
    const variant = wireBusinessConfiguration();
    delete variant.data.wallet;
    variant.data.wallet_v3 = { frame_url: '/wallet/card-fields.html' };
    expect(is(variant, BusinessConfigurationResponseSchema)).toBe(true);
    expect(mapBusinessConfiguration(variant, allow).wallet).toEqual({ version: 'v3', frameUrl: 'https://p.test/wallet/card-fields.html' });
    const both = wireBusinessConfiguration();
    both.data.wallet = { version: 'v2', frame_url: '/v2.html' };
    both.data.wallet_v3 = { frame_url: '/v3.html' };
    expect(mapBusinessConfiguration(both, allow).wallet).toEqual({ version: 'v2', frameUrl: 'https://p.test/v2.html' });
  });

  it('order_expiration_minutes may be left out (30), and is kept when given', () => {
    const without = wireBusinessConfiguration();
    delete without.data.order_expiration_minutes;
    expect(is(without, BusinessConfigurationResponseSchema)).toBe(true);
    expect(mapBusinessConfiguration(without, allow).orderExpirationMinutes).toBe(30);
    const given = wireBusinessConfiguration();
    given.data.order_expiration_minutes = 45;
    expect(mapBusinessConfiguration(given, allow).orderExpirationMinutes).toBe(45);
  });

  it('dine_captcha_config may be left out: no captcha', () => {
    const without = wireBusinessConfiguration();
    delete without.data.dine_captcha_config;
    expect(is(without, BusinessConfigurationResponseSchema)).toBe(true);
    expect(mapBusinessConfiguration(without, allow).captcha).toBeNull();
  });
});
