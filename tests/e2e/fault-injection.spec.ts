import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADA, CheckoutPage } from './support/checkout-page';

/*
 * Fault injection, table-style: for each platform call of the guest journey (one row of CALLS: the call,
 * the URL it goes to, and the step that makes it), every fault of FAULTS is injected into that call alone
 * with `page.route` / `context.setOffline`, and the guest must be told what happened, in words:
 * - a visible translated message (an alert, an error heading or the confirmation), not a blank screen
 *   and not a spinner that never ends;
 * - no uncaught page error;
 * - the cart (My order) and the typed checkout form kept where they existed;
 * - for the order itself, never more than one order per cart id in the sandbox, and exactly one when
 *   the platform took the order before the answer was lost.
 * A slow answer is one that never comes: the page's clock is moved past the client's request timeout.
 */

type Fault = '500' | '503' | 'invalid JSON' | 'wrong types' | 'empty body' | 'aborted' | 'offline' | 'no answer';
const FAULTS: Fault[] = ['500', '503', 'invalid JSON', 'wrong types', 'empty body', 'aborted', 'offline', 'no answer'];

/** The client's request timeout (src/api/client.ts REQUEST_TIMEOUT_MS), passed by moving the page clock. */
const REQUEST_TIMEOUT_MS = 30_000;

interface Journey {
  page: Page;
  context: BrowserContext;
  checkout: CheckoutPage;
}

interface Call {
  call: string;
  /** The platform URL the call goes to. */
  url: RegExp;
  method?: string;
  /** Gets the guest to just before the call (the fault is armed after this). */
  before: (journey: Journey) => Promise<void>;
  /** Makes the call. */
  trigger: (journey: Journey) => Promise<void>;
  /** What must still be there afterwards (the cart, the typed form). */
  kept?: (journey: Journey) => Promise<void>;
  /** True for the call that places the order (orders are counted per cart id). */
  places?: boolean;
  /**
   * Fault every attempt, not only the first: for a call the product retries by itself (the cart is
   * saved again on the way to My order), so the guest meets the fault rather than its silent recovery.
   */
  persistent?: boolean;
  /** The faults this call gets (all of FAULTS unless told). */
  faults?: Fault[];
}

/**
 * The business configuration and the locations are started by the page loader before the widget's
 * client takes them over, so the client's wait (and its timeout) starts later than the request the
 * fault holds; moving the page clock when the request arrives does not reach it. Those two calls get
 * every fault but `no answer` here (the timeout itself is unit-tested in src/api/client.test.ts).
 */
const BEFORE_THE_CLIENT: Fault[] = FAULTS.filter((fault) => fault !== 'no answer');

const myOrderHeading = (root: Locator) => root.getByRole('heading', { name: 'My order', level: 1 });

const CALLS: Call[] = [
  {
    call: 'business configuration',
    faults: BEFORE_THE_CLIENT,
    // Start-up calls may be started early by the loader and fetched again once if that failed.
    persistent: true,
    url: /\/users\/api\/v2\/business\/configurations/,
    before: async () => undefined,
    trigger: async ({ page }) => {
      await page.goto('/');
    },
  },
  {
    call: 'locations',
    faults: BEFORE_THE_CLIENT,
    // Start-up calls may be started early by the loader and fetched again once if that failed.
    persistent: true,
    url: /\/restaurants\/api\/v3\/locations(\?|$)/,
    before: async () => undefined,
    trigger: async ({ page }) => {
      await page.goto('/');
    },
  },
  {
    call: 'hotels',
    // Start-up calls may be started early by the loader and fetched again once if that failed.
    persistent: true,
    url: /\/hotels\/api\/v1\/hotels\/properties/,
    before: async () => undefined,
    trigger: async ({ page }) => {
      await page.goto('/hotel.html?hotel=511');
    },
  },
  {
    call: 'cart save',
    url: /\/restaurants\/api\/v3\/cart(\/[^/]+)?(\?|$)/,
    persistent: true,
    // On My order already (its code loaded), so the fault is in the cart save alone.
    before: async ({ checkout }) => {
      await checkout.startPickupAtTrattoria();
      await checkout.addToOrder('Pizza', 'Margherita');
      await checkout.viewMyOrderButton().click();
      await expect(myOrderHeading(checkout.root)).toBeVisible();
      await expect(checkout.total()).toHaveText(/\$\d+\.\d{2}/);
    },
    trigger: async ({ checkout }) => {
      await checkout.root.getByRole('button', { name: 'Increase quantity of Margherita' }).click();
    },
    kept: async ({ checkout }) => {
      await expect(myOrderHeading(checkout.root)).toBeVisible();
      await expect(checkout.root.getByRole('group', { name: 'Quantity of Margherita' }).getByRole('status')).toHaveText('2');
    },
  },
  {
    call: 'checkout (the order)',
    url: /\/restaurants\/api\/v3\/cart\/[^/]+\/checkout(\?|$)/,
    method: 'POST',
    places: true,
    before: async ({ checkout }) => {
      await checkout.startPickupAtTrattoria();
      await checkout.addToOrder('Pizza', 'Margherita');
      await checkout.goToCheckout();
      await checkout.payWith('Pay in person');
      await checkout.enterDetails(ADA);
    },
    trigger: async ({ checkout }) => {
      await checkout.agreeAndPlaceOrder();
    },
    kept: async ({ checkout }) => {
      // Either the order went through (the confirmation) or the guest is still on the form, as typed.
      if (await checkout.checkoutHeading().isVisible()) {
        await expect(checkout.field('First name')).toHaveValue(ADA.firstName);
        await expect(checkout.field('Last name')).toHaveValue(ADA.lastName);
      } else {
        await expect(checkout.confirmation()).toBeVisible();
      }
    },
  },
];

