import { auditAccessibility } from './audit';
import { expect, type FrameLocator, type Locator, type Page, type Request } from '@playwright/test';
import { pressAdd } from './item-add';
import { press, pressCheck } from './press';

/**
 * Checkout page object: the steps a guest takes from the menu to the confirmation (
 * 4.4, 5.1), named the way a guest would say them ("pay by card", "charge it to my room", "add a
 * coupon"), plus the sandbox hooks the tests read and provoke with (`GET /__sandbox/orders`,
 * `POST /__sandbox/fail-next`, `POST /__sandbox/stock`). Locators pierce the open shadow root; the card
 * fields and the 3-D Secure page are cross-origin frames reached with `frameLocator`.
 *
 * Ids and behaviour come from /work/brief/wave4.md "Sandbox behaviour" (demo/README.md once landed).
 */

/** Test cards the sandbox's card-fields frame knows. */
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
  challengeThen4236: '4000 0000 0000 4236',
  /** Fails the card frame's checksum: the frame refuses the number. */
  invalidNumber: '4242 4242 4242 4241',
} as const;

/** Demo reservations of the sandbox (room validation). */
export const ROOMS = {
  oneGuest: { room: '101', lastName: 'Smith', token: 'RT-101-SMITH' },
  twoGuests: { room: '202', lastName: 'Cohen', tokens: { Dana: 'RT-202-DANA', Avi: 'RT-202-AVI' } },
  noPost: { room: '303', lastName: 'Levi' },
} as const;

/** The device id of the hotel's front-desk screen: a staff device, with a card terminal by it. */
export const STAFF_DEVICE = 'FRONT-DESK-1';

/** Tuesday 24 Nov 2026, noon in New York: lunch at Trattoria's dine-in, and in-room dining, are open. */
export const TUESDAY_NOON_NY = '2026-11-24T17:00:00Z';

/** A guest's details as typed into the checkout form. */
export interface Guest {
  firstName: string;
  lastName: string;
  phone: string;
  email?: string;
}

export const ADA: Guest = { firstName: 'Ada', lastName: 'Lovelace', phone: '2125550143' };

/** One payment of an order as `GET /__sandbox/orders` lists it (SANDBOX5: "orders with payments"). */
export interface SandboxPayment {
  id: string;
  type?: string;
  status: string;
  amount?: number;
  room_charge_token?: string | null;
  [key: string]: unknown;
}

/** An order as `GET /__sandbox/orders` lists it (demo/sandbox/store.ts `SandboxOrder` + payments). */
export interface PlacedSandboxOrder {
  id: string;
  check_number: string;
  confirmation_number: string;
  cart_id: string;
  experience_id: number;
  payment_type: string;
  payments?: SandboxPayment[];
  status: string;
  tip: { amount: number; type: 'FIXED' | 'PERCENTAGE' } | null;
  summary: { subtotal: number; tip: number; discount: number; total: number };
  details: { first_name: string; last_name: string; phone: string | null; room_number?: string | null; table_number?: string | null };
  items: { pui: string; quantity: number; name?: string; comment?: string }[];
  /** The signed-in user who placed it (the checkout's bearer token); null for nobody. */
  user_id: string | null;
  /** The guest's comment on the order ('' when none). */
  comment: string;
  /** Deliver to the room or pick up, where the experience offers the choice. */
  delivery_method: 'ROOM' | 'PICK_UP' | null;
}

/** A payment status meaning the money was taken (the sandbox's wording may be OK or SUCCESS). */
export const PAID = /^(OK|SUCCESS|PAID|CAPTURED)$/;

/** Order statuses that mean the checkout was withdrawn (DELETE /cart/{id}/checkout) rather than placed. */
const WITHDRAWN = /CANCEL|WITHDRAWN|DELETED|VOID/i;

