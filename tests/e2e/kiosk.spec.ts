import { auditAccessibility, auditRightToLeft } from './support/audit';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADA, CheckoutPage } from './support/checkout-page';
import { press, pressCheck } from './support/press';

// The self-service kiosk of /kiosk.html (business 1004, device lobby-kiosk-1): a portrait touch screen
// at arm's length, paid at the kiosk's own card terminal (the sandbox's simulator), and never left
// stuck on a half-finished order.

test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true });

const DEVICE = 'lobby-kiosk-1';
/** A Margherita ($16) with roasted mushrooms ($2) and New York's sales tax. */
const TOTAL = '$19.60';

/** Every visible control a finger aims at on the kiosk (buttons, fields, options) is at least 48 px each way. */
async function expectLargeTargets(root: Locator): Promise<void> {
  const small = await root.locator('button, select, input:not([type=checkbox]):not([type=radio]), [role=option]').evaluateAll((elements) =>
    elements
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.width < 47.5 || box.height < 47.5)
      .map(({ element, box }) => `${element.getAttribute('aria-label') ?? element.textContent?.trim()} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
}

/** No text the guest reads on the kiosk is under 18 px (read standing, from arm's length). */
async function expectReadableText(root: Locator): Promise<void> {
  const small = await root.evaluate((host) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(host.shadowRoot!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.getClientRects().length === 0 || element.closest('[aria-hidden="true"]')) continue;
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      if (size < 18) found.push(`${text.slice(0, 40)} ${size}px`);
    }
    return found;
  });
  expect(small).toEqual([]);
}

/** What the sandbox's card terminal waits for (null: nothing); a request the loaded machine reset counts as nothing yet. */
async function terminalWaiting(page: Page): Promise<unknown> {
  const state = await page.request.get(`/__sandbox/terminal?device_id=${DEVICE}`).then(
    (r) => r.json() as Promise<{ waiting: unknown }>,
    () => ({ waiting: null }),
  );
  return state.waiting;
}

/** Plays the kiosk's card terminal (the sandbox's simulator) once it waits for a card. */
async function tapAtTerminal(checkout: CheckoutPage, result: 'approve' | 'decline' | 'cancel' | 'timeout'): Promise<void> {
  const { page } = checkout;
  await expect.poll(() => terminalWaiting(page), { message: 'the terminal waits for a card' }).not.toBeNull();
  const answer = await page.request.post('/__sandbox/terminal', { data: { device_id: DEVICE, result } });
  expect(answer.ok()).toBe(true);
}

test('a kiosk never told its device id takes no order and asks for staff', async ({ page }) => {
  await page.goto('/kiosk.html?nodevice=1');
  const root = page.locator('guest-ordering');
  await expect(root.getByRole('alert')).toContainText('This kiosk is not ready to take orders');
  await expect(root.getByRole('alert')).toContainText('Please ask a member of staff for help.');
  await expect(root.getByRole('navigation', { name: 'Menu categories' })).toHaveCount(0);
  await auditAccessibility(page, 'kiosk not ready');
  await auditRightToLeft(page, 'kiosk not ready', (host) => host.getByRole('alert').filter({ hasText: 'העמדה הזו אינה מוכנה לקבל הזמנות' }));
});

test('a kiosk order is paid at its own terminal: declined (said so, try again), cancelled at the terminal, then paid; one order; Done back to the menu', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const checkout = new CheckoutPage(page);
  await page.goto('/kiosk.html');
  await expect(checkout.menuCategories()).toBeVisible();
  // The logo never leaves the kiosk's start.
  await expect(checkout.root.getByRole('button', { name: /home$/ })).toHaveCount(0);
  await expectLargeTargets(checkout.root);
  await expectReadableText(checkout.root);
  await auditAccessibility(page, 'kiosk menu');
  // A Margherita with an extra: the pay screen lists it with the item.
  await press(checkout.menuCategories().getByRole('button', { name: 'Pizza', exact: true }));
  await press(checkout.root.getByRole('button', { name: 'Add Margherita', exact: true }));
  const margherita = checkout.root.getByRole('dialog', { name: 'Margherita' });
  await pressCheck(margherita.getByRole('checkbox', { name: /^Roasted mushrooms/ }));
  await expectReadableText(checkout.root);
  await press(margherita.getByRole('button', { name: /^Add to order/ }));
  await expect(margherita).toBeHidden();
  await checkout.goToCheckout();
  await expectReadableText(checkout.root);
  await expectLargeTargets(checkout.root);
  await auditAccessibility(page, 'kiosk checkout');
  await checkout.enterDetails(ADA);
  await checkout.agreeToTerms();
  // No "remember me" on a kiosk: the next guest must not get this one's details.
  await expect(checkout.root.getByRole('checkbox', { name: 'Remember me on this device' })).toHaveCount(0);
  // The e-receipt: the address is checked, then only shown back masked.
  await press(checkout.root.getByRole('button', { name: 'Email me a receipt' }));
  const receipt = checkout.root.getByRole('dialog', { name: 'Email me a receipt' });
  const send = receipt.getByRole('button', { name: 'Send my receipt here' });
  await press(send);
  await expect(receipt.getByText('Enter your email address.')).toBeVisible();
  await receipt.getByLabel('Email').fill('ada@example');
  await press(send);
  await expect(receipt.getByText('Invalid email address')).toBeVisible();
  await auditAccessibility(page, 'kiosk e-receipt');
  await auditRightToLeft(page, 'kiosk e-receipt', (host) => host.getByRole('dialog', { name: 'שלחו לי קבלה במייל' }));
  await receipt.getByLabel('Email').fill('ada.lovelace@example.com');
  await press(send);
  await expect(receipt).toBeHidden();
  await expect(checkout.root.getByText('Receipt to a**.l*******@e******.c**')).toBeVisible();
  await expect(checkout.root.getByText('ada.lovelace@example.com')).toHaveCount(0);
  const heading = (name: string) => checkout.root.getByRole('heading', { level: 1, name });
  await checkout.placeOrder();
  await expect(heading('Pay by card')).toBeVisible();
  await expect(checkout.root.getByRole('status').filter({ hasText: 'Tap, insert or swipe your card' })).toBeVisible();
  await expectLargeTargets(checkout.root);
  await auditAccessibility(page, 'kiosk pay by card');
  // The kiosk summary: the items, the subtotal and the tax of what the card pays for.
  const summary = checkout.root.getByRole('region', { name: 'Your order' });
  await expect(summary.getByRole('listitem')).toHaveText([/1 × Margherita\s*Roasted mushrooms\s*\$18\.00/]);
  await expect(summary.locator('dt')).toHaveText(['Subtotal', 'NY Sales Tax', 'Total']);
  await expect(summary.locator('dd[data-total]')).toHaveText(TOTAL);
  await expectReadableText(checkout.root);
  // Waiting at the terminal never times out, however long the guest takes.
  await page.clock.fastForward(5 * 60_000);
  await expect(checkout.root.getByRole('dialog', { name: 'Are you still there?' })).toHaveCount(0);

  // The demo page's own simulator buttons, beside the kiosk, play the card.
  await expect(page.locator('#terminal-status')).toContainText('Waiting for a card: 19.6 USD');
  await page.getByRole('button', { name: 'Tap a declined card' }).click();
  // A declined card is said as such, and each way on says what it does.
  await expect(heading('Your card was declined')).toBeVisible();
  await expect(checkout.root.getByRole('alert')).toContainText('Your bank did not accept the payment, so nothing was charged.');
  await expect(checkout.root.getByRole('button', { name: 'Try again' })).toHaveAccessibleDescription(
    'Pay this order again at the card terminal, with this card or another one.',
  );
  await expect(checkout.root.getByRole('button', { name: 'Start over' })).toHaveAccessibleDescription('Clear this order and start a new one from the menu.');
  await expect(checkout.root.getByRole('button', { name: 'Cancel', exact: true })).toHaveAccessibleDescription(
    'Go back to your order details, nothing is paid.',
  );
  await expectReadableText(checkout.root);
  await auditAccessibility(page, 'kiosk card declined');
  await auditRightToLeft(page, 'kiosk card declined', (host) => host.getByRole('heading', { level: 1, name: 'הכרטיס שלך נדחה' }));
  expect(await checkout.placedOrders()).toHaveLength(0);
  await press(checkout.root.getByRole('button', { name: 'Try again' }));
  await expect(heading('Pay by card')).toBeVisible();

  await tapAtTerminal(checkout, 'cancel');
  await expect(heading('Payment cancelled')).toBeVisible();
  await expect(checkout.root.getByRole('alert')).toContainText('No payment was made.');
  await auditAccessibility(page, 'kiosk payment cancelled');
  await auditRightToLeft(page, 'kiosk payment cancelled', (host) => host.getByRole('heading', { level: 1, name: 'התשלום בוטל' }));
  await press(checkout.root.getByRole('button', { name: 'Back to checkout' }));
  await expect(checkout.checkoutHeading()).toBeVisible();
  await expect(checkout.field('First name')).toHaveValue(ADA.firstName);

  await checkout.placeOrder();
  await tapAtTerminal(checkout, 'approve');
  const orderNumber = await checkout.confirmedOrderNumber();
  // The order is collected at the counter: its time is said as a pickup's, not under "Kiosk".
  await expect(checkout.root.getByTestId('order-facts').locator('dt').first()).toHaveText('Pickup');
  await expectReadableText(checkout.root);
  await auditAccessibility(page, 'kiosk confirmation');
  const orders = await checkout.placedOrders();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ check_number: orderNumber, payment_type: 'EMV' });
  // The kiosk's confirmation follows the order live until the guest is done: no notifications, no page to keep.
  const progress = checkout.root.getByTestId('order-progress');
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Received');
  const moved = await page.request.post(`/__sandbox/orders/${orders[0]!.id}/status`, { data: { status: 'ACCEPTED', eta_minutes: 10 } });
  expect(moved.ok()).toBe(true);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Accepted', { timeout: 2_000 });
  await expect(progress.getByRole('button')).toHaveCount(0);
  // Only the paid order's receipt was emailed.
  const invoices = (await (await page.request.get('/__sandbox/invoices')).json()) as { order_id: string; email: string }[];
  expect(invoices).toEqual([expect.objectContaining({ order_id: orders[0]!.id, email: 'ada.lovelace@example.com' })]);
  // Done leaves the kiosk on its menu, empty, for the next guest (not on a setup screen).
  await press(checkout.root.getByRole('button', { name: 'Done' }));
  await expect(checkout.menuCategories()).toBeVisible();
  await expect(checkout.root.getByRole('radio')).toHaveCount(0);
  await expect(checkout.viewMyOrderButton()).toHaveCount(0);
});

test('a kiosk order in Hebrew: right to left from the menu to the paid confirmation', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await page.goto('/kiosk.html?language=he');
  await expect(checkout.root.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
  const root = checkout.root;
  await expect(root.getByRole('navigation', { name: 'קטגוריות בתפריט' })).toBeVisible();
  await auditAccessibility(page, 'kiosk menu, right to left');
  await press(root.getByRole('navigation', { name: 'קטגוריות בתפריט' }).getByRole('button', { name: 'פיצה', exact: true }));
  await press(root.getByRole('button', { name: /^הוספה של.*מרגריטה$/ }));
  const item = root.getByRole('dialog', { name: 'מרגריטה' });
  await press(item.getByRole('button', { name: /^הוספה להזמנה/ }));
  await expect(item).toBeHidden();
  await press(root.getByRole('button', { name: /^להזמנה שלי/ }));
  await press(root.getByRole('button', { name: 'המשך לתשלום' }));
  await expect(root.getByRole('heading', { name: 'תשלום', exact: true })).toBeVisible();
  await auditAccessibility(page, 'kiosk checkout, right to left');
  await root.getByLabel(/^שם פרטי/).fill('עדה');
  await root.getByLabel(/^שם משפחה/).fill('לאבלייס');
  await root.getByLabel(/^טלפון/).fill(ADA.phone);
  await pressCheck(root.getByRole('checkbox', { name: /^אני מסכים/ }));
  await press(root.getByRole('button', { name: 'ביצוע הזמנה' }));
  await expect(root.getByRole('heading', { level: 1, name: 'תשלום בכרטיס' })).toBeVisible();
  await expect(checkout.root.getByRole('status').filter({ hasText: 'הצמידו, הכניסו או העבירו את הכרטיס' })).toBeVisible();
  await auditAccessibility(page, 'kiosk pay by card, right to left');
  // The sandbox console's simulator plays the card this time.
  const consolePage = await page.context().newPage();
  await consolePage.goto('/console.html');
  await expect.poll(() => terminalWaiting(page)).not.toBeNull();
  await consolePage.getByRole('button', { name: 'Approved card' }).click();
  await expect(consolePage.getByRole('status').filter({ hasText: `${DEVICE}: SUCCESS` })).toBeVisible();
  await consolePage.close();
  await expect(root.getByRole('status').filter({ hasText: 'מספר הזמנה' }).locator('strong')).toHaveText(/\S+/, { timeout: 15_000 });
  await auditAccessibility(page, 'kiosk confirmation, right to left');
  expect(await checkout.placedOrders()).toHaveLength(1);
});

test('the kiosk clears an order the guest gives up: cancel order asks first; start over left unanswered clears after 30 s', async ({ page }) => {
  await page.clock.install();
  const checkout = new CheckoutPage(page);
  await page.goto('/kiosk.html');
  await checkout.addToOrder('Pizza', 'Margherita');
  await checkout.goToCheckout();
  await checkout.field('First name').fill('Grace');
  await press(checkout.root.getByRole('button', { name: 'Cancel order' }));
  const cancel = checkout.root.getByRole('dialog', { name: 'Cancel your order?' });
  await expect(cancel).toContainText('Your order will be cleared for the next guest.');
  await auditAccessibility(page, 'kiosk cancel order');
  await auditRightToLeft(page, 'kiosk cancel order', (host) => host.getByRole('dialog', { name: 'לבטל את ההזמנה?' }));
  await press(cancel.getByRole('button', { name: 'Cancel', exact: true }));
  await expect(checkout.field('First name')).toHaveValue('Grace');

  await press(checkout.root.getByRole('button', { name: 'Cancel order' }));
  await press(cancel.getByRole('button', { name: 'Yes, cancel my order' }));
  await expect(checkout.menuCategories()).toBeVisible();
  await expect(checkout.viewMyOrderButton()).toHaveCount(0);

  // The start-over question, left unanswered, clears the order by itself after 30 s.
  await checkout.addToOrder('Pizza', 'Margherita');
  // (The went-wrong and cancelled-payment pages' Start over lead here.)
  await page.evaluate(() => {
    location.hash = '#go:/menu/startOver';
  });
  const startOver = checkout.root.getByRole('dialog', { name: 'Start over?' });
  await expect(startOver).toBeVisible();
  await page.clock.fastForward(29_000);
  await expect(startOver).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(startOver).toBeHidden();
  await expect(checkout.viewMyOrderButton()).toHaveCount(0);
});

test('left alone, the kiosk asks "Are you still there?": more time keeps the order, no answer clears it for the next guest', async ({ page }) => {
  await page.clock.install();
  const checkout = new CheckoutPage(page);
  await page.goto('/kiosk.html');
  await expect(checkout.menuCategories()).toBeVisible();
  await checkout.addToOrder('Pizza', 'Margherita');
  await expect(checkout.viewMyOrderButton()).toContainText('(1)');

  const idle = checkout.root.getByRole('dialog', { name: 'Are you still there?' });
  await page.clock.fastForward(59_000);
  await expect(idle).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(idle).toBeVisible();
  await expect(idle).toContainText(/Your session expires in (30|29) seconds\./);
  // Screen readers hear it through the dialog's own live region (the page behind it is inert), as it
  // opens (a second later when the machine is loaded).
  await expect(idle.locator('[data-announcer="polite"]')).toContainText(/Your session expires in (30|29) seconds\./);
  await auditAccessibility(page, 'kiosk are you still there');
  await auditRightToLeft(page, 'kiosk are you still there', (host) => host.getByRole('dialog', { name: 'את/ה עדיין כאן?' }));
  await press(idle.getByRole('button', { name: 'I need more time' }));
  await expect(idle).toBeHidden();
  await expect(checkout.viewMyOrderButton()).toContainText('(1)');

  // Asked again after another minute alone; this time nobody answers.
  await page.clock.fastForward(61_000);
  await expect(idle).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(idle).toContainText(/Your session expires in (20|19) seconds\./);
  await page.clock.fastForward(21_000);
  await expect(idle).toBeHidden();
  await expect(checkout.menuCategories()).toBeVisible();
  await expect(checkout.viewMyOrderButton()).toHaveCount(0);

  // The next guest walks away too, and the one after them presses Start over on the warning.
  await checkout.addToOrder('Pizza', 'Margherita');
  await page.clock.fastForward(61_000);
  await press(idle.getByRole('button', { name: 'Start over' }));
  await expect(idle).toBeHidden();
  await expect(checkout.viewMyOrderButton()).toHaveCount(0);
});

// The same kiosk page on a smaller portrait screen (810 px wide) and on a landscape one (1280 px wide).
for (const viewport of [
  { width: 810, height: 1080 },
  { width: 1280, height: 800 },
]) {
  test.describe(`a kiosk screen of ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true });

    test('every category tab is whole and in sight (none behind an edge), and the last one is a tap away', async ({ page }) => {
      const checkout = new CheckoutPage(page);
      await page.goto('/kiosk.html');
      const nav = checkout.menuCategories();
      await expect(nav).toBeVisible();
      const tabs = await nav.evaluate((element) => {
        const top = [...element.querySelectorAll<HTMLElement>('[data-strip="top"] > button, :scope > ul > li > button')];
        return top.map((button) => {
          const box = button.getBoundingClientRect();
          const row = (button.closest('[data-strip]') ?? button.closest('ul'))!.getBoundingClientRect();
          return {
            name: button.textContent,
            whole: button.scrollWidth <= button.clientWidth + 1,
            inSight: box.left >= row.left - 1 && box.right <= row.right + 1 && box.width > 0,
          };
        });
      });
      expect(tabs.map((tab) => tab.name)).toEqual(['Antipasti', 'Pizza', 'Pasta', 'Secondi', 'Insalate', 'Dolci', 'Drinks', 'Cocktails']);
      for (const tab of tabs) expect(tab, tab.name ?? '').toMatchObject({ whole: true, inSight: true });
      await press(nav.getByRole('button', { name: 'Cocktails', exact: true }));
      await expect(checkout.root.getByRole('heading', { name: /^Cocktails/ })).toBeInViewport();
      // The keyboard reaches it too.
      const cocktails = nav.getByRole('button', { name: 'Cocktails', exact: true });
      await nav.getByRole('button', { name: 'Dolci', exact: true }).focus();
      for (let i = 0; i < 3 && !(await cocktails.evaluate((button) => button.matches(':focus'))); i += 1) await page.keyboard.press('Tab');
      await expect(cocktails).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(checkout.root.getByRole('heading', { name: /^Cocktails/ })).toBeInViewport();
    });
  });
}
