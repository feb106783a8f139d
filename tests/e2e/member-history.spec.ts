import { auditAccessibility } from './support/audit';
import type { Page } from '@playwright/test';
import { expect, hostEvents, recordHostEvents, test } from './support/fixtures';
import { CheckoutPage } from './support/checkout-page';
import { press } from './support/press';

// The profile menu and the order history of a member: Ava (the demo member, phone 212 555 0177) has
// 32 closed orders at the members-only business (1003, demo/public/members.html), every other one
// paid by card; a receipt emailed lands in the sandbox's outbox (GET /__sandbox/invoices).

const MEMBERS_PAGE = '/members.html?restaurant=2201&experience=PICKUP';

async function avaInvoices(page: Page): Promise<{ order_id: string }[]> {
  const invoices = (await (await page.request.get('/__sandbox/invoices')).json()) as { order_id: string; email: string }[];
  return invoices.filter((invoice) => invoice.email === 'ava.levi@example.com');
}

test('Ava signs in from the profile button, reads her history, emails a receipt, edits her profile, pays with a saved card and logs out after confirming @phone', async ({
  page,
}, testInfo) => {
  test.slow();
  await recordHostEvents(page);
  const root = page.locator('guest-ordering');
  await page.goto(MEMBERS_PAGE);
  await expect(root.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  // The club shows its privacy policy but no terms of use (`showTerms: false`), though it has a terms page.
  const footer = root.locator('[data-go-frame="footer"]');
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expect(footer.getByText('Terms of use')).toHaveCount(0);

  // Nobody signed in: the profile button opens the registration.
  await press(root.getByRole('button', { name: 'Sign in or register' }));
  const phoneStep = root.getByRole('dialog', { name: 'Sign in or register' });
  await expect(phoneStep).toBeVisible();
  await auditAccessibility(page, 'sign in');
  await phoneStep.getByLabel('Phone').fill('2125550177');
  await press(phoneStep.getByRole('button', { name: 'Send code' }));
  const codeStep = root.getByRole('dialog', { name: 'Verification code' });
  await expect(codeStep).toBeVisible();
  const [sms] = (await (await page.request.get('/__sandbox/sms')).json()) as { code: string }[];
  await codeStep.getByRole('textbox', { name: 'Verification code' }).fill(sms!.code);
  await press(codeStep.getByRole('button', { name: 'Verify' }));
  await expect(codeStep).toBeHidden();

  // A member gets the profile menu: a dropdown in a wide widget, a side sheet on a phone.
  const profile = root.getByRole('button', { name: 'Profile of Ava Levi' });
  await press(profile);
  await expect(profile).toHaveAttribute('aria-expanded', 'true');
  const phone = testInfo.project.name === 'phone';
  const menu = phone ? root.getByRole('dialog', { name: 'Ava Levi' }) : root.getByRole('navigation', { name: 'Profile menu' });
  await expect(menu).toBeVisible();
  await auditAccessibility(page, 'profile menu');
  await press(menu.getByRole('button', { name: 'Order history' }));
  // The path changed: the menu closed.
  await expect(menu).toBeHidden();

  await expect(root.getByRole('heading', { name: 'Order history' })).toBeVisible();
  const orders = root.getByRole('list', { name: 'Past orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(30);
  await press(root.getByRole('button', { name: 'Show more orders' }));
  await expect(orders).toHaveCount(32);
  await expect(root.getByRole('button', { name: 'Show more orders' })).toBeHidden();
  // Each row reads as the history's columns: location and price, date, payment (a card by its issuer)
  // and the name ordered under.
  await expect(orders.first().getByRole('button')).toHaveAccessibleName(/^Lumen Members Lounge \$35\.\d\d .+ Visa Ava Levi$/);
  await expect(orders.nth(1)).toContainText('Pay in person');
  await auditAccessibility(page, 'order history');

  // The second newest was paid in person: no receipt to email.
  await press(orders.nth(1).getByRole('button'));
  await expect(root.getByRole('heading', { name: /^Order / })).toBeVisible();
  await expect(root.getByRole('list', { name: 'Items' })).toContainText('Pizza Margherita');
  await expect(root.getByRole('button', { name: 'Email me a receipt' })).toHaveCount(0);
  // Paid in person, not through the ordering: its total is not "paid", and the payment is named.
  await expect(root.getByText('Total paid')).toHaveCount(0);
  await expect(root.getByText('Total', { exact: true })).toBeVisible();
  await expect(root.getByText('Pay in person', { exact: true })).toBeVisible();
  await auditAccessibility(page, 'past order');
  await press(root.getByRole('button', { name: 'Back to order history' }));

  // The newest was paid by card: its receipt is emailed and recorded by the sandbox.
  const before = (await avaInvoices(page)).length;
  await press(orders.first().getByRole('button'));
  await expect(root.getByText('Total paid', { exact: true })).toBeVisible();
  // Read like the receipt: the order's status, each payment and what it came to, the item's modifier,
  // the service charge, the tip and the discount the platform recorded.
  const facts = root.getByTestId('past-order-facts');
  const fact = (term: string) => facts.locator(`dt:text-is("${term}") + dd`);
  await expect(fact('Status')).toHaveText('Completed');
  await expect(fact('Payment')).toHaveText('Visa · Paid');
  await expect(fact('Location')).toHaveText('Lumen Members Lounge');
  await expect(root.getByRole('list', { name: 'Items' }).getByRole('listitem').first()).toContainText(/Pizza Margherita\s*Add burrata \$4\.00/);
  for (const [line, amount] of [
    ['Service charge', '$1.45'],
    ['Tip', '$4.35'],
    ['Discount', '-$2.00'],
  ]) {
    const term = root.locator('dt').filter({ hasText: new RegExp(`^${line}$`) });
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(amount!);
  }
  await press(root.getByRole('button', { name: 'Email me a receipt' }));
  await expect(root.getByText('The receipt was sent to your email.')).toBeVisible();
  await expect.poll(async () => (await avaInvoices(page)).length).toBe(before + 1);

  // The menu, by the member's name as it stands (a side sheet on a phone is named after the member).
  const menuOf = (name: string) => (phone ? root.getByRole('dialog', { name }) : root.getByRole('navigation', { name: 'Profile menu' }));

  await test.step('edit profile: refusals in place, the phone read-only, the save reaches the platform, and the deletion text', async () => {
    await press(profile);
    await press(menu.getByRole('button', { name: 'Edit profile' }));
    await expect(root.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
    const firstName = root.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveValue('Ava');
    await expect(root.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('readonly', '');
    await expect(root.getByRole('textbox', { name: 'Phone' })).toHaveValue('2125550177');
    // A name keeps letters and spaces as it is typed: the digit never shows.
    await firstName.fill('');
    await firstName.pressSequentially('Ava2');
    await expect(firstName).toHaveValue('Ava');
    const lastName = root.getByRole('textbox', { name: 'Last name' });
    await lastName.fill('');
    await root.getByRole('textbox', { name: 'Email' }).fill('ava@example');
    await press(root.getByRole('button', { name: 'Save changes' }));
    await expect(root.getByText('Last Name is required field')).toBeVisible();
    await expect(root.getByText('Invalid email')).toBeVisible();
    await auditAccessibility(page, 'edit profile with refusals');
    // The form keeps what was typed.
    await expect(firstName).toHaveValue('Ava');
    await firstName.fill('Ava Rose');
    await lastName.fill('Levi');
    await root.getByRole('textbox', { name: 'Email' }).fill('ava.rose@example.com');
    await root.getByLabel('Day').selectOption('02');
    await root.getByLabel('Month').selectOption('05');
    await root.getByLabel('Year').selectOption('1991');
    await press(root.getByRole('radio', { name: 'Yes, send me offers' }));
    await press(root.getByRole('button', { name: 'Save changes' }));
    await expect(root.getByText('Your profile was saved.')).toBeVisible();
    const users = (await (await page.request.get('/__sandbox/users')).json()) as { id: string; metadata: Record<string, string> }[];
    expect(users.find((user) => user.id === 'usr_member_ava')?.metadata).toMatchObject({
      firstName: 'Ava Rose',
      lastName: 'Levi',
      email: 'ava.rose@example.com',
      birth_date: '1991-05-02',
      optin_marketing: '1',
      phone: '2125550177',
    });
    await expect(root.getByRole('button', { name: 'Profile of Ava Rose Levi' })).toBeVisible();
    // How to delete the account: the business's rich text, its link opening apart from the host page.
    const deletion = root.getByRole('region', { name: 'Delete your account' });
    await expect(deletion).toContainText('privacy@example.com');
    const link = deletion.getByRole('link', { name: 'privacy policy' });
    await expect(link).toHaveAttribute('href', 'https://example.com/privacy#delete-account');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  const renamed = root.getByRole('button', { name: 'Profile of Ava Rose Levi' });
  await test.step('payment methods lists her saved cards', async () => {
    await press(renamed);
    await press(menuOf('Ava Rose Levi').getByRole('button', { name: 'Payment methods' }));
    await expect(root.getByRole('heading', { name: 'Payment methods' })).toBeVisible();
    await expect(root.getByRole('list', { name: 'Saved cards' }).getByRole('listitem')).toHaveText([/Visa\s*Ending in 4242/, /Mastercard\s*Ending in 4444/]);
    await auditAccessibility(page, 'payment methods');
  });

  await test.step('a saved card pays at checkout through the wallet flow', async () => {
    const checkout = new CheckoutPage(page);
    await press(root.getByRole('button', { name: 'Back to the menu' }));
    await checkout.addToOrder('Pizza', 'Margherita');
    await checkout.goToCheckout();
    await expect(checkout.field('First name')).toHaveValue('Ava Rose');
    // The agreement links the privacy policy only: the terms are not shown by this business.
    const agreement = checkout.root.getByText(/^I agree to the terms and privacy policy/);
    await expect(agreement.getByRole('link')).toHaveText(['privacy policy']);
    await checkout.payWith('Credit card');
    await checkout.agreeAndPlaceOrder();
    const wallet = checkout.walletDialog();
    await press(wallet.getByRole('radio', { name: 'Mastercard ending in 4444' }));
    await auditAccessibility(page, 'saved cards at checkout');
    // A saved card needs no card fields.
    await expect(wallet.locator('iframe')).toHaveCount(0);
    await press(wallet.getByRole('button', { name: /^Pay / }));
    await checkout.confirmedOrderNumber();
    await expect(checkout.confirmationFact('Payment')).toHaveText('Mastercard ••4444');
    // This pickup does not display order times (`display_order_time` false): the confirmation states none.
    await expect(checkout.confirmationFact('Order type')).toHaveText('Pickup');
    await expect(checkout.root.getByTestId('order-facts').locator('dt:text-is("Pickup")')).toHaveCount(0);
    const [order] = await checkout.placedOrders();
    expect(order).toMatchObject({ user_id: 'usr_member_ava', payment_type: 'WALLET' });
    expect(order!.payments?.[0]).toMatchObject({ payment_method_id: 'pm_ava_mastercard', status: 'OK' });
    await press(root.getByRole('button', { name: 'Done' }));
    // Done keeps a member signed in: back on the menu, the profile button is hers.
    await page.goto(MEMBERS_PAGE);
    await expect(renamed).toBeVisible();
  });

  await test.step('her history opens the order she just placed on its own page, where it is followed live', async () => {
    const [order] = await new CheckoutPage(page).placedOrders();
    await press(renamed);
    await press(menuOf('Ava Rose Levi').getByRole('button', { name: 'Order history' }));
    await press(root.getByRole('list', { name: 'Past orders' }).getByRole('listitem').first().getByRole('button'));
    await expect(root.getByRole('heading', { level: 1, name: `Order ${order!.check_number}` })).toBeVisible();
    const progress = root.getByTestId('order-progress');
    await expect(progress.locator('[aria-current="step"]')).toHaveText('Received');
    const moved = await page.request.post(`/__sandbox/orders/${order!.id}/status`, { data: { status: 'ACCEPTED', eta_minutes: 15 } });
    expect(moved.ok()).toBe(true);
    await expect(progress.locator('[aria-current="step"]')).toHaveText('Accepted', { timeout: 2_000 });
    await auditAccessibility(page, "a member's recent order");
    await press(root.getByRole('button', { name: 'Order details' }));
    // The past order's page, the same number as its heading.
    await expect(page).toHaveURL(new RegExp(`#go:/history/${order!.id}`));
    await expect(root.getByRole('heading', { level: 1, name: `Order ${order!.check_number}` })).toBeVisible();
    await expect(root.getByTestId('order-progress')).toHaveCount(0);
  });

  // Log out asks first; Cancel keeps the member signed in, Log out ends the session.
  await press(renamed);
  await press(menuOf('Ava Rose Levi').getByRole('button', { name: 'Log out' }));
  const confirm = root.getByRole('dialog', { name: 'Log out?' });
  await expect(confirm).toBeVisible();
  await auditAccessibility(page, 'log out confirmation');
  await press(confirm.getByRole('button', { name: 'Cancel' }));
  await expect(confirm).toBeHidden();
  await expect(renamed).toBeVisible();
  await press(renamed);
  await press(menuOf('Ava Rose Levi').getByRole('button', { name: 'Log out' }));
  await press(confirm.getByRole('button', { name: 'Log out' }));
  await expect(root.getByRole('button', { name: 'Sign in or register' })).toBeVisible();
  const logouts = (await hostEvents(page)).filter((event) => event.type === 'logout').map((event) => event.detail);
  expect(logouts).toEqual([{ reason: 'member' }]);
});

test('in Hebrew the member screens read right to left, pass axe and are reached with the keyboard alone @phone', async ({ page }) => {
  const root = page.locator('guest-ordering');
  await page.goto(`${MEMBERS_PAGE}&language=he`);
  await expect(root.getByRole('navigation', { name: 'קטגוריות בתפריט' })).toBeVisible();
  await expect(root.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
  // The host signs Ava in (the JS API); the header's profile button becomes hers.
  await root.evaluate((element) =>
    (element as HTMLElement & { signIn(tokens: unknown): void }).signIn({
      accessToken: 'demo-member-ava',
      refreshToken: 'demo-member-ava-refresh',
    }),
  );
  const profile = root.getByRole('button', { name: 'הפרופיל של Ava Levi' });
  await expect(profile).toBeVisible();

  /** Opens the profile menu from the keyboard and follows its entry `entry` (Tab from the button, Enter). */
  const viaMenu = async (entry: string) => {
    await profile.focus();
    await page.keyboard.press('Enter');
    const item = root.getByRole('navigation', { name: 'תפריט פרופיל' }).getByRole('button', { name: entry });
    await expect(item).toBeVisible();
    for (let i = 0; i < 6 && !(await item.evaluate((el) => el.matches(':focus'))); i += 1) await page.keyboard.press('Tab');
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
  };

  await test.step('the profile menu', async () => {
    await profile.focus();
    await page.keyboard.press('Enter');
    await expect(profile).toHaveAttribute('aria-expanded', 'true');
    await auditAccessibility(page, 'profile menu');
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
    await expect(profile).toBeFocused();
  });

  await test.step('edit profile', async () => {
    await viaMenu('עריכת פרופיל');
    await expect(root.getByRole('heading', { name: 'עריכת פרופיל' })).toBeVisible();
    await expect(root.getByRole('textbox', { name: 'שם פרטי' })).toHaveValue('Ava');
    await expect(root.locator('[part="base"]')).toHaveAttribute('dir', 'rtl');
    await expect(root.getByRole('region', { name: 'מחיקת החשבון' })).toBeVisible();
    await auditAccessibility(page, 'edit profile');
  });

  await test.step('payment methods', async () => {
    await viaMenu('אמצעי תשלום');
    await expect(root.getByRole('list', { name: 'כרטיסים שמורים' }).getByRole('listitem')).toHaveCount(2);
    await auditAccessibility(page, 'payment methods');
  });

  await test.step('order history', async () => {
    await viaMenu('היסטוריית הזמנות');
    await expect(root.getByRole('list', { name: 'הזמנות קודמות' }).getByRole('listitem')).toHaveCount(30);
    await auditAccessibility(page, 'history');
  });
});
