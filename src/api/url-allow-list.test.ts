import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUrlGuard } from './client';
import { mapPlacedOrder } from './map-cart';
import { mapBusinessConfiguration, mapUiConfiguration } from './map-config';
import { mapExperience } from './map-experience';
import { mapLocation } from './map-locations';
import { mapHotel } from './place-calls';
import { mapMenu } from './map-menu';
import { mapAllergens } from './map-menu-extras';
import { wireAllergens, wireBusinessConfiguration, wireCheckoutResponse, wireExperience, wireLocation, wireMenu, wireUiConfiguration } from './test-support';

// Every URL the platform or the configuration sends goes through one allow-list in the mappers,
// so no screen ever sees one of these.
const HOSTILE = [
  'javascript:window.__pwned=1',
  'JaVaScRiPt:alert(1)',
  ' \u0001java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  'blob:https://p.test/1',
  'http://evil.example/x',
];

const allow = createUrlGuard('https://p.test/');
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe.each(HOSTILE)('a platform URL of %j', (bad) => {
  it('is dropped from the business configuration (wallet, links, geocoding, currency settings) and reported', () => {
    const wire = wireBusinessConfiguration();
    wire.data.wallet = { version: 'v3', frame_url: bad };
    wire.data.terms_url = bad;
    wire.data.privacy_url = bad;
    wire.data.currency_settings_url = bad;
    wire.data.geocoding = { url: bad, key: 'k' };
    const config = mapBusinessConfiguration(wire, allow);
    expect(config.wallet).toEqual({ version: 'v3', frameUrl: null });
    expect(config).toMatchObject({ termsUrl: null, privacyUrl: null, currencySettingsUrl: null, geocoding: null });
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/refused/);
  });

  it('is dropped as the realtime database_url: no realtime database, reported', () => {
    const wire = wireBusinessConfiguration();
    wire.data.realtime = { database_url: bad, namespace: 'demo' };
    expect(mapBusinessConfiguration(wire, allow).realtime).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/realtime database_url was refused/);
  });

  it('is dropped from the UI configuration (logo, policy, footer links)', () => {
    const wire = wireUiConfiguration({
      logo_url: bad,
      footer_links: [
        { label: 'Bad', url: bad },
        { label: 'Good', url: 'https://l.test/a' },
      ],
    });
    wire.data.policy_url = bad;
    const ui = mapUiConfiguration(wire, allow);
    expect(ui).toMatchObject({ logoUrl: null, policyUrl: null, footerLinks: [{ label: 'Good', url: 'https://l.test/a' }] });
  });

  it('is dropped from experiences (menu, translation and allergen files)', () => {
    const wire = wireExperience();
    wire.settings.menus.files[0]!.url = bad;
    wire.settings.menus.translations.files[0]!.url = bad;
    wire.settings.menus.allergens.url = bad;
    const experience = mapExperience(wire, allow);
    expect(experience.menuFiles.map((f) => f.url)).toEqual(['https://cdn.test/b.json']);
    expect(experience.menuTranslationFiles).toEqual([]);
    expect(experience.allergensUrl).toBeNull();
  });

  it('is dropped from menu items, locations, hotels and allergen icons', () => {
    const menu = wireMenu();
    menu.categories[0]!.items[0]!.image = bad;
    expect(mapMenu(menu, 2, allow).categories[0]!.items[0]!.image).toBeNull();
    expect(mapLocation({ ...wireLocation(), image: bad }, allow).image).toBeNull();
    expect(mapHotel({ id: 1, name: 'H', image: bad, location_ids: [1] }, allow).image).toBeNull();
    const allergens = wireAllergens();
    allergens.allergens[0]!.icon = bad;
    expect(mapAllergens(allergens, 'https://p.test/allergens.json', undefined, allow)[0]!.icon).toBeNull();
  });

  it('never becomes a 3-D Secure page: the payment is marked refused', () => {
    const placed = mapPlacedOrder(wireCheckoutResponse([{ id: 'p1', status: 'AWAITING_CONFIRMATION', challenge_url: bad }]), allow);
    expect(placed.payments[0]).toEqual({ id: 'p1', status: 'AWAITING_CONFIRMATION', challengeUrl: null, challengeRefused: true });
  });

  it('never becomes a payment page the guest is sent to (Alipay): the payment is marked refused', () => {
    const placed = mapPlacedOrder(wireCheckoutResponse([{ id: 'p1', status: 'AWAITING_CONFIRMATION', redirect_url: bad }]), allow);
    expect(placed.payments[0]).toEqual({ id: 'p1', status: 'AWAITING_CONFIRMATION', challengeUrl: null, challengeRefused: true });
  });
});

describe('allowed platform URLs', () => {
  it('are kept, relative ones resolved against the API base', () => {
    const wire = wireBusinessConfiguration();
    wire.data.wallet = { version: 'v3', frame_url: '/wallet/card-fields.html' };
    expect(mapBusinessConfiguration(wire, allow).wallet).toEqual({ version: 'v3', frameUrl: 'https://p.test/wallet/card-fields.html' });
    const placed = mapPlacedOrder(wireCheckoutResponse([{ id: 'p1', status: 'AWAITING_CONFIRMATION', challenge_url: 'challenge/1' }]), allow);
    expect(placed.payments[0]).toEqual({ id: 'p1', status: 'AWAITING_CONFIRMATION', challengeUrl: 'https://p.test/challenge/1' });
    const terminal = mapPlacedOrder(wireCheckoutResponse([{ id: 'p1', status: 'AWAITING_CONFIRMATION', challenge_url: null }]), allow);
    expect(terminal.payments[0]).toEqual({ id: 'p1', status: 'AWAITING_CONFIRMATION', challengeUrl: null });
    for (const database_url of ['wss://demo.firebaseio.com', 'https://demo.firebaseio.com', 'ws://localhost:9351', 'http://127.0.0.1:9000']) {
      const withRealtime = wireBusinessConfiguration();
      withRealtime.data.realtime = { database_url, namespace: 'demo' };
      expect(mapBusinessConfiguration(withRealtime, allow).realtime).toEqual({ databaseUrl: database_url, namespace: 'demo' });
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
