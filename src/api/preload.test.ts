import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { clearPreloads, pendingPreloads, preloadStartup, type StartupPreload, takePreloaded } from './preload';
import { fakeFetch, testPlatformApi, type Answer, type RecordedCall } from './test-support';
import { wireBusinessConfiguration, wireExperience, wireLocation, wireMenu, wireUiConfiguration } from './test-support';

const BASE = 'https://p.test/';
const CONFIG_URL = `${BASE}users/api/v2/business/configurations?public_only=1&keys=pickupv2&publishableKey=pk_1`;
const UI_URL = `${BASE}restaurants/api/v3/ui-configurations?business_id=12`;
const LOCATIONS_URL = `${BASE}restaurants/api/v3/locations?business_id=12&experience%5Bstatus%5D=ACTIVE&contain_experience=1`;
const EXPERIENCE_URL = `${BASE}restaurants/api/v3/experiences/10`;

/** The platform as the fixtures describe it; unknown URLs answer 404. */
function platform(call: RecordedCall): Answer {
  const path = call.url.replace(BASE, '/').split('?')[0];
  if (path === '/users/api/v2/business/configurations') return { json: wireBusinessConfiguration() };
  if (path === '/restaurants/api/v3/ui-configurations') return { json: wireUiConfiguration() };
  if (path === '/restaurants/api/v3/locations') return { json: { data: [wireLocation(1)] } };
  if (path === '/restaurants/api/v3/experiences/10') return { json: { data: wireExperience() } };
  if (path === '/menus/1.json') return { json: wireMenu() };
  if (path === '/menus/api/v1/getOutOfStockItems') return { json: { items: [] } };
  return { status: 404, json: { code: 404, message: 'NOT_FOUND' } };
}

const options = (overrides: Partial<StartupPreload> = {}, fetch?: typeof globalThis.fetch): StartupPreload => ({
  apiBase: BASE,
  publishableKey: 'pk_1',
  productId: 'pickup',
  businessId: 12,
  accessToken: null,
  locationGroupId: null,
  experienceId: null,
  language: null,
  fetch,
  ...overrides,
});

