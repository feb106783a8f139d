import type { Locator } from '@playwright/test';
import { auditAccessibility, WCAG_TAGS } from './support/audit';
import { runAxe } from './support/axe-run';
import { expect, test } from './support/fixtures';
import { setBothClocks } from './support/clock';
import { CheckoutPage } from './support/checkout-page';
import { focusedElement } from './support/focus';
import { afterFrames, focusObscuredBy, movingElements, overflowingElements } from './support/layout-checks';
import { locationOption, OrderingWidget } from './support/ordering-widget';
import { press } from './support/press';

test('the home screen can be completed with the keyboard alone', async ({ page }) => {
  const widget = new OrderingWidget(page);
  await widget.openDemo('/');
  // The location choice: type in its search field, Arrow Down into the list, Enter chooses.
  const search = widget.root.getByRole('searchbox', { name: 'Search by name or address' });
  await search.focus();
  await page.keyboard.type('trattoria');
  await page.keyboard.press('ArrowDown');
  await expect(widget.locationChoice()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(locationOption(widget.locationChoice(), 'Trattoria Lumen')).toHaveAttribute('aria-selected', 'true');
  const start = widget.root.getByRole('button', { name: 'Start order' });
  for (let i = 0; i < 10 && !(await start.evaluate((el) => el.matches(':focus'))); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widget.menuCategories()).toBeVisible();
});

test.describe('screens', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('hotel home, location list, info and the time picker pass the strict accessibility audit @phone', async ({ page }) => {
    test.slow(); // six accessibility audits, a second or more each on a busy machine
    await setBothClocks(page, '2026-11-24T17:00:00Z'); // Tuesday noon in New York
    const widget = new OrderingWidget(page);
    await widget.openDemo('/hotel.html');
    await expect(widget.root.getByRole('button', { name: 'Continue' })).toBeVisible();
    await auditAccessibility(page, 'hotel home');

    await page.goto('/hotel.html?hotel=511');
    await expect(widget.root.getByRole('list', { name: 'Locations' })).toBeVisible();
    await auditAccessibility(page, 'locations list');
    await press(widget.root.getByRole('button', { name: /^More info about/ }).first());
    await expect(widget.root.getByRole('region', { name: 'Opening hours' }).first()).toBeVisible();
    await auditAccessibility(page, 'location info');

    // The same screens mirrored, in Hebrew.
    await page.goto('/hotel.html?hotel=511&language=he');
    await expect(widget.root.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
    await expect(widget.root.getByRole('list').first()).toBeVisible();
    await auditAccessibility(page, 'locations list, right to left');
    await press(widget.root.getByRole('list').first().getByRole('button').first());
    await expect(widget.root.getByRole('region').first()).toBeVisible();
    await auditAccessibility(page, 'location info, right to left');

    await page.goto('/');
    await widget.chooseLocation('Trattoria Lumen');
    await widget.root.getByLabel('Experience').selectOption({ label: 'Dine in' });
    await press(widget.root.getByRole('button', { name: /^Time/ }));
    await expect(widget.root.getByRole('dialog', { name: 'Choose a date and time' })).toBeVisible();
    await auditAccessibility(page, 'time picker');
  });
});

test.describe('a 320 px wide window (the width of 1280 px at 400% zoom)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the menu, my order and checkout reflow without sideways scrolling, and Tab never hides the focus under the sticky bars', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.startPickupAtTrattoria();
    await checkout.addToOrder('Pizza', 'Margherita');
    // The sticky order bar shows: "View my order" under the list.
    await expect(checkout.viewMyOrderButton()).toBeVisible();
    expect(await overflowingElements(page), 'menu at 320 px').toEqual([]);

    /** Tabs up to `count` times from where the focus is, while it stays in the widget; the focused element is never hidden. */
    const tabThrough = async (where: string, count: number) => {
      for (let i = 0; i < count; i += 1) {
        await page.keyboard.press('Tab');
        if (!(await focusedElement(page)).inWidget) break;
        await afterFrames(page);
        expect(await focusObscuredBy(page), `${where}, Tab ${i + 1}`).toBeNull();
      }
    };
    await test.step('Tab through the menu with the order bar showing', async () => {
      await checkout.menuCategories().getByRole('button').first().focus();
      await tabThrough('menu', 40);
      // And back up, past the sticky category tabs, which grow when a category with sub-categories
      // becomes the current one: the focused control is where the tabs' growth has left it.
      for (let i = 0; i < 20; i += 1) {
        await page.keyboard.press('Shift+Tab');
        await afterFrames(page);
        expect(await focusObscuredBy(page), `menu, Shift+Tab ${i + 1}`).toBeNull();
      }
    });

    await press(checkout.viewMyOrderButton());
    await expect(checkout.root.getByRole('heading', { name: 'My order' })).toBeVisible();
    expect(await overflowingElements(page), 'my order at 320 px').toEqual([]);

    await checkout.goToCheckout();
    expect(await overflowingElements(page), 'checkout at 320 px').toEqual([]);
    await test.step('Tab through checkout with its sticky footer', async () => {
      await checkout.checkoutHeading().focus();
      await tabThrough('checkout', 30);
    });

    // 200% zoom of a 1280 px window: 640 CSS px.
    await page.setViewportSize({ width: 640, height: 360 });
    expect(await overflowingElements(page), 'checkout at 640 px').toEqual([]);
  });
});