/** Answers the call with the fault (only the first time: a retry goes through to the sandbox). */
async function inject(fault: Fault, route: Route, page: Page, context: BrowserContext, places: boolean): Promise<void> {
  const error = (status: number) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ code: status, message: 'GENERAL_ERROR' }) });
  switch (fault) {
    case '500':
      return error(500);
    case '503':
      return error(503);
    case 'invalid JSON':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [{"id": 1,' });
    case 'wrong types':
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { id: 'one', name: 42, items: 'none' } }) });
    case 'empty body':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '' });
    case 'aborted':
      // The order: the platform takes it, then the answer is lost on the way back.
      if (places) await route.fetch();
      return route.abort('connectionreset');
    case 'offline':
      // The page loader starts the start-up calls while the widget's code is still downloading; going
      // offline before that code is in would stop the widget from running at all (a different failure,
      // the host page's), so the connection drops once the element is defined.
      await page.waitForFunction(() => customElements.get('guest-ordering') !== undefined, null, { timeout: 20_000 });
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    case 'no answer':
      // Never answered (the clock is moved past the client's timeout by the test).
      return new Promise<void>(() => undefined);
  }
}

for (const row of CALLS) {
  test.describe(`fault in ${row.call}`, () => {
    for (const fault of row.faults ?? FAULTS) {
      test(`${fault}: the guest is told, nothing crashes${row.kept ? ', what they entered is kept' : ''}${row.places ? ', at most one order' : ''}`, async ({ page, context }) => {
        // Getting to the order takes a menu, a cart and a form first; the machine may be busy.
        test.setTimeout(row.places ? 90_000 : 60_000);
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        if (fault === 'no answer') await page.clock.install();
        const checkout = new CheckoutPage(page);
        const journey: Journey = { page, context, checkout };
        await row.before(journey);

        let hits = 0;
        await page.route(row.url, async (route) => {
          if ((row.method && route.request().method() !== row.method) || (hits > 0 && !row.persistent)) return route.fallback();
          hits += 1;
          await inject(fault, route, page, context, row.places === true);
        });
        await row.trigger(journey);
        await expect.poll(() => hits, { message: `the ${row.call} call was made` }).toBeGreaterThan(0);
        if (fault === 'no answer') await page.clock.fastForward(REQUEST_TIMEOUT_MS + 1000);

        // A visible message in words: an alert, an error heading, or the confirmation of a placed order.
        const root = checkout.root;
        const told = root
          .getByRole('alert')
          .or(root.getByRole('heading', { name: /couldn't load/ }))
          .or(root.getByText(/Internet connection has lost/))
          .or(checkout.confirmation())
          .first();
        await expect(told).toBeVisible({ timeout: 20_000 });
        await expect(told).toHaveText(/\w{3,}/);
        await expect(root.getByText(/^(undefined|null|NaN|\[object Object\])$/)).toHaveCount(0);
        if (fault === 'offline') await context.setOffline(false);
        await row.kept?.(journey);

        if (row.places) {
          const orders = await checkout.allOrders();
          const perCart = new Map<string, number>();
          for (const order of orders) perCart.set(order.cart_id, (perCart.get(order.cart_id) ?? 0) + 1);
          expect([...perCart.values()].every((count) => count === 1)).toBe(true);
          if (fault === 'aborted') expect(orders).toHaveLength(1);
        }
        expect(pageErrors).toEqual([]);
      });
    }
  });
}