/** Lets every promise chain of the fake fetch settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => clearPreloads());

describe('the start-up preload (the data does not wait for the code)', () => {
  it('starts the configuration, UI configuration and locations at once when an attribute names the business', () => {
    const { fetch, calls } = fakeFetch(platform);
    preloadStartup(options({}, fetch));
    expect(calls.map((call) => call.url)).toEqual([CONFIG_URL, UI_URL, LOCATIONS_URL]);
    expect(calls[0]!.headers).toMatchObject({ accept: 'application/json', 'x-product-id': 'pickup' });
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect(calls[0]!.referrerPolicy).toBe('strict-origin');
  });

  it('without a business id, asks for the UI configuration and locations once the configuration names it', async () => {
    const { fetch, calls } = fakeFetch(platform);
    preloadStartup(options({ businessId: null }, fetch));
    await Promise.resolve();
    expect(calls.map((call) => call.url)).toEqual([CONFIG_URL]);
    await settle();
    expect(calls.map((call) => call.url)).toEqual(expect.arrayContaining([UI_URL, LOCATIONS_URL]));
  });

  it("a deep link's experience starts at once, then its menu files, through the allow-list", async () => {
    const experience = wireExperience();
    experience.settings.menus.files = [{ url: '/menus/1.json', is_default: true }];
    experience.settings.menus.allergens = { url: 'javascript:alert(1)' };
    const { fetch, calls } = fakeFetch((call) => (call.url === EXPERIENCE_URL ? { json: { data: experience } } : platform(call)));
    preloadStartup(options({ experienceId: 10, language: 'he' }, fetch));
    expect(calls.map((call) => call.url)).toContain(EXPERIENCE_URL);
    await settle();
    const urls = calls.map((call) => call.url);
    expect(urls).toContain(`${BASE}menus/1.json`);
    expect(urls).toContain(`${BASE}menus/api/v1/getOutOfStockItems?bid=1`);
    expect(urls).toContain(`${BASE}menus/1.he.json`);
    expect(urls).toContain(`${BASE}settings/currencies.json`);
    // The refused allergens URL is never fetched.
    expect(urls.some((url) => url.startsWith('javascript:'))).toBe(false);
  });

  it("the menu's translation in the catalog the element will show: the page's language, else the business's default", async () => {
    const experience = wireExperience();
    experience.settings.menus.files = [{ url: '/menus/1.json', is_default: true }];
    experience.settings.menus.translations = {
      files: [
        { language: 'fr_CA', url: '/menus/1.fr_CA.json' },
        { language: 'fr_FR', url: '/menus/1.fr.json' },
        { language: 'he', url: '/menus/1.he.json' },
      ],
    };
    const hebrewBusiness = wireBusinessConfiguration();
    hebrewBusiness.data.default_language = 'he_IL';
    const answer =
      (business: ReturnType<typeof wireBusinessConfiguration>) =>
      (call: RecordedCall): Answer =>
        call.url === EXPERIENCE_URL ? { json: { data: experience } } : call.url === CONFIG_URL ? { json: business } : platform(call);
    const told: Array<string | null> = [];

    // `fr_CA` is shown with the French catalog (fr_FR), whose file the menu store asks for.
    const french = fakeFetch(answer(wireBusinessConfiguration()));
    preloadStartup(options({ experienceId: 10, language: 'fr_CA', onLanguage: (language) => told.push(language) }, french.fetch));
    await settle();
    expect(french.calls.map((call) => call.url)).toContain(`${BASE}menus/1.fr.json`);
    expect(french.calls.map((call) => call.url)).not.toContain(`${BASE}menus/1.fr_CA.json`);

    // Nothing named: the business's default language, once its configuration says it.
    clearPreloads();
    const hebrew = fakeFetch(answer(hebrewBusiness));
    const answers = preloadStartup(options({ restaurant: 1, experienceId: 10, language: null, onLanguage: (language) => told.push(language) }, hebrew.fetch));
    await settle();
    expect(hebrew.calls.map((call) => call.url)).toContain(`${BASE}menus/1.he.json`);
    expect(told).toEqual(['fr_CA', 'he_IL']);
    expect((await answers)?.language).toBe('he_IL');
  });

  it('leaves the allergens file to the menu, which asks for it once it is on screen', async () => {
    const experience = wireExperience();
    experience.settings.menus.files = [{ url: '/menus/1.json', is_default: true }];
    experience.settings.menus.allergens = { url: '/menus/allergens.json' };
    const { fetch, calls } = fakeFetch((call) => (call.url === EXPERIENCE_URL ? { json: { data: experience } } : platform(call)));
    preloadStartup(options({ experienceId: 10 }, fetch));
    await settle();
    const urls = calls.map((call) => call.url);
    expect(urls).toContain(`${BASE}menus/1.json`);
    expect(urls).not.toContain(`${BASE}menus/allergens.json`);
  });

  it("without an experience id, the locations answer names the restaurant's experience of the address's type, which then loads", async () => {
    const { fetch, calls } = fakeFetch(platform);
    preloadStartup(options({ restaurant: 1, experienceType: 'PICKUP' }, fetch));
    expect(calls.map((call) => call.url)).not.toContain(EXPERIENCE_URL);
    await settle();
    expect(calls.map((call) => call.url)).toContain(EXPERIENCE_URL);
  });

  it("a deep link's restaurant with a look of its own: its UI configuration starts with its experience, once the locations name it", async () => {
    const OWN_UI_URL = `${BASE}restaurants/api/v3/ui-configurations?id=77`;
    const themed = { json: { data: [{ ...wireLocation(1), ui_configuration_id: 77 }] } };
    const { fetch, calls } = fakeFetch((call) => (call.url.startsWith(`${BASE}restaurants/api/v3/locations`) ? themed : platform(call)));
    preloadStartup(options({ restaurant: 1, experienceId: 10 }, fetch));
    expect(calls.map((call) => call.url)).not.toContain(OWN_UI_URL);
    await settle();
    const urls = calls.map((call) => call.url);
    expect(urls).toContain(OWN_UI_URL);
    // A restaurant without one asks for nothing more.
    clearPreloads();
    const plain = fakeFetch(platform);
    preloadStartup(options({ restaurant: 1, experienceId: 10 }, plain.fetch));
    await settle();
    expect(plain.calls.some((call) => call.url.includes('ui-configurations?id='))).toBe(false);
  });

  it('does not guess an experience the locations do not offer as active', async () => {
    const { fetch, calls } = fakeFetch(platform);
    // Experience 11 of the fixture location is a DELIVERY that is INACTIVE.
    preloadStartup(options({ restaurant: 1, experienceType: 'DELIVERY' }, fetch));
    await settle();
    expect(calls.some((call) => call.url.includes('/experiences/'))).toBe(false);
  });

  it("leaves the menu file to the store when the choice depends on the location's time zone", async () => {
    const { fetch, calls } = fakeFetch(platform);
    preloadStartup(options({ experienceId: 10 }, fetch));
    await settle();
    const urls = calls.map((call) => call.url);
    expect(urls).not.toContain(`${BASE}menus/1.json`);
    expect(urls).not.toContain('https://cdn.test/b.json');
  });

  it('sends the start-up token to the platform only', async () => {
    const experience = wireExperience();
    experience.settings.menus.files = [{ url: 'https://cdn.test/menu.json', is_default: true }];
    const { fetch, calls } = fakeFetch((call) => (call.url === EXPERIENCE_URL ? { json: { data: experience } } : { json: {} }));
    preloadStartup(options({ experienceId: 10, accessToken: 'tok' }, fetch));
    await settle();
    expect(calls.find((call) => call.url === EXPERIENCE_URL)!.headers.authorization).toBe('Bearer tok');
    expect(calls.find((call) => call.url === 'https://cdn.test/menu.json')!.headers.authorization).toBeUndefined();
  });

  it('starts nothing without a publishable key', () => {
    const { fetch, calls } = fakeFetch(platform);
    preloadStartup(options({ publishableKey: ' ' }, fetch));
    expect(calls).toHaveLength(0);
  });

  it('an answer is taken once, and not after the maximum age', async () => {
    const { fetch } = fakeFetch(platform);
    preloadStartup(options({}, fetch));
    await settle();
    expect(takePreloaded(CONFIG_URL, 30_000)).not.toBeNull();
    expect(takePreloaded(CONFIG_URL, 30_000)).toBeNull();
    expect(takePreloaded(UI_URL, -1)).toBeNull();
    expect(pendingPreloads().sort()).toEqual([LOCATIONS_URL, `${BASE}settings/currencies.json`]);
  });
});

describe('the platform client takes the preloaded answers', () => {
  it("the store's calls are answered by the preload, without a second request, and still validated", async () => {
    const preloadFetch = fakeFetch(platform);
    preloadStartup(options({ experienceId: 10 }, preloadFetch.fetch));
    const { api, calls } = testPlatformApi(platform);
    const [configuration, locations, experience] = await Promise.all([api.getBusinessConfiguration(), api.getLocations(), api.getExperience(10)]);
    expect(configuration.businessId).toBe(12);
    expect(locations.map((location) => location.id)).toEqual([1]);
    expect(experience.id).toBe(10);
    expect(calls.map((call) => call.url)).not.toContain(CONFIG_URL);
    expect(calls.map((call) => call.url)).not.toContain(LOCATIONS_URL);
    expect(calls.map((call) => call.url)).not.toContain(EXPERIENCE_URL);
  });

  it('a preloaded answer that breaks the contract is an invalid-response error, like a fetched one', async () => {
    const { fetch } = fakeFetch((call) => (call.url === LOCATIONS_URL ? { json: { data: [{ id: 'not a number' }] } } : platform(call)));
    preloadStartup(options({}, fetch));
    const { api, calls } = testPlatformApi(platform);
    const error = await api.getLocations().then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid-response');
    expect(calls.map((call) => call.url)).not.toContain(LOCATIONS_URL);
  });

  it("a failed preload is fetched again, so the guest sees the platform's own error handling", async () => {
    const { fetch } = fakeFetch((call) => (call.url === CONFIG_URL ? { networkError: 'offline' } : platform(call)));
    preloadStartup(options({}, fetch));
    const { api, calls } = testPlatformApi(platform);
    const configuration = await api.getBusinessConfiguration();
    expect(configuration.businessId).toBe(12);
    expect(calls.map((call) => call.url)).toEqual([CONFIG_URL]);
  });
});

describe("the first menu's answers (what the loader paints from)", () => {
  /** The fixture platform with experience 10 serving one menu file. */
  const withMenuFile = (overrides: (call: RecordedCall) => Answer | null = () => null) => {
    const experience = wireExperience();
    experience.settings.menus.files = [{ url: '/menus/1.json', is_default: true }];
    return fakeFetch((call) => overrides(call) ?? (call.url === EXPERIENCE_URL ? { json: { data: experience } } : platform(call)));
  };

  it('gathers the configuration, the restaurant, its experience, menu and stock once all are in', async () => {
    const { fetch } = withMenuFile();
    const answers = await preloadStartup(options({ restaurant: 1, experienceId: 10 }, fetch));
    expect(answers).toMatchObject({ location: { id: 1 }, experience: { id: 10 }, outOfStock: { items: [] }, language: 'en_US', base: BASE });
    expect(answers!.menu).toEqual(wireMenu());
  });

  // Each of these must settle (null) rather than hang: a deep link's code waits for the paint.
  it.each([
    ['the page names no restaurant', options({ experienceId: 10 })],
    ['the restaurant is not among the locations', options({ restaurant: 99, experienceType: 'PICKUP' })],
    ['the restaurant has no active experience of that type', options({ restaurant: 1, experienceType: 'DELIVERY' })],
    ['no attribute names the business and the configuration does not either', options({ restaurant: 1, experienceType: 'PICKUP', businessId: null })],
  ])('is null when %s', async (_case, start) => {
    const { fetch } = withMenuFile((call) => (call.url === CONFIG_URL ? { json: { data: {} } } : null));
    await expect(preloadStartup({ ...start, fetch })).resolves.toBeNull();
  });

  it('is null when the menu file or the experience fails', async () => {
    const menuDown = withMenuFile((call) => (call.url === `${BASE}menus/1.json` ? { status: 500, json: {} } : null));
    await expect(preloadStartup(options({ restaurant: 1, experienceId: 10 }, menuDown.fetch))).resolves.toBeNull();
    clearPreloads();
    const experienceDown = withMenuFile((call) => (call.url === EXPERIENCE_URL ? { status: 500, json: {} } : null));
    await expect(preloadStartup(options({ restaurant: 1, experienceId: 10 }, experienceDown.fetch))).resolves.toBeNull();
  });
});
