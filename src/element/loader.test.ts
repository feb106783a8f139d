// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPreloads } from '../api/preload';
import { fakeFetch, type Answer, type RecordedCall } from '../api/test-support';
import { wireBusinessConfiguration, wireExperience, wireLocation, wireMenu, wireUiConfiguration } from '../api/test-support';
import { firstPaintBasis, PAINTING_ATTRIBUTE, TAPPED_ATTRIBUTE } from '../ui/first-paint-handover';
import { preloadForPage } from './loader';

const BASE = 'https://p.test/';

/** The PICKUP experience with one all-day menu file (a file bound to hours is not preloaded). */
const allDay = () => {
  const experience = wireExperience();
  experience.settings.menus.files = [{ url: '/menus/1.json', is_default: true }];
  return experience;
};

/** The platform of the fixtures: business 12, restaurant 1 with its PICKUP experience 10 and menu. */
function platform(menu: unknown = wireMenu()) {
  return (call: RecordedCall): Answer => {
    const path = call.url.replace(BASE, '/').split('?')[0];
    if (path === '/users/api/v2/business/configurations') return { json: wireBusinessConfiguration() };
    if (path === '/restaurants/api/v3/ui-configurations') return { json: wireUiConfiguration() };
    if (path === '/restaurants/api/v3/locations') return { json: { data: [wireLocation(1)] } };
    if (path === '/restaurants/api/v3/experiences/10') return { json: { data: allDay() } };
    if (path === '/menus/1.json') return { json: menu };
    if (path === '/menus/api/v1/getOutOfStockItems') return { json: { items: [] } };
    return { status: 404, json: { code: 404, message: 'NOT_FOUND' } };
  };
}

const widget = (attributes: Record<string, string> = {}): HTMLElement => {
  const element = document.createElement('guest-ordering');
  for (const [name, value] of Object.entries({ 'api-base': BASE, 'publishable-key': 'pk_1', 'business-id': '12', 'product-id': 'pickup', ...attributes })) {
    element.setAttribute(name, value);
  }
  document.body.append(element);
  return element;
};

const paintIn = (element: Element) => Array.from(element.shadowRoot?.children ?? []).find((child) => child.hasAttribute('data-go-first-paint')) ?? null;
type Queue = { GuestOrdering?: { q?: unknown[] } };

beforeEach(() => {
  history.replaceState(null, '', '/?restaurant=1&experience=PICKUP');
});

afterEach(() => {
  document.body.replaceChildren();
  delete (window as Queue).GuestOrdering;
  vi.unstubAllGlobals();
  clearPreloads();
});

describe('the loader’s first paint of a deep-linked menu', () => {
  it('paints two widgets each in its own root, and a tap is kept on the widget it was made on', async () => {
    vi.stubGlobal('fetch', fakeFetch(platform()).fetch);
    const left = widget({ id: 'left' });
    const right = widget({ id: 'right' });
    await preloadForPage(document, window).painted;
    const [leftPaint, rightPaint] = [paintIn(left), paintIn(right)];
    expect(leftPaint).not.toBeNull();
    expect(rightPaint).not.toBeNull();
    expect(leftPaint).not.toBe(rightPaint);
    expect(left.hasAttribute(PAINTING_ATTRIBUTE) && right.hasAttribute(PAINTING_ATTRIBUTE)).toBe(true);
    expect(firstPaintBasis(right.shadowRoot!)).toBe(JSON.stringify([BASE, 'pk_1', 12, 'pickup']));

    const tapped = rightPaint!.querySelector<HTMLElement>('[data-item-id] button')!;
    tapped.click();
    expect(rightPaint!.querySelector(`[${TAPPED_ATTRIBUTE}]`)).toBe(tapped);
    expect(leftPaint!.querySelector(`[${TAPPED_ATTRIBUTE}]`)).toBeNull();
  });

  it('neither attaches a root nor downloads the painter when the page’s first screen is not the menu', async () => {
    const { fetch } = fakeFetch(platform());
    vi.stubGlobal('fetch', fetch);
    history.replaceState(null, '', '/?restaurant=1&experience=PICKUP#go:/menu/5');
    const element = widget();
    await preloadForPage(document, window).painted;
    expect(element.shadowRoot).toBeNull();
  });

  it('paints one widget and not the other when only the other’s route is elsewhere', async () => {
    vi.stubGlobal('fetch', fakeFetch(platform()).fetch);
    history.replaceState(null, '', '/?restaurant=1&experience=PICKUP#go-right:/menu/checkout');
    const left = widget({ id: 'left' });
    const right = widget({ id: 'right' });
    await preloadForPage(document, window).painted;
    expect(paintIn(left)).not.toBeNull();
    expect(right.shadowRoot).toBeNull();
  });

  it('does not paint from a malformed menu answer', async () => {
    // An item without `is_hidden`: the menu's mapper would draw it; the client's schema refuses the file.
    const menu = wireMenu() as unknown as { categories: { items: { is_hidden?: boolean }[] }[] };
    delete menu.categories[0]!.items[0]!.is_hidden;
    vi.stubGlobal('fetch', fakeFetch(platform(menu)).fetch);
    const element = widget();
    await preloadForPage(document, window).painted;
    expect(paintIn(element)).toBeNull();
    expect(element.hasAttribute(PAINTING_ATTRIBUTE)).toBe(false);
  });

  it('does not paint when a configure() queued after the loader ran names another business', async () => {
    vi.stubGlobal('fetch', fakeFetch(platform()).fetch);
    (window as Queue).GuestOrdering = { q: [['configure', { productId: 'pickup' }]] };
    const element = widget();
    const start = preloadForPage(document, window);
    (window as Queue).GuestOrdering!.q!.push(['configure', { businessId: 77 }]);
    await start.painted;
    expect(paintIn(element)).toBeNull();
  });

  it('withdraws the paint (and a tap made on it) when such a call is queued after it was drawn', async () => {
    vi.stubGlobal('fetch', fakeFetch(platform()).fetch);
    (window as Queue).GuestOrdering = { q: [] };
    const element = widget();
    await preloadForPage(document, window).painted;
    expect(paintIn(element)).not.toBeNull();
    paintIn(element)!.querySelector<HTMLElement>('[data-item-id] button')!.click();

    // A queued language or tokens keep the paint; another publishable key does not.
    const queue = (window as Queue).GuestOrdering!.q!;
    queue.push(['configure', { language: 'en_US' }], ['signIn', { accessToken: 'a' }]);
    expect(paintIn(element)).not.toBeNull();
    expect(queue.push(['configure', { publishableKey: 'pk_other' }])).toBe(3);
    expect(paintIn(element)).toBeNull();
    expect(element.hasAttribute(PAINTING_ATTRIBUTE)).toBe(false);
    // The tap's mark went with the paint: nothing of the other menu is answered.
    expect(element.shadowRoot!.querySelector(`[${TAPPED_ATTRIBUTE}]`)).toBeNull();
  });

  it('asks for the guest’s kept language when the page names none, and paints from it', async () => {
    const { fetch, calls } = fakeFetch(platform());
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('language:12', 'he');
    try {
      widget();
      await preloadForPage(document, window).painted;
      expect(calls.map((call) => call.url)).toContain(`${BASE}menus/1.he.json`);
    } finally {
      localStorage.removeItem('language:12');
    }
  });
});