/** A checkout POST the widget sent: the cart id in its path and its JSON body. */
export interface CheckoutPost {
  cartId: string;
  body: {
    payment?: { type: string; payment_method_id?: string | null; room_charge_token?: string | null; validation?: string | null };
    tip?: { amount: number; type: string } | null;
    details?: Record<string, unknown>;
  };
}

export class CheckoutPage {
  readonly root: Locator;
  /** Every checkout POST the page sent, in order (recorded once `recordCheckoutPosts` ran). */
  readonly checkoutPosts: CheckoutPost[] = [];

  constructor(readonly page: Page) {
    this.root = page.locator('guest-ordering');
  }

  // ---- getting to the checkout --------------------------------------------------------------

  /** Trattoria Lumen pickup (3004): ASAP only, 24 h, so no clock to set. Card, cash or pay in person. */
  async startPickupAtTrattoria(): Promise<void> {
    await this.page.goto('/?restaurant=2003&experience=PICKUP');
    await expect(this.menuCategories()).toBeVisible();
  }

  /** Trattoria Lumen dine-in (3005) at Tuesday lunch: table number, guest count, pay in person only. */
  async startDineInAtTrattoria(): Promise<void> {
    await this.setClocks(TUESDAY_NOON_NY);
    await this.page.goto('/?restaurant=2003&experience=DINE_IN');
    await expect(this.menuCategories()).toBeVisible();
  }

  /**
   * Azure Bay in-room dining (hotel 1002, 3101) at Tuesday noon: charge to room and card; on a staff
   * device (`staffDevice`, the front desk's screen named by its device id) the card terminal too.
   */
  async startInRoomDining(options: { staffDevice?: boolean } = {}): Promise<void> {
    await this.setClocks(TUESDAY_NOON_NY);
    const device = options.staffDevice ? `&deviceId=${STAFF_DEVICE}` : '';
    await this.page.goto(`/hotel.html?hotel=511&restaurant=2101&experience=IN_ROOM_DINING${device}`);
    await expect(this.menuCategories()).toBeVisible();
  }

  /**
   * Plays the staff device's card terminal (the sandbox's simulator) once it waits for a card:
   * `approve` pays, `cancel` is the guest cancelling at the terminal (6207, nothing charged).
   */
  async playTerminal(result: 'approve' | 'cancel'): Promise<void> {
    await expect
      .poll(
        async () =>
          (
            await this.page.request.get(`/__sandbox/terminal?device_id=${STAFF_DEVICE}`).then(
              (r) => r.json(),
              () => ({ waiting: null }),
            )
          ).waiting,
      )
      .not.toBeNull();
    const response = await this.page.request.post('/__sandbox/terminal', { data: { device_id: STAFF_DEVICE, result } });
    expect(response.ok()).toBe(true);
  }

  /** Sandbox and browser agree on now (slot confirmation compares the two). */
  async setClocks(iso: string): Promise<void> {
    const response = await this.page.request.post('/__sandbox/clock', { data: { now: iso, advancing: true } });
    expect(response.ok()).toBe(true);
    await this.page.clock.install({ time: new Date(iso) });
  }

  menuCategories(): Locator {
    return this.root.getByRole('navigation', { name: 'Menu categories' });
  }

  /** Adds one of an item from its category, with the default choices when its detail opens. */
  async addToOrder(category: string, itemName: string): Promise<void> {
    await press(this.menuCategories().getByRole('button', { name: category, exact: true }));
    const dialog = this.root.getByRole('dialog', { name: itemName, exact: true });
    if (await pressAdd(this.root.getByRole('button', { name: `Add ${itemName}`, exact: true }), dialog, this.viewMyOrderButton())) {
      await press(dialog.getByRole('button', { name: /^Add to order/ }));
      await expect(dialog).toBeHidden();
      // The address follows the route once the tap's frame is on screen: a reload (or a look at the
      // address) right after this must find the menu again, not the item just closed.
      await expect.poll(() => new URL(this.page.url()).hash).not.toMatch(/:\/menu\/\d/);
    }
    await expect(this.viewMyOrderButton()).toBeVisible();
  }