test.describe('system settings', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('reduced motion stops every animation; forced colors keep the focus outline, the current tab and the order bar visible', async ({ page }) => {
    // The locations answer waits until the loader has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/restaurants\/api\/v3\/locations(\?|$)/, async (route) => {
      await held;
      await route.fallback();
    });
    const widget = new OrderingWidget(page);
    await widget.openDemo('/');
    await expect(widget.root.getByRole('status').first()).toBeVisible();

    await test.step('the loader spins, unless the guest asked for reduced motion', async () => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      expect(await movingElements(page)).not.toEqual([]);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await movingElements(page)).toEqual([]);
    });
    release();

    await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'active' });
    await widget.startOrder('Trattoria Lumen');
    expect(await movingElements(page)).toEqual([]);
    await widget.quickAdd('Margherita');
    const tabs = widget.menuCategories();
    await test.step('keyboard focus is a real outline (forced colors drop box shadows)', async () => {
      await tabs.getByRole('button').nth(1).focus();
      await page.keyboard.press('Shift+Tab');
      const ring = await tabs
        .getByRole('button')
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, focused: element.matches(':focus-visible') };
        });
      expect(ring.focused).toBe(true);
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.color).not.toMatch(/rgba\(.*, 0\)|transparent/);
    });
    await test.step('the current category stands out from the others', async () => {
      await page.keyboard.press('Tab'); // away from the first tab: its colours are the current ones alone
      const look = (button: Locator) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.backgroundColor} ${style.color}`;
        });
      const current = tabs.locator('button[aria-current="true"]');
      await expect(current).toHaveCount(1);
      expect(await look(current)).not.toBe(await look(tabs.locator('button:not([aria-current="true"])').first()));
    });
    await test.step('the order bar and its button keep their edges', async () => {
      const button = widget.viewMyOrderButton();
      await expect(button).toBeVisible();
      const edges = await button.evaluate((element) => {
        const edge = (el: Element, side: 'Top' | 'Bottom') => {
          const style = getComputedStyle(el);
          return (
            style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
            parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
            !/rgba\(.*, 0\)|transparent/.test(style.getPropertyValue(`border-${side.toLowerCase()}-color`))
          );
        };
        const bar = element.closest('div')!;
        return { button: edge(element, 'Top') && edge(element, 'Bottom'), bar: edge(bar, 'Top') };
      });
      expect(edges).toEqual({ button: true, bar: true });
    });
  });
});

test('the strict audit finds a fault inside the widget and inside a frame of another origin it holds', async ({ page }) => {
  await page.goto('/?restaurant=2003&experience=PICKUP');
  const host = page.locator('guest-ordering');
  await expect(host.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const results = async () =>
    (await runAxe(page, { include: [['guest-ordering']] }, { runOnly: { type: 'tag', values: WCAG_TAGS } })).violations.map(
      (v) => `${v.id} ${v.nodes.map((n) => JSON.stringify(n.target)).join()}`,
    );
  expect(await results()).toEqual([]);
  // A nameless button in the shadow root; the same in a frame served from the other host name.
  await host.evaluate((element) => element.shadowRoot!.append(Object.assign(document.createElement('button'), { className: 'nameless' })));
  expect(await results()).toEqual([`button-name ${JSON.stringify([['guest-ordering', '.nameless']])}`]);
  await host.evaluate((element) => element.shadowRoot!.querySelector('.nameless')!.remove());
  const url = new URL(page.url());
  const other = `${url.protocol}//${url.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${url.port}/__audit-frame`;
  await page.route('**/__audit-frame', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Frame</title><main><button></button></main></html>' }),
  );
  await host.evaluate((element, src) => element.shadowRoot!.append(Object.assign(document.createElement('iframe'), { title: 'Card fields', src })), other);
  // Its own document, not the about:blank every frame starts with.
  await expect.poll(() => page.frames().some((frame) => frame.url() === other)).toBe(true);
  await page
    .frames()
    .find((frame) => frame.url() === other)!
    .waitForLoadState();
  // Polled: a frame that has only just loaded may not answer the audit's first call from inside it yet.
  await expect.poll(results).toEqual([`button-name ${JSON.stringify([['guest-ordering', 'iframe'], 'button'])}`]);
});
