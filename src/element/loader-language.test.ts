// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPreloads } from '../api/preload';
import {
  fakeFetch,
  type Answer,
  type RecordedCall,
  wireBusinessConfiguration,
  wireExperience,
  wireLocation,
  wireMenu,
  wireUiConfiguration,
} from '../api/test-support';
import { preloadForPage } from './loader';

// The loader paints a deep-linked menu in the language the element will show, with that language's
// words, or not at all: never in a language that might be wrong.

const BASE = 'https://p.test/';

/** The platform of a business whose restaurant 1 offers experience 10 (one menu file, not time-bound). */
function platform(defaultLanguage = 'en_US') {
  return (call: RecordedCall): Answer => {
    const path = call.url.replace(BASE, '/').split('?')[0];
    if (path === '/users/api/v2/business/configurations') {
      const configuration = wireBusinessConfiguration();
      configuration.data.default_language = defaultLanguage;
      return { json: configuration };
    }
    if (path === '/restaurants/api/v3/ui-configurations') return { json: wireUiConfiguration() };
    if (path === '/restaurants/api/v3/locations') return { json: { data: [wireLocation(1)] } };
    if (path === '/restaurants/api/v3/experiences/10') {
      const experience = wireExperience();
      experience.settings.menus.files = [{ url: '/menus/1.json', is_default: true }];
      return { json: { data: experience } };
    }
    if (path === '/menus/1.json') return { json: wireMenu() };
    if (path === '/menus/api/v1/getOutOfStockItems') return { json: { items: [] } };
    return { status: 404, json: { code: 404, message: 'NOT_FOUND' } };
  };
}

/** A page with one widget, its address and queued calls; `kept` is what the device kept. */
function page(
  search: string,
  options: { attributes?: Record<string, string>; queue?: unknown[]; kept?: Record<string, string>; defaultLanguage?: string } = {},
) {
  document.body.replaceChildren();
  const element = document.createElement('guest-ordering');
  const attributes = { 'api-base': BASE, 'publishable-key': 'pk_1', 'business-id': '12', 'product-id': 'pickup', ...options.attributes };
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  history.replaceState(null, '', `/${search}`);
  localStorage.clear();
  for (const [key, value] of Object.entries(options.kept ?? {})) localStorage.setItem(key, value);
  if (options.queue) (window as Queue).GuestOrdering = { q: options.queue };
  else delete (window as Queue).GuestOrdering;
  clearPreloads();
  vi.stubGlobal('fetch', fakeFetch(platform(options.defaultLanguage)).fetch);
  return { element, start: () => preloadForPage(document, window) };
}

type Queue = { GuestOrdering?: { q?: unknown[] } };

/** The paint in the element's root, once the loader settled (null when it did not paint). */
async function paintOf(setup: ReturnType<typeof page>) {
  await setup.start().painted;
  return setup.element.shadowRoot?.querySelector<HTMLElement>('[data-go-first-paint]') ?? null;
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as Queue).GuestOrdering;
  localStorage.clear();
  vi.unstubAllGlobals();
  clearPreloads();
});

describe("the loader's first paint speaks the element's language", () => {
  it('nothing named: English (the source catalog, bundled with the painter)', async () => {
    const paint = await paintOf(page('?restaurant=1&experience=PICKUP'));
    expect(paint?.getAttribute('lang')).toBe('en-US');
    expect(paint?.getAttribute('dir')).toBe('ltr');
    expect(paint?.querySelector('[data-item-id="5"] button')?.getAttribute('aria-label')).toBe('Soup, details');
    expect(paint?.querySelector('[data-item-id="5"] > button')?.textContent).toBe('Add');
    expect(paint?.querySelector('nav')?.getAttribute('aria-label')).toBe('Menu categories');
    // The business's own language: nothing to say about the menu's language.
    expect(paint?.querySelector('[data-go-venue-language]')).toBeNull();
  });

  it('?language=he: Hebrew words and names, right to left, Hebrew chosen in the picker', async () => {
    const paint = await paintOf(page('?restaurant=1&experience=PICKUP&language=he'));
    expect(paint?.getAttribute('lang')).toBe('he');
    expect(paint?.getAttribute('dir')).toBe('rtl');
    expect(paint?.querySelector('[data-item-id="5"] button')?.getAttribute('aria-label')).toBe('Soup, פרטים');
    expect(paint?.querySelector('[data-item-id="5"] > button')?.getAttribute('aria-label')).toBe('הוספה של Soup');
    expect(paint?.querySelector('[data-item-id="5"] > button')?.textContent).toBe('הוספה');
    expect(paint?.querySelector('nav')?.getAttribute('aria-label')).toBe('קטגוריות בתפריט');
    expect(paint?.querySelector('select')?.value).toBe('he');
    expect(paint?.querySelector(`label[for="${paint.querySelector('select')?.id}"]`)?.textContent).toBe('שפה');
    // The experience lists no Hebrew translation of the menu: said once, in Hebrew, as the menu screen says it.
    expect([...(paint?.querySelectorAll('[data-go-venue-language]') ?? [])].map((note) => note.textContent)).toEqual(['התפריט מוצג בשפת המקום.']);
  });

  it("the business's default language when the page names none and the guest kept none", async () => {
    const paint = await paintOf(page('?restaurant=1&experience=PICKUP', { defaultLanguage: 'he' }));
    expect(paint?.getAttribute('lang')).toBe('he');
    expect(paint?.querySelector('nav')?.getAttribute('aria-label')).toBe('קטגוריות בתפריט');
    expect(paint?.querySelector('[data-go-venue-language]')).toBeNull();
  });

  it("a kept choice beats the business's default; a queued configure() beats both", async () => {
    const kept = await paintOf(page('?restaurant=1&experience=PICKUP', { defaultLanguage: 'he', kept: { 'language:12': 'fr_FR' } }));
    expect(kept?.getAttribute('lang')).toBe('fr-FR');
    const configured = await paintOf(
      page('?restaurant=1&experience=PICKUP&language=he', { kept: { 'language:12': 'fr_FR' }, queue: [['configure', { language: 'ar' }]] }),
    );
    expect(configured?.getAttribute('lang')).toBe('ar');
    expect(configured?.getAttribute('dir')).toBe('rtl');
  });

  it('no paint when a queued function may name another language, or the page names another one before the paint', async () => {
    expect(await paintOf(page('?restaurant=1&experience=PICKUP', { attributes: { language: 'he' } }))).not.toBeNull();
    expect(await paintOf(page('?restaurant=1&experience=PICKUP&language=he', { queue: [() => undefined] }))).toBeNull();
    const changed = page('?restaurant=1&experience=PICKUP', { attributes: { language: 'he' } });
    const start = changed.start();
    changed.element.setAttribute('language', 'ar');
    await start.painted;
    expect(changed.element.shadowRoot?.querySelector('[data-go-first-paint]') ?? null).toBeNull();
  });
});