  viewMyOrderButton(): Locator {
    return this.root.getByRole('button', { name: /View my order/ });
  }

  /** My order, then "Proceed to checkout"; waits for the platform's calculated total. */
  async goToCheckout(): Promise<void> {
    if (!(await this.checkoutHeading().isVisible())) {
      if (!(await this.root.getByRole('heading', { name: 'My order', level: 1 }).isVisible())) await press(this.viewMyOrderButton());
      // Tap once My order has its total, as a guest does: the summary growing when the totals arrive
      // moves the button under a tap aimed a moment earlier.
      await expect(this.total()).toHaveText(/\d/);
      await press(this.root.getByRole('button', { name: 'Proceed to checkout' }));
    }
    await expect(this.checkoutHeading()).toBeVisible();
    await expect(this.total()).toHaveText(/\$\d+\.\d{2}/);
  }

  checkoutHeading(): Locator {
    return this.root.getByRole('heading', { name: 'Checkout' });
  }

  // ---- the form -----------------------------------------------------------------------------

  field(label: string): Locator {
    return this.root.getByLabel(new RegExp(`^${label}`));
  }

  async enterDetails(guest: Guest): Promise<void> {
    await this.field('First name').fill(guest.firstName);
    await this.field('Last name').fill(guest.lastName);
    await this.field('Phone').fill(guest.phone);
    if (guest.email !== undefined) await this.field('Email').fill(guest.email);
  }

  async agreeToTerms(): Promise<void> {
    await pressCheck(this.root.getByRole('checkbox', { name: /I agree to the terms and privacy policy/ }));
  }

  paymentSection(): Locator {
    return this.root.getByRole('region', { name: 'Payment method' });
  }

  currentPayment(): Locator {
    return this.paymentSection().getByTestId('payment-current');
  }

  /** Picks "Credit card", "Cash", "Pay in person", "Charge to room" or "Card terminal". */
  async payWith(method: string): Promise<void> {
    if ((await this.currentPayment().innerText()).trim() === method) return;
    await press(this.paymentSection().getByRole('button', { name: 'Change payment method' }));
    const dialog = this.root.getByRole('dialog', { name: 'Choose payment method' });
    await press(dialog.getByRole('button', { name: method, exact: true }));
    await expect(dialog).toBeHidden();
    await expect(this.currentPayment()).toHaveText(method);
  }

  /** "Deliver to room" or "Pickup" (experiences that offer both). */
  async deliver(option: 'Deliver to room' | 'Pickup'): Promise<void> {
    const radio = this.root.getByRole('group', { name: 'Delivery' }).getByRole('radio', { name: option });
    await pressCheck(radio);
    await expect(radio).toBeChecked();
  }

  tipGroup(): Locator {
    return this.root.getByRole('group', { name: 'Tip' });
  }

