import type { Page } from '@playwright/test';
import { expect, hostEvents, recordHostEvents, test } from './support/fixtures';
import { press } from './support/press';

// The profile menu and the order history of a member: Ava (the demo member, phone 212 555 0177) has
// 32 closed orders at the members-only business (1003, demo/public/members.html), every other one
// paid by card; a receipt emailed lands in the sandbox's outbox (GET /__sandbox/invoices).

const MEMBERS_PAGE = '/members.html?restaurant=2201&experience=PICKUP';

async function avaInvoices(page: Page): Promise<{ order_id: string }[]> {
  const invoices = (await (await page.request.get('/__sandbox/invoices')).json()) as { order_id: string; email: string }[];
  return invoices.filter((invoice) => invoice.email === 'ava.levi@example.com');
}

test('Ava signs in from the profile button, reads her history, emails a receipt and logs out after confirming @phone', async ({ page }, testInfo) => {
  test.slow();
  await recordHostEvents(page);
  const root = page.locator('guest-ordering');
  await page.goto(MEMBERS_PAGE);
  await expect(root.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();

  // Nobody signed in: the profile button opens the registration.
  await press(root.getByRole('button', { name: 'Sign in or register' }));
  const phoneStep = root.getByRole('dialog', { name: 'Sign in or register' });
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
  await press(menu.getByRole('button', { name: 'Order history' }));
  // The path changed: the menu closed.
  await expect(menu).toBeHidden();

  await expect(root.getByRole('heading', { name: 'Order history' })).toBeVisible();
  const orders = root.getByRole('list', { name: 'Past orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(30);
  await press(root.getByRole('button', { name: 'Show more orders' }));
  await expect(orders).toHaveCount(32);
  await expect(root.getByRole('button', { name: 'Show more orders' })).toBeHidden();

  // The second newest was paid in person: no receipt to email.
  await press(orders.nth(1).getByRole('button'));
  await expect(root.getByRole('heading', { name: /^Order / })).toBeVisible();
  await expect(root.getByRole('list', { name: 'Items' })).toContainText('Pizza Margherita');
  await expect(root.getByRole('button', { name: 'Email me a receipt' })).toHaveCount(0);
  await press(root.getByRole('button', { name: 'Back to order history' }));

  // The newest was paid by card: its receipt is emailed and recorded by the sandbox.
  const before = (await avaInvoices(page)).length;
  await press(orders.first().getByRole('button'));
  await press(root.getByRole('button', { name: 'Email me a receipt' }));
  await expect(root.getByText('The receipt was sent to your email.')).toBeVisible();
  await expect.poll(async () => (await avaInvoices(page)).length).toBe(before + 1);

  // Log out asks first; Cancel keeps the member signed in, Log out ends the session.
  await press(profile);
  await press(menu.getByRole('button', { name: 'Log out' }));
  const confirm = root.getByRole('dialog', { name: 'Log out?' });
  await press(confirm.getByRole('button', { name: 'Cancel' }));
  await expect(confirm).toBeHidden();
  await expect(profile).toBeVisible();
  await press(profile);
  await press(menu.getByRole('button', { name: 'Log out' }));
  await press(confirm.getByRole('button', { name: 'Log out' }));
  await expect(root.getByRole('button', { name: 'Sign in or register' })).toBeVisible();
  const logouts = (await hostEvents(page)).filter((event) => event.type === 'logout').map((event) => event.detail);
  expect(logouts).toEqual([{ reason: 'member' }]);
});
