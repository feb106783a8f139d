import { test as base, expect, type Page } from '@playwright/test';

/** One DOM event the widget sent to its host page, as recorded on the page. */
export interface RecordedHostEvent {
  type: string;
  detail: unknown;
  bubbles: boolean;
  composed: boolean;
}

const HOST_EVENTS = ['close', 'login', 'logout', 'order-complete', 'cart-change', 'analytics', 'fallback'];

/**
 * Records every host event the widget emits, listening on `document` so only events that bubble
 * out of the element (as integrators listen to them) are seen.
 */
export async function recordHostEvents(page: Page): Promise<void> {
  await page.addInitScript((types: string[]) => {
    const events: unknown[] = [];
    (window as unknown as { __hostEvents: unknown[] }).__hostEvents = events;
    for (const type of types) {
      document.addEventListener(type, (event) => {
        const e = event as CustomEvent;
        if (!(e.target instanceof HTMLElement) || e.target.localName !== 'guest-ordering') return;
        events.push({ type, detail: e.detail, bubbles: e.bubbles, composed: e.composed });
      });
    }
  }, HOST_EVENTS);
}

export async function hostEvents(page: Page): Promise<RecordedHostEvent[]> {
  return page.evaluate(() => (window as unknown as { __hostEvents: RecordedHostEvent[] }).__hostEvents ?? []);
}

/** A placed order as the sandbox's database holds it. */
export interface SandboxOrder {
  id: string;
  check_number: string;
  confirmation_number: string;
  cart_id: string;
  payment_type: string;
  details: { first_name: string; last_name: string; phone: string | null };
  items: { pui: string; quantity: number; name?: string }[];
}

export async function sandboxOrders(page: Page): Promise<SandboxOrder[]> {
  const response = await page.request.get('/__sandbox/orders');
  expect(response.ok()).toBe(true);
  const body = await response.json();
  return Array.isArray(body) ? body : body.orders;
}

export const test = base.extend<{ resetSandbox: void }>({
  resetSandbox: [
    async ({ request }, use) => {
      const response = await request.post('/__sandbox/reset');
      expect(response.ok()).toBe(true);
      await use();
    },
    { auto: true },
  ],
});
export { expect };