  /** "10%", "15%", "20%" or "No tip". */
  async tip(choice: string): Promise<void> {
    const button = this.tipGroup().getByRole('button', { name: choice, exact: true });
    await press(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  /** Custom: the custom tip popup, an amount typed as a guest would ("3.50"), Apply. */
  async customTip(amount: string): Promise<void> {
    await press(this.tipGroup().getByRole('button', { name: 'Custom', exact: true }));
    const popup = this.root.getByRole('dialog', { name: 'Custom tip' });
    await popup.getByLabel(/^Tip amount/).pressSequentially(amount);
    await press(popup.getByRole('button', { name: 'Apply' }));
    await expect(popup).toBeHidden();
  }

  tipAmount(): Locator {
    return this.tipGroup().getByText(/^Tip amount:/);
  }

  couponDialog(): Locator {
    return this.root.getByRole('dialog', { name: 'Coupon' });
  }

  /** "Add coupon" (or "Change coupon"), types the code and applies it; returns the coupon modal. */
  async enterCoupon(code: string): Promise<Locator> {
    await press(this.root.getByRole('button', { name: /^(Add|Change) coupon$/ }));
    const dialog = this.couponDialog();
    await dialog.getByLabel(/^Coupon code/).fill(code);
    await press(dialog.getByRole('button', { name: 'Apply' }));
    return dialog;
  }

  summary(): Locator {
    return this.root.getByRole('region', { name: 'Order summary' });
  }

  total(): Locator {
    return this.summary().locator('dt:text-is("Total") + dd');
  }

  summaryLine(name: string | RegExp): Locator {
    return this.summary().locator('dt').filter({ hasText: name });
  }

  placeOrderButton(): Locator {
    return this.root.getByRole('button', { name: 'Place order' });
  }

  async placeOrder(): Promise<void> {
    await press(this.placeOrderButton());
  }

  /** Agrees to the terms and places the order (card payments then open the wallet modal). */
  async agreeAndPlaceOrder(): Promise<void> {
    await this.agreeToTerms();
    await this.placeOrder();
  }

  /** The inline error under the form, or the wallet modal's. */
  checkoutError(): Locator {
    return this.root.getByRole('alert');
  }

  // ---- card wallet (cross-origin iframe) ----------------------------------------------------

  walletDialog(): Locator {
    return this.root.getByRole('dialog', { name: 'Pay by card' });
  }

  cardFields(): FrameLocator {
    return this.walletDialog().frameLocator('iframe');
  }

  /** A Margherita to pick up at Trattoria Lumen, Ada's details, the terms, and on to the card dialog. */
  async openCardDialogAtTrattoria(): Promise<void> {
    await this.startPickupAtTrattoria();
    await this.addToOrder('Pizza', 'Margherita');
    await this.goToCheckout();
    await this.enterDetails(ADA);
    await this.agreeAndPlaceOrder();
    await expect(this.walletDialog()).toBeVisible();
  }

  /** Types a card into the wallet's own fields (never our DOM) and presses "Pay $x". */
  async payByCard(cardNumber: string): Promise<void> {
    await expect(this.walletDialog()).toBeVisible();
    const frame = this.cardFields();
    await frame.getByLabel(/card number/i).fill(cardNumber);
    await frame.getByLabel(/expir|MM ?\/ ?YY/i).fill('12/34');
    await frame.getByLabel(/cvc|cvv|security code/i).fill('123');
    await press(this.walletDialog().getByRole('button', { name: /^Pay / }));
  }

  // ---- 3-D Secure ---------------------------------------------------------------------------

  challengeDialog(): Locator {
    return this.root.getByRole('dialog', { name: 'Confirm your card payment' });
  }

  bankPage(): FrameLocator {
    return this.challengeDialog().frameLocator('iframe[title="Card authentication"]');
  }

  async completeAuthentication(): Promise<void> {
    await press(this.bankPage().getByRole('button', { name: 'Complete authentication' }));
  }

  async failAuthentication(): Promise<void> {
    await press(this.bankPage().getByRole('button', { name: 'Fail authentication' }));
  }

  /**
   * The bank's page gives up for the guest (a bank whose page has a cancel of its own): the sandbox's
   * bank page has none, the widget's "Cancel payment" being the one way out, so this answers the
   * challenge as that bank would, through the sandbox bank's own endpoint.
   */
  async cancelAtBank(): Promise<void> {
    const src = await this.challengeDialog().locator('iframe[title="Card authentication"]').getAttribute('src');
    const url = new URL(src!, this.page.url());
    const response = await this.page.request.post(new URL('/__sandbox/wallet/challenge', url).href, {
      data: { order: url.searchParams.get('order'), payment: url.searchParams.get('payment'), result: 'cancel' },
    });
    expect(response.ok()).toBe(true);
  }

  async cancelPayment(): Promise<void> {
    await press(this.challengeDialog().getByRole('button', { name: 'Cancel payment' }));
    await expect(this.challengeDialog()).toBeHidden();
  }

  // ---- room charge --------------------------------------------------------------------------

  guestChoiceDialog(): Locator {
    return this.root.getByRole('dialog', { name: 'Who is ordering?' });
  }

  async chargeToRoom(room: string): Promise<void> {
    await this.payWith('Charge to room');
    await this.field('Room number').fill(room);
  }

  // ---- confirmation -------------------------------------------------------------------------

  confirmation(): Locator {
    return this.root.getByRole('status').filter({ hasText: 'Order number' });
  }

  orderNumber(): Locator {
    return this.confirmation().locator('strong');
  }

  /** The confirmation's fact named `term` ("Payment", "Location", "Room", "Table", or the experience's name). */
  confirmationFact(term: string): Locator {
    return this.root.getByTestId('order-facts').locator(`dt:text-is("${term}") + dd`);
  }

  /** Waits for the confirmation and returns the order number it shows. */
  async confirmedOrderNumber(): Promise<string> {
    await expect(this.orderNumber()).toBeVisible({ timeout: 15_000 });
    return (await this.orderNumber().innerText()).trim();
  }

  // ---- sandbox ------------------------------------------------------------------------------

  /** Every order the sandbox holds, withdrawn checkouts included. */
  async allOrders(): Promise<PlacedSandboxOrder[]> {
    const response = await this.page.request.get('/__sandbox/orders');
    expect(response.ok()).toBe(true);
    const body = await response.json();
    return Array.isArray(body) ? body : body.orders;
  }

  /** The orders that stand: withdrawn checkouts (DELETE /cart/{id}/checkout) left out. */
  async placedOrders(): Promise<PlacedSandboxOrder[]> {
    return (await this.allOrders()).filter((order) => !WITHDRAWN.test(order.status ?? ''));
  }

  /** Makes the next such platform call fail with this body (one shot; SANDBOX5 `fail-next`). */
  async failNext(
    call: 'cart' | 'checkout' | 'room' | 'transaction',
    code: number,
    message: string,
    itemsNotInStock?: unknown[],
    status?: number,
  ): Promise<void> {
    const data: Record<string, unknown> = { call, code, message };
    if (itemsNotInStock) data.items_not_in_stock = itemsNotInStock;
    if (status !== undefined) data.status = status;
    const response = await this.page.request.post('/__sandbox/fail-next', { data });
    expect(response.ok()).toBe(true);
  }

  async setStock(pui: string, inStock: boolean): Promise<void> {
    const response = await this.page.request.post('/__sandbox/stock', { data: { pui, in_stock: inStock } });
    expect(response.ok()).toBe(true);
  }

  /** Starts recording the checkout POSTs (cart id and body) the page sends. */
  recordCheckoutPosts(): void {
    this.page.on('request', (request: Request) => {
      const post = parseCheckoutPost(request);
      if (post) this.checkoutPosts.push(post);
    });
  }

  /** Waits for the next checkout POST. */
  async nextCheckoutPost(action: () => Promise<void>): Promise<CheckoutPost> {
    const [request] = await Promise.all([this.page.waitForRequest((r) => parseCheckoutPost(r) !== null), action()]);
    return parseCheckoutPost(request)!;
  }

  /** The strict accessibility audit ({@link auditAccessibility}) of the screen the checkout shows. */
  async audit(screen = 'checkout'): Promise<void> {
    await auditAccessibility(this.page, screen);
  }
}

/** POST /restaurants/api/v3/cart/{id}/checkout, or null for any other request. */
export function parseCheckoutPost(request: Request): CheckoutPost | null {
  if (request.method() !== 'POST') return null;
  const match = /\/cart\/([^/]+)\/checkout$/.exec(new URL(request.url()).pathname);
  if (!match) return null;
  let body: CheckoutPost['body'] = {};
  try {
    body = (request.postDataJSON() as CheckoutPost['body']) ?? {};
  } catch {
    body = {};
  }
  return { cartId: decodeURIComponent(match[1]!), body };
}
